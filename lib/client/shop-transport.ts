"use client";
/**
 * How the browser calls the shop's API (accounts §7, shopping §7), without Apollo: every call
 * carries `channel-code: 100`, `lang` and, when the page holds one, a `token` (the httpOnly
 * cookie is sent by the browser itself); queries go as persisted GETs. Per call: an optional
 * loading indicator (`loading`) and `ignoreErrors` (no forced logout). Auth codes 00510104, 401
 * and 10110143 force a logout, unless they answer a call made with a session that a login has
 * replaced meanwhile (`changesSession`).
 *
 * The catalog pages' islands call through this alone, so those pages ship no Apollo (issue 15's
 * first-load budget, docs/adr/0031); the account and order pages' Apollo Client sends
 * through it too (lib/client/apollo.ts), so the rules above live once.
 */
import type { StoreApi } from "zustand";
import { FORCE_LOGOUT_CODES } from "@/lib/domain/accounts/constants";
import type { Locale } from "@/lib/domain/locales";
import type { Operation } from "@/lib/graphql/operations/define";
import type { PersistedOperation } from "@/lib/graphql/persisted/persisted-operation";
import { CHANNEL_CODE } from "@/lib/graphql/wire";
import { apiLangOf } from "@/lib/i18n/locale";
import { SESSION_KIND_COOKIE } from "@/lib/session/cookies";
import { createPersistedQuerySender, type WireRequest } from "./persisted-query-fetch";
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
   */
  changesSession?: boolean;
}

export interface GraphQLErrorData {
  message: string;
  extensions?: Record<string, unknown>;
}

export interface GraphQLResponse<TData> {
  data?: TData | null;
  errors?: readonly GraphQLErrorData[];
}

export type { WireRequest };

export interface ShopTransport {
  /**
   * Sends an operation: an island's persisted one (lib/graphql/persisted) by its hash, or a
   * document of lib/graphql/operations with its text.
   */
  request<TData, TVariables>(
    operation: Operation<TData, TVariables> | PersistedOperation<TData, TVariables>,
    variables: TVariables,
    context?: ShopOperationContext,
  ): Promise<GraphQLResponse<TData>>;
  /** Sends a document printed elsewhere (Apollo's link). */
  send(request: WireRequest, context?: ShopOperationContext): Promise<GraphQLResponse<unknown>>;
}

/** The answer was not GraphQL at all (a proxy's error page, a dropped connection). */
export class TransportError extends Error {
  constructor(readonly status: number) {
    super(`The API answered ${status} without a GraphQL body`);
    this.name = "TransportError";
  }
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

function forceLogoutCodeOf(errors: readonly GraphQLErrorData[] | undefined): string | undefined {
  return errors
    ?.map((error) => String(error.extensions?.code ?? ""))
    .find((code) => FORCE_LOGOUT_CODES.includes(code));
}

export function createShopTransport(deps: {
  store: StoreApi<UiState>;
  locale: Locale;
  origin: string;
  onAuthError: (code: string) => void;
  /** The network; the browser's fetch unless a test hands in the server itself. */
  fetch?: typeof fetch;
}): ShopTransport {
  const baseFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const sender = createPersistedQuerySender(baseFetch, deps.origin);
  let sessionChangesInFlight = 0;

  async function post(request: WireRequest, context: ShopOperationContext) {
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "channel-code": CHANNEL_CODE,
      lang: apiLangOf(deps.locale),
    };
    if (context.token) headers.token = context.token;
    const response = await sender.send(`/api/graphql/${request.operationName}`, request, {
      headers,
      credentials: "same-origin",
    });
    try {
      return (await response.json()) as GraphQLResponse<unknown>;
    } catch {
      throw new TransportError(response.status);
    }
  }

  async function send(
    request: WireRequest,
    context: ShopOperationContext = {},
  ): Promise<GraphQLResponse<unknown>> {
    const sessionAtSend = sessionCookieNow();
    if (context.loading) deps.store.getState().startLoading();
    if (context.changesSession) sessionChangesInFlight += 1;
    try {
      const result = await post(request, context);
      const code = context.ignoreErrors ? undefined : forceLogoutCodeOf(result.errors);
      // A call sent with a session that a login has since replaced (token rotation: a start-up
      // query racing a social sign-in on /linkAccount) says nothing about the new session.
      // A session-changing call (this one included) in flight makes every auth error moot.
      const sessionReplaced = sessionChangesInFlight > 0 || sessionAtSend !== sessionCookieNow();
      if (code && !sessionReplaced) deps.onAuthError(code);
      return result;
    } finally {
      if (context.changesSession) sessionChangesInFlight -= 1;
      if (context.loading) deps.store.getState().stopLoading();
    }
  }

  return {
    send,
    async request(operation, variables, context = {}) {
      const wire = {
        operationName: operation.name,
        variables: (variables ?? {}) as Record<string, unknown>,
      };
      const result = await send(
        "source" in operation
          ? { ...wire, query: operation.source }
          : { ...wire, kind: operation.kind, sha256Hash: operation.sha256Hash },
        { changesSession: operation.changesSession, ...context },
      );
      return result as GraphQLResponse<never>;
    },
  };
}
