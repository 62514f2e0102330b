/**
 * Shared API shapes: the DateTime scalar and the `userErrors { code message field }`
 * convention for expected business failures (architecture: API contract).
 */
import { GraphQLError, Kind } from "graphql";
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
