"use client";
/**
 * Session changes in the browser (accounts §4 Session): visitor login at start-up,
 * logout (clear, go home, visitor again) and the forced logout on auth error codes.
 */
import type { StoreApi } from "zustand";
import { userLogout, visitorLogin } from "@/lib/graphql/persisted/accounts";
import { loginRedirectPath } from "@/lib/session/route-rules";
import { runMutation } from "./operations";
import type { ShopTransport } from "./shop-transport";
import type { UiState } from "./ui-store";

export async function loginAsVisitor(
  transport: ShopTransport,
  store: StoreApi<UiState>,
  serverErrorMessage: string,
): Promise<void> {
  const data = await runMutation(transport, visitorLogin, {}, { serverErrorMessage });
  store.getState().setSession({
    kind: "visitor",
    userCode: data.visitorLogin.customer?.userCode,
    isStaff: false,
  });
}

export async function logout(
  transport: ShopTransport,
  store: StoreApi<UiState>,
  options: {
    serverErrorMessage: string;
    goHome?: boolean;
    /** The page's Apollo Client, whose cache holds the old session's answers. */
    apollo?: { clearStore(): Promise<unknown> };
  },
): Promise<void> {
  await runMutation(
    transport,
    userLogout,
    {},
    { serverErrorMessage: options.serverErrorMessage, ignoreErrors: true },
  ).catch(() => undefined);
  store.getState().setSession({ kind: undefined });
  store.getState().setCartCount(0);
  // The pages with Apollo drop its cache; the catalog pages have none.
  await options.apollo?.clearStore();
  await loginAsVisitor(transport, store, options.serverErrorMessage).catch(() => undefined);
  // A full load, not router.push: every server component must render for the new session.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  if (options.goHome ?? true) window.location.assign("/");
}

let forcedLogoutRunning = false;

/**
 * Auth codes 00510104, 401, 10110143: clear the session (cookies included) and go to login,
 * back here afterwards. The login page logs in as a visitor on start-up like any page
 * without a session.
 */
export async function forceLogout(
  transport: ShopTransport,
  store: StoreApi<UiState>,
  serverErrorMessage: string,
): Promise<void> {
  if (forcedLogoutRunning) return;
  forcedLogoutRunning = true;
  await runMutation(transport, userLogout, {}, { serverErrorMessage, ignoreErrors: true }).catch(
    () => undefined,
  );
  store.getState().setSession({ kind: undefined });
  store.getState().setCartCount(0);
  const { pathname, search } = window.location;
  if (pathname === "/login") window.location.reload();
  else window.location.assign(loginRedirectPath(pathname, search));
}
