"use client";
/**
 * The order detail's 404 (its not-found.tsx): a not-found page gets no params, so the order
 * code and whether a guest's token came with it are read from this page's own address.
 */
import { usePathname, useSearchParams } from "next/navigation";
import { OrderMissing } from "./order-missing";

export function OrderMissingHere() {
  const pathname = usePathname();
  const guest = Boolean(useSearchParams().get("tempToken"));
  const last = pathname.split("/").filter(Boolean).pop() ?? "";
  let code = last;
  try {
    code = decodeURIComponent(last);
  } catch {
    // A stray "%" stays as typed.
  }
  return <OrderMissing code={code} guest={guest} />;
}
