/**
 * Who a cart operation acts for: the session's customer, their scope (GUEST or MEMBER, shopping
 * §5 account scopes) and level.
 */
import type { CartCaller } from "@/lib/domain/cart/calculation";
import { AUTH_ERROR_CODES } from "@/lib/domain/accounts/constants";
import { authError, type GraphQLContext } from "../context";

export async function callerOf(ctx: GraphQLContext): Promise<CartCaller> {
  const session = await ctx.requireSession();
  // A guest's order-lookup token reaches its one order and nothing else (accounts §4).
  if (session.scopeOrderCode) throw authError(AUTH_ERROR_CODES.UNAUTHENTICATED, ctx.locale);
  const member = session.kind === "member";
  return {
    customerId: session.customer.id,
    scope: member ? "MEMBER" : "GUEST",
    levelCode: member ? session.customer.levelCode : null,
    locale: ctx.locale,
  };
}

/**
 * Who reads a cart. A caller with no token at all (a first page load racing the start-up
 * visitorLogin) has nothing in a cart yet: an empty guest cart, rather than a 401 that would
 * force a logout. A bad or expired token still fails with its auth code.
 */
export async function readerOf(ctx: GraphQLContext): Promise<CartCaller> {
  if (!ctx.token) return { customerId: "", scope: "GUEST", levelCode: null, locale: ctx.locale };
  return callerOf(ctx);
}
