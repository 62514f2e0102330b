/**
 * The mini cart's hover timing (shopping §2, §9; accounts §2 Header desktop): it opens 200 ms
 * after the pointer rests on the cart icon, closes 200 ms after the pointer leaves, and cannot
 * open again for 500 ms after it closed. Moving back in before the close fires keeps it open,
 * so the pointer can cross the gap between the icon and the drawer. A hover inside the
 * cooldown is not lost: it opens once the cooldown is over. Plain timers and an injectable
 * clock, so the rules are tested with fake timers and no React.
 */
export interface HoverIntentOptions {
  openDelayMs: number;
  closeDelayMs: number;
  cooldownMs: number;
  isOpen(): boolean;
  open(): void;
  close(): void;
  /** Checked when the open delay is over (the visible option, something in the bag). */
  canOpen?(): boolean;
  now?(): number;
}

export interface HoverIntent {
  enter(): void;
  leave(): void;
  /** Close now (a button, Escape, a click outside); starts the cooldown. */
  closeNow(): void;
  dispose(): void;
}

export function createHoverIntent(options: HoverIntentOptions): HoverIntent {
  const now = options.now ?? (() => Date.now());
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  let closedAt = Number.NEGATIVE_INFINITY;

  const clearOpen = () => {
    if (openTimer !== undefined) clearTimeout(openTimer);
    openTimer = undefined;
  };
  const clearClose = () => {
    if (closeTimer !== undefined) clearTimeout(closeTimer);
    closeTimer = undefined;
  };

  const closeNow = () => {
    clearOpen();
    clearClose();
    if (!options.isOpen()) return;
    options.close();
    closedAt = now();
  };

  return {
    enter() {
      clearClose();
      if (options.isOpen() || openTimer !== undefined) return;
      const wait = Math.max(options.openDelayMs, closedAt + options.cooldownMs - now());
      openTimer = setTimeout(() => {
        openTimer = undefined;
        if (!options.isOpen() && (options.canOpen?.() ?? true)) options.open();
      }, wait);
    },
    leave() {
      clearOpen();
      if (!options.isOpen() || closeTimer !== undefined) return;
      closeTimer = setTimeout(() => {
        closeTimer = undefined;
        closeNow();
      }, options.closeDelayMs);
    },
    closeNow,
    dispose() {
      clearOpen();
      clearClose();
    },
  };
}
