"use client";
/**
 * "Payment being confirmed" (shopping §2 Payment result, waiting=true): the server page is
 * read again every few seconds until the callback has marked the order paid, when the page
 * renders the success state and this island is gone.
 */
import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** Every 3 s for 10 minutes: past that a payment is not "being confirmed" any more. */
const REFRESH_MS = 3000;
const MAX_REFRESHES = 200;

export function ResultRefresher() {
  const router = useRouter();
  useEffect(() => {
    let count = 0;
    const timer = window.setInterval(() => {
      count += 1;
      if (count > MAX_REFRESHES) window.clearInterval(timer);
      else router.refresh();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [router]);
  return null;
}
