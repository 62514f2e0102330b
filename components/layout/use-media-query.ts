"use client";
/**
 * Whether the pad-and-mobile layout is in force (accounts §9: "above pad width is desktop
 * ... mobile and pad behave as mobile"), for the few behaviours CSS alone cannot switch
 * (ARIA state, closing a drawer when the window grows). The server renders the desktop
 * answer and the browser corrects it after hydration, so the markup never mismatches.
 */
import { useSyncExternalStore } from "react";
import { COMPACT_LAYOUT_QUERY } from "@/lib/client/breakpoints";

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export function useCompactLayout(): boolean {
  return useMediaQuery(COMPACT_LAYOUT_QUERY);
}
