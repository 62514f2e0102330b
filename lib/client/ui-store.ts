"use client";
/**
 * Browser-side UI state (style: zustand holds only UI and browser state): the toast, the
 * loading bar's in-flight count, the session as the browser knows it, the cart badge, the
 * order lookup dialog and the cart's overlays (shopping §3 Cart state: "miniCartOption.visible, showAddCartSuccess").
 * One store per provider instance, so nothing is shared between users on the server.
 */
import { createContext, createElement, useContext, useState, type ReactNode } from "react";
import { createStore, useStore, type StoreApi } from "zustand";
import { TOAST_DURATION_MS, type TOAST_STATUSES } from "./ui-constants";

export type ToastStatus = (typeof TOAST_STATUSES)[number];

export interface Toast {
  id: number;
  message: string;
  status: ToastStatus;
  durationMs: number;
  /** A follow-up the toast offers ("View bag"). */
  link?: ToastLink;
}

export interface ToastLink {
  href: string;
  label: string;
}

export interface BrowserSession {
  kind: "visitor" | "member" | undefined;
  userCode?: string;
  isStaff?: boolean;
  nickName?: string | null;
}

export interface UiState {
  /** "Only one toast at a time" (accounts §9): a new toast replaces the current one. */
  toast: Toast | null;
  showToast(
    message: string,
    options?: { status?: ToastStatus; durationMs?: number; link?: ToastLink },
  ): void;
  hideToast(id: number): void;
  inFlight: number;
  startLoading(): void;
  stopLoading(): void;
  session: BrowserSession;
  setSession(session: BrowserSession): void;
  cartCount: number;
  setCartCount(count: number): void;
  /** The mini cart's visible option: off, it never opens. */
  miniCartVisible: boolean;
  setMiniCartVisible(visible: boolean): void;
  miniCartOpen: boolean;
  openMiniCart(): void;
  closeMiniCart(): void;
  /** The add-to-cart success modal (mobile and pad). */
  showAddCartSuccess: boolean;
  setShowAddCartSuccess(show: boolean): void;
  /** The guest order lookup dialog (accounts §2): opened from the header and the mobile menu. */
  orderLookupOpen: boolean;
  setOrderLookupOpen(open: boolean): void;
}

let toastSequence = 0;

export function createUiStore(initial: {
  session: BrowserSession;
  cartCount?: number;
}): StoreApi<UiState> {
  return createStore<UiState>()((set) => ({
    toast: null,
    showToast: (message, options = {}) =>
      set({
        toast: {
          id: ++toastSequence,
          message,
          status: options.status ?? "default",
          durationMs: options.durationMs ?? TOAST_DURATION_MS,
          ...(options.link ? { link: options.link } : {}),
        },
      }),
    hideToast: (id) => set((state) => (state.toast?.id === id ? { toast: null } : state)),
    inFlight: 0,
    startLoading: () => set((state) => ({ inFlight: state.inFlight + 1 })),
    stopLoading: () => set((state) => ({ inFlight: Math.max(0, state.inFlight - 1) })),
    session: initial.session,
    setSession: (session) => set({ session }),
    cartCount: initial.cartCount ?? 0,
    setCartCount: (cartCount) => set({ cartCount }),
    miniCartVisible: true,
    setMiniCartVisible: (miniCartVisible) =>
      set(miniCartVisible ? { miniCartVisible } : { miniCartVisible, miniCartOpen: false }),
    miniCartOpen: false,
    openMiniCart: () => set((state) => (state.miniCartVisible ? { miniCartOpen: true } : state)),
    closeMiniCart: () => set({ miniCartOpen: false }),
    showAddCartSuccess: false,
    setShowAddCartSuccess: (showAddCartSuccess) => set({ showAddCartSuccess }),
    orderLookupOpen: false,
    setOrderLookupOpen: (orderLookupOpen) => set({ orderLookupOpen }),
  }));
}

const UiStoreContext = createContext<StoreApi<UiState> | null>(null);

export function UiStoreProvider(props: {
  initialSession: BrowserSession;
  store?: StoreApi<UiState>;
  children: ReactNode;
}) {
  const [store] = useState(() => props.store ?? createUiStore({ session: props.initialSession }));
  return createElement(UiStoreContext.Provider, { value: store }, props.children);
}

export function useUiStoreApi(): StoreApi<UiState> {
  const store = useContext(UiStoreContext);
  if (!store) throw new Error("useUiStore must be used inside UiStoreProvider");
  return store;
}

export function useUiStore<T>(selector: (state: UiState) => T): T {
  return useStore(useUiStoreApi(), selector);
}
