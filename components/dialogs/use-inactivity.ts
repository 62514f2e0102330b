"use client";
/**
 * accounts §4: "After a period of user inactivity (timer restarts on scroll, click, keypress,
 * mouseenter, touchstart, debounced 100 ms)". The delay is read each time the timer starts, so
 * a flag set meanwhile (the recommended popup's) chooses its own timeout.
 */
import { useEffect, useRef } from "react";
import {
  DIALOG_ACTIVITY_DEBOUNCE_MS,
  DIALOG_ACTIVITY_EVENTS,
} from "@/lib/domain/dialogs/constants";

export function useInactivity(enabled: boolean, delayMs: () => number, onIdle: () => void) {
  const latest = useRef({ delayMs, onIdle });
  useEffect(() => {
    latest.current = { delayMs, onIdle };
  });

  useEffect(() => {
    if (!enabled) return;
    let idleTimer = window.setTimeout(() => latest.current.onIdle(), latest.current.delayMs());
    let debounceTimer: number | undefined;
    const restart = () => {
      window.clearTimeout(debounceTimer);
      debounceTimer = window.setTimeout(() => {
        window.clearTimeout(idleTimer);
        idleTimer = window.setTimeout(() => latest.current.onIdle(), latest.current.delayMs());
      }, DIALOG_ACTIVITY_DEBOUNCE_MS);
    };
    // Captured: mouseenter does not bubble, and a scrolling panel's scroll should count too.
    const options = { capture: true, passive: true } as const;
    for (const type of DIALOG_ACTIVITY_EVENTS) document.addEventListener(type, restart, options);
    return () => {
      window.clearTimeout(idleTimer);
      window.clearTimeout(debounceTimer);
      for (const type of DIALOG_ACTIVITY_EVENTS) {
        document.removeEventListener(type, restart, options);
      }
    };
  }, [enabled]);
}
