"use client";
/**
 * The client-side roots of every page: the UI store, the API transport (Apollo is mounted only
 * by the account and order layouts, docs/adr/0031), and the session start-up of
 * accounts §4 (visitor login without a token; otherwise isVisitor; then the cart, for the
 * header badge), the SSO error toast,
 * language changes from other tabs, and the once-a-minute reload on a failed chunk load.
 */
import Cookies from "js-cookie";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { onLanguageChangedElsewhere } from "@/lib/client/language";
import { runQuery } from "@/lib/client/operations";
import { forceLogout, loginAsVisitor } from "@/lib/client/session-actions";
import { createShopTransport } from "@/lib/client/shop-transport";
import { ShopTransportContext } from "@/lib/client/shop-transport-context";
import { createUiStore, UiStoreProvider, type BrowserSession } from "@/lib/client/ui-store";
import { CHUNK_RELOAD_MIN_INTERVAL_MS, SSO_ERROR_TEXT } from "@/lib/client/ui-constants";
import type { Locale } from "@/lib/domain/locales";
import { isVisitor } from "@/lib/graphql/persisted/accounts";
import { cartCount } from "@/lib/graphql/persisted/cart";
import { SESSION_KIND_COOKIE, SSO_ERROR_COOKIE } from "@/lib/session/cookies";
import { readSessionKindHint } from "@/lib/session/kind-cookie";

const CHUNK_RELOAD_KEY = "shop:chunk-reload-at";

/** The pages are cached alike for everyone, so the browser learns the session itself. */
const UNKNOWN_SESSION: BrowserSession = { kind: undefined };

export function ShopProviders(props: { locale: Locale; children: ReactNode }) {
  const t = useTranslations("loginError");
  const router = useRouter();
  const [store] = useState(() => createUiStore({ session: UNKNOWN_SESSION }));
  const [transport] = useState(() => {
    const created = createShopTransport({
      store,
      locale: props.locale,
      origin: typeof window === "undefined" ? "http://localhost" : window.location.origin,
      onAuthError: () => void forceLogout(created, store, t("serverError")),
    });
    return created;
  });

  useEffect(() => {
    const serverError = t("serverError");
    const start = async () => {
      const kind = readSessionKindHint(Cookies.get(SESSION_KIND_COOKIE));
      if (!kind) {
        await loginAsVisitor(transport, store, serverError);
        return;
      }
      // The signed hint answers at once which controls the header shows; the API then
      // confirms it and adds the name and the staff badge.
      store.getState().setSession({ ...store.getState().session, kind });
      const data = await runQuery(transport, isVisitor, {}, { serverErrorMessage: serverError });
      const found = data.customer;
      if (!found) {
        await loginAsVisitor(transport, store, serverError);
        return;
      }
      store.getState().setSession({
        kind: found.isVisitor ? "visitor" : "member",
        userCode: found.userCode,
        isStaff: found.isStaff,
        nickName: found.nickName ?? null,
      });
    };
    const loadCartCount = async () => {
      const data = await runQuery(transport, cartCount, {}, { serverErrorMessage: serverError });
      store.getState().setCartCount(data.cart.totalQuantity);
    };
    // "Failed start-up loading is only logged." Started in a task of its own: its store
    // updates re-render the header synchronously, and inside hydration's effects they would
    // lengthen the longest task of the first load (docs/benchmarks.md "lighthouse-pages").
    const startUp = window.setTimeout(() => {
      start()
        .then(loadCartCount)
        .catch((error: unknown) => console.warn("session start-up failed", error));
    }, 0);

    const ssoError = Cookies.get(SSO_ERROR_COOKIE);
    if (ssoError) {
      Cookies.remove(SSO_ERROR_COOKIE, { path: "/" });
      store.getState().showToast(`${SSO_ERROR_TEXT} ${ssoError}`, { status: "error" });
    }
    return () => window.clearTimeout(startUp);
  }, [transport, store, t]);

  useEffect(() => onLanguageChangedElsewhere(() => router.refresh()), [router]);

  useEffect(() => {
    const onError = (event: ErrorEvent | PromiseRejectionEvent) => {
      const reason = "reason" in event ? event.reason : event.error;
      const name = (reason as { name?: string } | null)?.name ?? "";
      const message = String((reason as { message?: string } | null)?.message ?? "");
      if (name !== "ChunkLoadError" && !/Loading chunk [\w-]+ failed/.test(message)) return;
      const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
      if (Date.now() - last < CHUNK_RELOAD_MIN_INTERVAL_MS) return;
      window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      window.location.reload();
    };
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onError);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onError);
    };
  }, []);

  return (
    <UiStoreProvider initialSession={UNKNOWN_SESSION} store={store}>
      <ShopTransportContext value={transport}>{props.children}</ShopTransportContext>
    </UiStoreProvider>
  );
}
