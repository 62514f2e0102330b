"use client";
/**
 * What the browser keeps for pop-ups (accounts §4): the daily open counters in localStorage,
 * which expire at the end of the shop's day (lib/domain/dialogs/counters.ts); and, for this tab
 * only (sessionStorage), the dialog shown last (the queue cycles on from it) and the
 * recommended popup's show-after-add-to-cart flag, holding the SKU that was added.
 * Storage that is full or disabled only means nothing is remembered.
 */
import { countOpen, countsOfToday, type DailyDialogCounts } from "@/lib/domain/dialogs/counters";

export const DIALOG_COUNTS_KEY = "shop.dialogCounts";
export const DIALOG_CURRENT_KEY = "shop.dialogCurrent";
export const RECOMMEND_AFTER_ADD_KEY = "shop.recommendAfterAdd";

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

/** The SKU last added to the bag while the recommended popup has not shown since; else null. */
export function readRecommendAfterAdd(): string | null {
  try {
    return window.sessionStorage.getItem(RECOMMEND_AFTER_ADD_KEY);
  } catch {
    return null;
  }
}

/** accounts §4: the flag is set by adding to the bag and reset by showing the popup. */
export function setRecommendAfterAdd(skuCode: string | null): void {
  writeText(window.sessionStorage, RECOMMEND_AFTER_ADD_KEY, skuCode);
}
