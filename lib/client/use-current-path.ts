"use client";
import { usePathname, useSearchParams } from "next/navigation";

/** The public path with its query string, as a redirectUrl wants it. */
export function useCurrentPath(): { pathname: string; search: string } {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = searchParams.toString();
  return { pathname, search: query ? `?${query}` : "" };
}
