"use client";
/** The one toast at a time (accounts §9): it hides itself after its duration. */
import { useEffect } from "react";
import { useUiStore } from "@/lib/client/ui-store";
import styles from "./overlays.module.css";

export function Toaster() {
  const toast = useUiStore((state) => state.toast);
  const hideToast = useUiStore((state) => state.hideToast);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => hideToast(toast.id), toast.durationMs);
    return () => window.clearTimeout(timer);
  }, [toast, hideToast]);

  return (
    <div className={styles.toastRegion} role="status" aria-live="polite">
      {toast && (
        <div key={toast.id} className={styles.toast} data-status={toast.status} data-testid="toast">
          {toast.message}
        </div>
      )}
    </div>
  );
}
