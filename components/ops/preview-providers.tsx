"use client";
/**
 * What the shop's own components need to render in a console preview: the UI store and the API
 * transport, with no session started. The preview shows a page as a visitor sees it on its
 * first paint (catalog prices), and the operator's browser gets no shopper session from it.
 */
import { useState, type ReactNode } from "react";
import { createShopTransport } from "@/lib/client/shop-transport";
import { ShopTransportContext } from "@/lib/client/shop-transport-context";
import { createUiStore, UiStoreProvider } from "@/lib/client/ui-store";
import type { Locale } from "@/lib/domain/locales";

export function PreviewProviders(props: { locale: Locale; children: ReactNode }) {
  const [store] = useState(() => createUiStore({ session: { kind: undefined } }));
  const [transport] = useState(() =>
    createShopTransport({
      store,
      locale: props.locale,
      origin: typeof window === "undefined" ? "http://localhost" : window.location.origin,
      // Nothing in a preview asks for a session; an auth error has nobody to sign out.
      onAuthError: () => undefined,
    }),
  );
  return (
    <UiStoreProvider initialSession={{ kind: undefined }} store={store}>
      <ShopTransportContext value={transport}>{props.children}</ShopTransportContext>
    </UiStoreProvider>
  );
}
