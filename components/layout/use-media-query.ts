"use client";
/**
 * Whether the pad-and-mobile layout is in force (accounts §9: "above pad width is desktop
 * ... mobile and pad behave as mobile"), for the few behaviours CSS alone cannot switch
 * (ARIA state, closing a drawer when the window grows). The server renders the desktop
 * answer and the browser corrects it after hydration, so the markup never mismatches.
 *
 * The correction is a transition, not a store snapshot: a snapshot that differs from the
 * server's re-renders every reader synchronously inside hydration's effects (the drawer, the
 * search form, the footer, the mini bag at once), one long main-thread task on every phone's
 * first load (docs/benchmarks.md "lighthouse-pages"). A transition renders in slices.
 */
import { startTransition, useEffect, useState } from "react";
import { COMPACT_LAYOUT_QUERY } from "@/lib/client/breakpoints";

export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const follow = () => startTransition(() => setMatches(list.matches));
    follow();
    list.addEventListener("change", follow);
    return () => list.removeEventListener("change", follow);
  }, [query]);
  return matches;
}

export function useCompactLayout(): boolean {
  return useMediaQuery(COMPACT_LAYOUT_QUERY);
}
