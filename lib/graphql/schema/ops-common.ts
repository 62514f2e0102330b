/**
 * What the console's after-sales operations share (docs/adr/0046): the permission they all ask
 * for, and refusals as userErrors with the console's English text (operations/constants.ts).
 */
import { GraphQLError } from "graphql";
import { opsMessage } from "@/lib/domain/operations/constants";
import type { UserErrorShape } from "./common";

/** issue 17 item 3: orders, stock, customers and outbox are the operations role's (roles.ts). */
export const AFTERSALES_MANAGE = "aftersales:manage" as const;

export function opsUserError(code: string, field?: string): UserErrorShape {
  return { code, message: opsMessage(code), field: field ?? null };
}

export function opsQueryError(code: string, field?: string): GraphQLError {
  return new GraphQLError(opsMessage(code), { extensions: { code, field } });
}

/** Where arrival-notice e-mails link to (the shop's public address; lib/env.ts's default). */
export function shopBaseUrl(): string {
  return process.env.PUBLIC_BASE_URL ?? "http://localhost:3000";
}
