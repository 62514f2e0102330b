/**
 * Session and user operations (accounts spec §7 Session and user, Login):
 * customer, visitorLogin, userLogin, userLogout, ssoLogin.
 */
import type { SessionCustomer } from "@/lib/domain/accounts/customer";
import {
  passwordLogin,
  ssoLogin,
  IMAGE_VERIFY_CODE_INVALID,
  type LoginFailure,
  type LoginSuccess,
} from "@/lib/domain/accounts/login";
import { visitorLoginLimited } from "@/lib/domain/accounts/visitors";
import {
  consumeImageVerification,
  needImageVerifyCode,
  recordLoginFailure,
  recordLoginSuccess,
} from "@/lib/domain/accounts/login-throttle";
import { revokeSession } from "@/lib/domain/accounts/sessions";
import { mergeCarts } from "@/lib/domain/cart/merge";
import { logger } from "@/lib/logger";
import { PASSWORD_MAX_LENGTH } from "@/lib/domain/accounts/constants";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { UserError, userError, type UserErrorShape } from "./common";

const MemberInfo = builder.objectRef<SessionCustomer>("MemberInfo").implement({
  fields: (t) => ({
    levelCode: t.string({ nullable: true, resolve: (c) => c.levelCode }),
    staffCode: t.string({ nullable: true, resolve: (c) => c.staffCode }),
    staffName: t.string({ nullable: true, resolve: (c) => c.staffName }),
  }),
});

export const Customer = builder.objectRef<SessionCustomer>("Customer").implement({
  description:
    "The caller: an anonymous visitor or a member (staff are members with a staff code).",
  fields: (t) => ({
    userCode: t.exposeString("userCode"),
    isVisitor: t.exposeBoolean("isVisitor"),
    isStaff: t.exposeBoolean("isStaff"),
    account: t.string({ nullable: true, resolve: (c) => c.email ?? c.mobile }),
    email: t.string({ nullable: true, resolve: (c) => c.email }),
    mobile: t.string({ nullable: true, resolve: (c) => c.mobile }),
    nickName: t.string({
      nullable: true,
      resolve: (c) => c.nickName ?? ([c.firstName, c.lastName].filter(Boolean).join(" ") || null),
    }),
    createTime: t.field({ type: "DateTime", resolve: (c) => c.createdAt }),
    memberInfo: t.field({ type: MemberInfo, resolve: (c) => c }),
  }),
});

export interface LoginPayloadShape {
  token: string | null;
  customer: SessionCustomer | null;
  userErrors: UserErrorShape[];
}

export const LoginPayload = builder.objectRef<LoginPayloadShape>("LoginPayload").implement({
  description: "The result of any way into a session; the token is also set as an httpOnly cookie.",
  fields: (t) => ({
    token: t.string({ nullable: true, resolve: (p) => p.token }),
    customer: t.field({ type: Customer, nullable: true, resolve: (p) => p.customer }),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
  }),
});

/** A sign-in, sign-up or reset that was refused: its code and the field it is about. */
type SignInRefusal = Pick<LoginFailure, "ok" | "field"> & { code: string };

export async function toLoginPayload(
  ctx: GraphQLContext,
  result: LoginSuccess | SignInRefusal,
  visitorCustomerId?: string,
): Promise<LoginPayloadShape> {
  if (!result.ok) {
    return {
      token: null,
      customer: null,
      userErrors: [userError(ctx.t, result.code, result.field)],
    };
  }
  await ctx.startSession(result.session);
  if (visitorCustomerId) {
    // shopping §4 Merge: the visitor's cart moves into the member's. The login stands even if
    // the merge fails; the cart is refetched either way.
    await mergeCarts(
      ctx.db,
      { fromCustomerId: visitorCustomerId, toCustomerId: result.customer.id },
      ctx.now,
    ).catch((error: unknown) => logger.error("cart merge after login failed", { error }));
  }
  return { token: result.session.token, customer: result.customer, userErrors: [] };
}

/** The caller's customer id while they are a visitor: whose cart a login takes over. */
export async function visitorCustomerId(ctx: GraphQLContext): Promise<string | undefined> {
  const session = await ctx.session();
  return session && !("code" in session) && session.kind === "visitor"
    ? session.customer.id
    : undefined;
}

/** The caller's current session id, when it is a valid one, for token rotation. */
export async function currentSessionId(ctx: GraphQLContext): Promise<string | undefined> {
  const session = await ctx.session();
  return session && !("code" in session) ? session.sessionId : undefined;
}

/**
 * Every way into a session goes round the same way: the caller's current session is handed to
 * `signIn` to be replaced (token rotation), and a visitor's cart is taken over by the member.
 */
export async function signInFor(
  ctx: GraphQLContext,
  signIn: (previousSessionId: string | undefined) => Promise<LoginSuccess | SignInRefusal>,
): Promise<LoginPayloadShape> {
  const visitorId = await visitorCustomerId(ctx);
  return toLoginPayload(ctx, await signIn(await currentSessionId(ctx)), visitorId);
}

