"use client";
import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";

/** Re-reads happen on the renders a navigation causes (usePathname changes); nothing to subscribe. */
const subscribeToNothing = () => () => {};

/**
 * The query string of the browser's address ("" or "?..."). Pages are cached alike for every
 * query, so the query is not URL data the server renders with: it is "" on the server and while
 * hydrating, then the browser's own (Next.js's useSearchParams would push the component out of
 * the cached page into a client-only render).
 */
export function useLocationSearch(): string {
  return useSyncExternalStore(
    subscribeToNothing,
    () => window.location.search,
    () => "",
  );
}

/** The public path with its query string, as a redirectUrl wants it. */
export function useCurrentPath(): { pathname: string; search: string } {
  const pathname = usePathname();
  const search = useLocationSearch();
  return { pathname, search };
}
