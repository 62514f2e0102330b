"use client";
/**
 * Where the mini cart hangs: around the header's cart icon, on the desktop layout only (pad
 * and mobile get the add-to-cart success modal instead). Hover timing is hover-intent.ts;
 * the open state is the UI store's, because adding to the bag on the product page opens it
 * too. It closes on Escape, a click outside, and any route change. On the bag itself it does
 * not open on hover: the page already shows everything, and two views of one cart could
 * disagree.
 */
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { isCompactLayout, useCompactLayoutChange } from "@/components/layout/use-media-query";
import { useUiStore, useUiStoreApi } from "@/lib/client/ui-store";
import {
  MINI_CART_CLOSE_DELAY_MS,
  MINI_CART_COOLDOWN_MS,
  MINI_CART_OPEN_DELAY_MS,
} from "@/lib/client/ui-constants";
import { createHoverIntent } from "./hover-intent";
import styles from "./mini-cart.module.css";

const loadMiniCart = () => import("./mini-cart");
/** Loads when first wanted (a hover starts loading it): many visits never open it. */
const MiniCart = dynamic(() => loadMiniCart().then((module) => module.MiniCart), { ssr: false });

export function MiniCartAnchor(props: { children: ReactNode }) {
  const store = useUiStoreApi();
  const open = useUiStore((state) => state.miniCartOpen);
  const pathname = usePathname();
  const drawerId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const [intent] = useState(() =>
    createHoverIntent({
      openDelayMs: MINI_CART_OPEN_DELAY_MS,
      closeDelayMs: MINI_CART_CLOSE_DELAY_MS,
      cooldownMs: MINI_CART_COOLDOWN_MS,
      isOpen: () => store.getState().miniCartOpen,
      open: () => store.getState().openMiniCart(),
      close: () => store.getState().closeMiniCart(),
      canOpen: () => {
        const state = store.getState();
        return state.miniCartVisible && state.cartCount > 0;
      },
    }),
  );
  const onBag = pathname === "/cart";

  useEffect(() => () => intent.dispose(), [intent]);
  useEffect(() => intent.closeNow(), [intent, pathname]);
  // The mini bag is a desktop panel: a window shrinking to the compact layout closes it.
  useCompactLayoutChange(open, (compact) => {
    if (compact) intent.closeNow();
  });

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") intent.closeNow();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) intent.closeNow();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open, intent]);

  return (
    <div
      ref={wrapper}
      className={styles.anchor}
      onPointerEnter={(event) => {
        if (event.pointerType === "mouse" && !onBag && !isCompactLayout()) {
          void loadMiniCart();
          intent.enter();
        }
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === "mouse") intent.leave();
      }}
    >
      {props.children}
      {open ? <MiniCart id={drawerId} onClose={intent.closeNow} /> : null}
    </div>
  );
}