const UserLoginInput = builder.inputType("UserLoginInput", {
  fields: (t) => ({
    account: t.string({ required: true, description: "E-mail, or mobile as '+852 12345678'." }),
    password: t.string({ required: true }),
    rememberMe: t.boolean({ required: false, defaultValue: false }),
    imageVerifyCode: t.string({
      required: false,
      description: "The characters of the image, while needImageVerifyCode is true.",
    }),
    imageVerifyToken: t.string({
      required: false,
      description: "The token imageVerificationCreate gave with that image.",
    }),
  }),
});

const UserLogoutPayload = builder
  .objectRef<{ success: boolean }>("UserLogoutPayload")
  .implement({ fields: (t) => ({ success: t.exposeBoolean("success") }) });

builder.queryFields((t) => ({
  customer: t.field({
    type: Customer,
    nullable: true,
    description: "The caller's customer record; null without a token.",
    resolve: async (_root, _args, ctx) => {
      if (!ctx.token) return null;
      return (await ctx.requireSession()).customer;
    },
  }),
}));

/** visitorLogin's resolver; its spec aliases (accounts §7; docs/adr/0028) call this very one. */
async function resolveVisitorLogin(_root: unknown, _args: unknown, ctx: GraphQLContext) {
  // Each visitor sign-in writes a customer: counted per client address (ADR 0050).
  const result = await visitorLoginLimited(
    ctx.db,
    ctx.rateLimits,
    { clientKey: ctx.clientKey, limit: ctx.visitorLoginLimit },
    ctx.now,
  );
  return toLoginPayload(ctx, result);
}

builder.mutationFields((t) => {
  const visitorLoginField = (deprecationReason?: string) =>
    t.field({
      type: LoginPayload,
      description: "Log in anonymously: a new visitor customer and token.",
      deprecationReason,
      resolve: resolveVisitorLogin,
    });
  return {
    visitorLogin: visitorLoginField(),
    anonymousUserLogin: visitorLoginField("Use visitorLogin"),
    loginAsVisitor: visitorLoginField("Use visitorLogin"),
  };
});

builder.mutationFields((t) => ({
  userLogin: t.field({
    type: LoginPayload,
    args: { input: t.arg({ type: UserLoginInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const errors: UserErrorShape[] = [];
      if (!input.account.trim())
        errors.push({
          code: "INVALID_INPUT",
          field: "account",
          message: ctx.t("login.accountRequired"),
        });
      if (!input.password)
        errors.push({
          code: "INVALID_INPUT",
          field: "password",
          message: ctx.t("login.passwordRequired"),
        });
      if (errors.length) return { token: null, customer: null, userErrors: errors };
      if (input.account.length > 254 || input.password.length > PASSWORD_MAX_LENGTH * 4) {
        return toLoginPayload(ctx, { ok: false, code: "00510950027", field: "password" });
      }
      const attempt = { account: input.account, clientKey: ctx.clientKey };
      // issue 14 item 1: while the check is required, no password is looked at without a
      // correct, unused answer; a refused answer is not a failed sign-in of its own.
      if (await needImageVerifyCode(ctx.rateLimits, attempt, ctx.now)) {
        const passed = await consumeImageVerification(
          ctx.db,
          { token: input.imageVerifyToken, answer: input.imageVerifyCode },
          ctx.now,
        );
        if (!passed)
          return toLoginPayload(ctx, {
            ok: false,
            code: IMAGE_VERIFY_CODE_INVALID,
            field: "imageVerifyCode",
          });
      }
      return signInFor(ctx, async (previousSessionId) => {
        const result = await passwordLogin(
          ctx.db,
          {
            account: input.account,
            password: input.password,
            rememberMe: input.rememberMe ?? false,
            previousSessionId,
          },
          ctx.now,
        );
        if (result.ok) await recordLoginSuccess(ctx.rateLimits, input.account);
        else await recordLoginFailure(ctx.rateLimits, attempt, ctx.now);
        return result;
      });
    },
  }),
  ssoLogin: t.field({
    type: LoginPayload,
    args: { ssoToken: t.arg.string({ required: true }) },
    resolve: (_root, { ssoToken }, ctx) =>
      signInFor(ctx, (previousSessionId) =>
        ssoLogin(ctx.db, { ssoToken, ssoSecret: ctx.ssoSecret, previousSessionId }, ctx.now),
      ),
  }),
  userLogout: t.field({
    type: UserLogoutPayload,
    description:
      "Revokes the caller's session and clears the cookies; the client then logs in as a visitor.",
    resolve: async (_root, _args, ctx) => {
      const sessionId = await currentSessionId(ctx);
      if (sessionId) await revokeSession(ctx.db, sessionId, "logout", ctx.now);
      ctx.endSession();
      return { success: true };
    },
  }),
}));
