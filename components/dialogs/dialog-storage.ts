"use client";
/**
 * What the browser keeps for pop-ups (accounts §4): the daily open counters in localStorage,
 * which expire at the end of the shop's day (lib/domain/dialogs/counters.ts); and, for this tab
 * only (sessionStorage), the dialog shown last (the queue cycles on from it); the recommended
 * popup's flag is in recommend-flag.ts.
 * Storage that is full or disabled only means nothing is remembered.
 */
import { countOpen, countsOfToday, type DailyDialogCounts } from "@/lib/domain/dialogs/counters";

export const DIALOG_COUNTS_KEY = "shop.dialogCounts";
export const DIALOG_CURRENT_KEY = "shop.dialogCurrent";

function readJson(storage: Storage, key: string): unknown {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

function writeText(storage: Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Not remembered: see above.
  }
}

export function readDialogCounts(now: Date): DailyDialogCounts {
  return countsOfToday(readJson(window.localStorage, DIALOG_COUNTS_KEY), now);
}

export function countDialogOpen(id: string, now: Date): void {
  const next = countOpen(readJson(window.localStorage, DIALOG_COUNTS_KEY), id, now);
  writeText(window.localStorage, DIALOG_COUNTS_KEY, JSON.stringify(next));
}

export function readCurrentDialog(): string | null {
  try {
    return window.sessionStorage.getItem(DIALOG_CURRENT_KEY);
  } catch {
    return null;
  }
}

export function writeCurrentDialog(id: string): void {
  writeText(window.sessionStorage, DIALOG_CURRENT_KEY, id);
}
