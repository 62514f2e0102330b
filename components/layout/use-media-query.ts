"use client";
/**
 * Whether the pad-and-mobile layout is in force (accounts §9: "above pad width is desktop
 * ... mobile and pad behave as mobile"), for the few behaviours CSS alone cannot switch.
 *
 * Three ways to ask, cheapest first, because on a phone every reader of a state that differs from
 * the server's answer re-renders during the first load (docs/benchmarks.md "lighthouse-pages"):
 * - `isCompactLayout()` answers at the moment an event handler runs, and renders nothing;
 * - `useCompactLayoutChange` runs a callback when the window crosses the breakpoint while a
 *   drawer or panel is open (to close it), and listens only while it is;
 * - `useCompactLayout()` is state, for markup that differs (ARIA state): the server renders the
 *   desktop answer and the browser corrects it after hydration, so the markup never mismatches.
 *   The correction is a transition, not a store snapshot: a snapshot that differs from the
 *   server's re-renders every reader synchronously inside hydration's effects.
 */
import { startTransition, useEffect, useEffectEvent, useState } from "react";
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

/** The compact layout's answer now, for an event handler. */
export function isCompactLayout(): boolean {
  return window.matchMedia(COMPACT_LAYOUT_QUERY).matches;
}

/** Calls `onChange` with the new answer when the window crosses the breakpoint while `active`. */
export function useCompactLayoutChange(
  active: boolean,
  onChange: (compact: boolean) => void,
): void {
  const change = useEffectEvent(onChange);
  useEffect(() => {
    if (!active) return;
    const list = window.matchMedia(COMPACT_LAYOUT_QUERY);
    const follow = () => change(list.matches);
    list.addEventListener("change", follow);
    return () => list.removeEventListener("change", follow);
  }, [active]);
}
