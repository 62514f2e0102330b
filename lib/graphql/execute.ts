import "server-only";
/**
 * Runs an operation document for a server component, in-process (no HTTP hop) but through
 * the same handler as the browser's calls, so the contract, authorization and error
 * masking are identical on both paths. The token comes from the request's cookie, the language
 * from the locale middleware resolved (lib/i18n/request-locale.ts).
 */
import { cookies } from "next/headers";
import { cache } from "react";
import { CHANNEL_CODE } from "./wire";
import type { Locale } from "@/lib/domain/locales";
import { apiLangOf } from "@/lib/i18n/locale";
import { getRequestLocale } from "@/lib/i18n/request-locale";
import { TOKEN_COOKIE } from "@/lib/session/cookies";
import { getShopYoga } from "./app-server";
import type { Operation } from "./operations/define";
import { handleGraphQLRequest } from "./http";

export class OperationError extends Error {
  constructor(
    readonly operationName: string,
    readonly errors: { message: string; extensions?: { code?: string } }[],
  ) {
    super(`${operationName}: ${errors[0]?.message ?? "no data"}`);
    this.name = "OperationError";
  }
  get code(): string | undefined {
    return this.errors[0]?.extensions?.code;
  }
}

async function run(
  operationName: string,
  source: string,
  variablesJson: string,
  locale: Locale,
  token: string | undefined,
): Promise<unknown> {
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "channel-code": CHANNEL_CODE,
    lang: apiLangOf(locale),
  };
  if (token) headers.token = token;
  const response = await handleGraphQLRequest(
    getShopYoga(),
    new Request(`http://in-process/api/graphql/${operationName}`, {
      method: "POST",
      headers,
      body: `{"query":${JSON.stringify(source)},"operationName":${JSON.stringify(operationName)},"variables":${variablesJson}}`,
    }),
  );
  const result = (await response.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  if (result.errors?.length || !result.data) {
    throw new OperationError(operationName, result.errors ?? []);
  }
  return result.data;
}

/**
 * Once per request and distinct call: the layout and a page asking for the same data
 * (the category tree, the viewer) share one execution.
 */
const executeOnce = cache(
  async (operationName: string, source: string, variablesJson: string): Promise<unknown> => {
    const [cookieStore, locale] = await Promise.all([cookies(), getRequestLocale()]);
    return run(operationName, source, variablesJson, locale, cookieStore.get(TOKEN_COOKIE)?.value);
  },
);

/**
 * The same, as nobody in particular: no session, the given language. What it returns is what
 * every visitor sees, so it may be kept in the shared rendering cache (lib/server/catalog-cache.ts);
 * it reads no cookie or header, so it runs inside `"use cache"`.
 */
export async function executePublicOperation<TData, TVariables>(
  operation: Operation<TData, TVariables>,
  locale: Locale,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TData> {
  return (await run(
    operation.name,
    operation.source,
    JSON.stringify(variables ?? {}),
    locale,
    undefined,
  )) as TData;
}

export async function executeOperation<TData, TVariables>(
  operation: Operation<TData, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TData> {
  return (await executeOnce(
    operation.name,
    operation.source,
    JSON.stringify(variables ?? {}),
  )) as TData;
}

/**
 * The same with an explicit token instead of the cookie: a guest's temporary token from the
 * order lookup (`?tempToken=`), for operations that take the session rather than a token
 * argument (getAfterSalesOrderDetail). Not cached across calls: the token is the caller.
 */
export async function executeOperationWithToken<TData, TVariables>(
  operation: Operation<TData, TVariables>,
  token: string,
  ...[variables]: TVariables extends Record<string, never> ? [] : [TVariables]
): Promise<TData> {
  const locale = await getRequestLocale();
  return (await run(
    operation.name,
    operation.source,
    JSON.stringify(variables ?? {}),
    locale,
    token,
  )) as TData;
}
