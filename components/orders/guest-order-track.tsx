"use client";
/** The /guest/orderTrack page's form: found orders open in this tab. */
import { useRouter } from "next/navigation";
import { OrderLookupForm } from "./order-lookup-form";

export function GuestOrderTrack() {
  const router = useRouter();
  return <OrderLookupForm onFound={(href) => router.push(href)} />;
}
