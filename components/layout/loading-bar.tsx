"use client";
/**
 * The loading bar (accounts §4 Other: "A loading bar runs while requests are in flight";
 * §9: "loading bar 5 s default with 200 ms throttle"). It appears only for calls that last
 * longer than the throttle, so quick calls never flash it; it creeps towards 90 % over the
 * default duration, since the real end is unknown, and runs to 100 % when the last call
 * ends.
 */
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useUiStore } from "@/lib/client/ui-store";
import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from "@/lib/client/ui-constants";
import styles from "./overlays.module.css";

/** Long enough for the CSS run to 100 % and fade-out (overlays.module.css) to finish. */
const COMPLETE_MS = 300;

type Phase = "idle" | "running" | "done";

export function LoadingBar() {
  const t = useTranslations("common");
  const busy = useUiStore((state) => state.inFlight > 0);
  const [phase, setPhase] = useState<Phase>("idle");

  // The last call ended: a visible bar completes (state adjusted in render, not an effect).
  if (!busy && phase === "running") setPhase("done");

  useEffect(() => {
    if (!busy) return;
    const timer = window.setTimeout(() => setPhase("running"), LOADING_BAR_THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  useEffect(() => {
    if (phase !== "done") return;
    const timer = window.setTimeout(() => setPhase("idle"), COMPLETE_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === "idle") return null;
  return (
    <div
      className={styles.loadingBar}
      data-phase={phase}
      data-testid="loading-bar"
      style={{ animationDuration: `${LOADING_BAR_DURATION_MS}ms` }}
      role="progressbar"
      aria-label={t("loading")}
      aria-busy={phase === "running"}
    />
  );
}
