"use client";
/**
 * The browser's Apollo Client (accounts §7, shopping §7): every call carries
 * `channel-code: 100`, `lang` and, when the page holds one, a `token` (the httpOnly cookie
 * is sent by the browser itself). Per call: an optional loading indicator
 * (`context: { loading: true }`) and `ignoreErrors` (errorPolicy "ignore", no forced
 * logout). Auth codes 00510104, 401 and 10110143 force a logout, unless they answer a call
 * made with a session that a login has replaced meanwhile (`changesSession`).
 */
import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
} from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { Observable } from "rxjs";
import type { StoreApi } from "zustand";
import { CHANNEL_CODE } from "@/lib/graphql/wire";
import { FORCE_LOGOUT_CODES } from "@/lib/domain/accounts/constants";
import type { Locale } from "@/lib/domain/locales";
import { apiLangOf } from "@/lib/i18n/locale";
import { SESSION_KIND_COOKIE } from "@/lib/session/cookies";
import { createPersistedQueryFetch } from "./persisted-query-fetch";
import type { UiState } from "./ui-store";

export interface ShopOperationContext {
  /** Show the loading bar while this call is in flight. */
  loading?: boolean;
  /** Drop this call's errors: no toast, no forced logout. */
  ignoreErrors?: boolean;
  /** A token to send instead of the cookie (a guest's tempToken). */
  token?: string;
  /**
   * This call replaces the session (a login rotates the token): while it is in flight, auth
   * errors of other calls are about the session being replaced and force no logout.
   * `runMutation` sets it from the operation (`Operation.changesSession`).
   */
  changesSession?: boolean;
}

/**
 * The browser's session at this moment, as the readable session_kind cookie shows it (it
 * changes with every login, logout and token rotation); "" outside a browser.
 */
function sessionCookieNow(): string {
  if (typeof document === "undefined") return "";
  const prefix = `${SESSION_KIND_COOKIE}=`;
  return document.cookie.split("; ").find((part) => part.startsWith(prefix)) ?? "";
}

/**
 * Types the browser cache normalises by a field other than `id`. Every operation that reads
 * one of these types must select its key fields, or Apollo refuses to store the answer and the
 * call fails although the server answered (a schema test checks every operation document).
 */
export const CACHE_KEY_FIELDS = { Customer: ["userCode"] } as const satisfies Record<
  string,
  readonly string[]
>;

export function createApolloClient(deps: {
  store: StoreApi<UiState>;
  locale: Locale;
  origin: string;
  onAuthError: (code: string) => void;
  /** The network; the browser's fetch unless a test hands in the server itself. */
  fetch?: typeof fetch;
}): ApolloClient {
  const baseFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const loadingLink = new ApolloLink((operation, forward) => {
    const { loading } = operation.getContext() as ShopOperationContext;
    if (!loading) return forward(operation);
    const { startLoading, stopLoading } = deps.store.getState();
    startLoading();
    return new Observable((observer) => {
      let stopped = false;
      const stop = () => {
        if (!stopped) stopLoading();
        stopped = true;
      };
      const subscription = forward(operation).subscribe({
        next: (value) => observer.next(value),
        error: (error: unknown) => {
          stop();
          observer.error(error);
        },
        complete: () => {
          stop();
          observer.complete();
        },
      });
      return () => {
        stop();
        subscription.unsubscribe();
      };
    });
  });

  let sessionChangesInFlight = 0;
  const sessionChangeLink = new ApolloLink((operation, forward) => {
    const { changesSession } = operation.getContext() as ShopOperationContext;
    if (!changesSession) return forward(operation);
    sessionChangesInFlight += 1;
    return new Observable((observer) => {
      let done = false;
      const finish = () => {
        if (!done) sessionChangesInFlight -= 1;
        done = true;
      };
      const subscription = forward(operation).subscribe({
        next: (value) => observer.next(value),
        error: (error: unknown) => {
          finish();
          observer.error(error);
        },
        complete: () => {
          finish();
          observer.complete();
        },
      });
      return () => {
        finish();
        subscription.unsubscribe();
      };
    });
  });

  const errorLink = new ErrorLink(({ error, operation }) => {
    const { ignoreErrors } = operation.getContext() as ShopOperationContext;
    if (ignoreErrors || !CombinedGraphQLErrors.is(error)) return;
    // A call sent with a session that a login has since replaced (token rotation: a start-up
    // query racing a social sign-in on /linkAccount) says nothing about the new session.
    const { sessionAtSend } = operation.getContext() as { sessionAtSend?: string };
    if (sessionChangesInFlight > 0) return;
    if (sessionAtSend !== undefined && sessionAtSend !== sessionCookieNow()) return;
    const code = error.errors
      .map((graphQLError) => String(graphQLError.extensions?.code ?? ""))
      .find((candidate) => FORCE_LOGOUT_CODES.includes(candidate));
    if (code) deps.onAuthError(code);
  });

  const headersLink = new SetContextLink((previous) => {
    const { token } = previous as ShopOperationContext;
    const headers: Record<string, string> = {
      ...(previous.headers as Record<string, string> | undefined),
      "channel-code": CHANNEL_CODE,
      lang: apiLangOf(deps.locale),
    };
    if (token) headers.token = token;
    return { headers, sessionAtSend: sessionCookieNow() };
  });

  const httpLink = new HttpLink({
    uri: (operation) => `/api/graphql/${operation.operationName ?? ""}`,
    fetch: createPersistedQueryFetch(baseFetch, deps.origin),
    credentials: "same-origin",
  });

  return new ApolloClient({
    link: ApolloLink.from([loadingLink, sessionChangeLink, errorLink, headersLink, httpLink]),
    cache: new InMemoryCache({
      typePolicies: Object.fromEntries(
        Object.entries(CACHE_KEY_FIELDS).map(([type, keyFields]) => [
          type,
          { keyFields: [...keyFields] },
        ]),
      ),
    }),
  });
}
