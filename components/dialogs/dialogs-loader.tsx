"use client";
/**
 * Where the pop-ups (accounts §4) enter the shared layout: nothing in the page's HTML and almost
 * nothing in its first-load JS. When the browser is first idle, the island (config, timer,
 * dialogs) is imported; it stays unmounted on checkout and payment paths (ADR 0038).
 */
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { DIALOGS_LOAD_IDLE_TIMEOUT_MS } from "@/lib/domain/dialogs/constants";
import { isDialogFreePath } from "@/lib/domain/dialogs/rules";

const DialogsIsland = dynamic(
  () => import("./dialogs-island").then((module) => module.DialogsIsland),
  { ssr: false },
);

export function Dialogs() {
  const pathname = usePathname();
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setIdle(true), {
        timeout: DIALOGS_LOAD_IDLE_TIMEOUT_MS,
      });
      return () => window.cancelIdleCallback(handle);
    }
    // Safari has no requestIdleCallback: after the first load settles instead.
    const timer = window.setTimeout(() => setIdle(true), DIALOGS_LOAD_IDLE_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!idle || !pathname || isDialogFreePath(pathname)) return null;
  return <DialogsIsland />;
}
