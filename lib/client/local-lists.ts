"use client";
/**
 * Lists kept in the browser (shopping §2, accounts §3/§4): the compare list (product codes, at
 * most COMPARE_LIST_MAX, toggled by code) and recently viewed products (a new view is added
 * only if different from the latest one). Stored in localStorage; every tab and component
 * sees changes through useSyncExternalStore and the storage event.
 */
import { useSyncExternalStore } from "react";
import { COMPARE_LIST_MAX, RECENT_VIEW_MAX } from "@/lib/domain/catalog/constants";
import type { MoneyData } from "@/lib/graphql/operations/products";

export const COMPARE_LIST_KEY = "shop.compareList";
export const RECENT_VIEW_KEY = "shop.recentView";

export interface RecentView {
  picUrl: string | null;
  code: string;
  title: string;
  salePrice: MoneyData;
  listPrice: MoneyData;
}

const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; value: unknown }>();

function read<T>(key: string, fallback: T): T {
  if (typeof window === "undefined") return fallback;
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(key);
  } catch {
    return fallback;
  }
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.value as T;
  let value: T = fallback;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : fallback;
    value = Array.isArray(parsed) ? (parsed as T) : fallback;
  } catch {
    value = fallback;
  }
  if (key === COMPARE_LIST_KEY && Array.isArray(value)) {
    value = value.filter((code): code is string => typeof code === "string") as T;
  }
  snapshots.set(key, { raw, value });
  return value;
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the list simply does not persist.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = () => listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

const EMPTY: readonly never[] = [];

/**
 * The same array for as long as storage holds the same text: useSyncExternalStore needs a
 * stable snapshot, and a fresh array per read would re-render forever (React error #185).
 */
export function readCompareList(): readonly string[] {
  return read<readonly string[]>(COMPARE_LIST_KEY, EMPTY);
}

export type CompareToggleResult = "added" | "removed" | "full";

/** Adds the code, or removes it when present; refuses a fifth product. */
export function toggleCompare(code: string): CompareToggleResult {
  const list = readCompareList();
  if (list.includes(code)) {
    write(
      COMPARE_LIST_KEY,
      list.filter((item) => item !== code),
    );
    return "removed";
  }
  if (list.length >= COMPARE_LIST_MAX) return "full";
  write(COMPARE_LIST_KEY, [...list, code]);
  return "added";
}

export function clearCompareList(): void {
  write(COMPARE_LIST_KEY, []);
}

export function useCompareList(): readonly string[] {
  return useSyncExternalStore(subscribe, readCompareList, () => EMPTY);
}

export function readRecentViews(): readonly RecentView[] {
  return read<readonly RecentView[]>(RECENT_VIEW_KEY, EMPTY);
}

/** Newest first; nothing changes when the latest view is the same product. */
export function addRecentView(view: RecentView): void {
  const list = readRecentViews();
  if (list[0]?.code === view.code) return;
  write(
    RECENT_VIEW_KEY,
    [view, ...list.filter((item) => item.code !== view.code)].slice(0, RECENT_VIEW_MAX),
  );
}

export function useRecentViews(): readonly RecentView[] {
  return useSyncExternalStore(subscribe, readRecentViews, () => EMPTY);
}
