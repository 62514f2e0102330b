"use client";
/**
 * Which header and footer a path gets. Checkout has the simplified layout (shopping §2
 * "Checkout (simplified layout)"): its own header with the logo and a secure-checkout mark,
 * and no footer, menu or mini cart. Chosen from the pathname in the browser, because the
 * shared layout does not render again on a client-side navigation from the bag to checkout.
 * Both headers are server-rendered slots; this only picks one.
 */
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

export function isSimplifiedLayoutPath(pathname: string | null): boolean {
  if (!pathname) return false;
  // The public path has no locale prefix; an internal /en/checkout counts as well.
  const path = pathname.replace(/^\/(en|zh)(?=\/|$)/, "") || "/";
  return path === "/checkout" || path.startsWith("/checkout/");
}

export function LayoutChrome(props: { full: ReactNode; simplified: ReactNode }) {
  const pathname = usePathname();
  return <>{isSimplifiedLayoutPath(pathname) ? props.simplified : props.full}</>;
}
