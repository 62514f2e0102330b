/**
 * Shared API shapes: the DateTime scalar and the `userErrors { code message field }`
 * convention for expected business failures (architecture: API contract).
 */
import { GraphQLError, Kind } from "graphql";
import { CENTS_PER_DOLLAR, CURRENCY_CODE } from "@/lib/domain/pricing/constants";
import { builder } from "../builder";

builder.scalarType("DateTime", {
  description: "An ISO-8601 instant in UTC.",
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError("DateTime must be an ISO-8601 string");
    return date;
  },
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError("DateTime must be a string");
    const date = new Date(ast.value);
    if (Number.isNaN(date.getTime())) throw new GraphQLError("DateTime must be an ISO-8601 string");
    return date;
  },
});

export interface UserErrorShape {
  code: string;
  message: string;
  field?: string | null;
}

export const UserError = builder.objectRef<UserErrorShape>("UserError").implement({
  description: "An expected business failure, in the caller's language.",
  fields: (t) => ({
    code: t.exposeString("code"),
    message: t.exposeString("message"),
    field: t.string({ nullable: true, resolve: (error) => error.field ?? null }),
  }),
});

/** A userError whose message is the text bundle's `apiErrors.<code>` in the caller's language. */
export function userError(
  t: (key: string) => string,
  code: string,
  field?: string,
): UserErrorShape {
  return { code, message: t(`apiErrors.${code}`), field: field ?? null };
}

export interface MoneyShape {
  /** Integer cents. */
  cents: number;
}

/** Cents become `{ amount, currencyCode }` only here, at the edge (architecture: Money). */
export const Money = builder.objectRef<MoneyShape>("Money").implement({
  description: "An amount of money. `amount` is a decimal string in the currency's major unit.",
  fields: (t) => ({
    amount: t.string({
      description: 'Major units with two decimals, e.g. "1299.00".',
      resolve: (money) => centsToAmount(money.cents),
    }),
    currencyCode: t.string({ resolve: () => CURRENCY_CODE }),
  }),
});

export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / CENTS_PER_DOLLAR)}.${String(abs % CENTS_PER_DOLLAR).padStart(2, "0")}`;
}

export function money(cents: number): MoneyShape {
  return { cents };
}

export const PageInfo = builder
  .objectRef<{
    hasPreviousPage: boolean;
    hasNextPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
    totalCount: number;
  }>("PageInfo")
  .implement({
    fields: (t) => ({
      hasPreviousPage: t.exposeBoolean("hasPreviousPage"),
      hasNextPage: t.exposeBoolean("hasNextPage"),
      startCursor: t.string({ nullable: true, resolve: (p) => p.startCursor }),
      endCursor: t.string({ nullable: true, resolve: (p) => p.endCursor }),
      totalCount: t.exposeInt("totalCount"),
    }),
  });

/** An error raised on purpose from a query: its code and a message in the caller's language. */
export function queryError(
  t: (key: string, values?: Record<string, string | number>) => string,
  code: string,
  params?: Record<string, string | number>,
): GraphQLError {
  return new GraphQLError(t(`apiErrors.${code}`, params), {
    extensions: { code, ...(params ?? {}) },
  });
}
