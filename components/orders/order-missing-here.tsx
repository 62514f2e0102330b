"use client";
/**
 * The order detail's not-found page for a member (its not-found.tsx): a not-found page gets no
 * params, so the order code for the re-login's way back is read from this page's address.
 */
import { usePathname } from "next/navigation";
import { OrderMissing } from "./order-missing";

export function OrderMissingHere() {
  const last = usePathname().split("/").filter(Boolean).pop() ?? "";
  let code = last;
  try {
    code = decodeURIComponent(last);
  } catch {
    // A stray "%" stays as typed.
  }
  return <OrderMissing code={code} guest={false} />;
}
