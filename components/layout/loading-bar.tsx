"use client";
/**
 * The loading bar (accounts §9: "loading bar 5 s default with 200 ms throttle"): it appears
 * only for calls that last longer than the throttle, creeps towards 90 % over the default
 * duration, and completes when the last call ends.
 */
import { useEffect, useState } from "react";
import { useUiStore } from "@/lib/client/ui-store";
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from "@/lib/domain/spec-constants";
import styles from "./overlays.module.css";

export function LoadingBar() {
  const busy = useUiStore((state) => state.inFlight > 0);
  const [phase, setPhase] = useState<"idle" | "running" | "done">("idle");

  useEffect(() => {
    if (busy) {
      const timer = window.setTimeout(() => setPhase("running"), LOADING_BAR_THROTTLE_MS);
      return () => window.clearTimeout(timer);
    }
    const timer = window.setTimeout(
      () => setPhase((current) => (current === "running" ? "done" : "idle")),
      0,
    );
    return () => window.clearTimeout(timer);
  }, [busy]);

  useEffect(() => {
    if (phase !== "done") return;
    const timer = window.setTimeout(() => setPhase("idle"), LOADING_BAR_THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === "idle") return null;
  return (
    <div
      className={styles.loadingBar}
      data-phase={phase}
      style={{ animationDuration: `${LOADING_BAR_DURATION_MS}ms` }}
      role="progressbar"
      aria-busy={phase === "running"}
    />
  );
}
