/**
 * Social sign-in (accounts spec §7 Login): facebookLogin, instagramLogin, gwLoginByThirdParty
 * (alias thirdPartyLogin), thirdPartyBindV2 (alias linkAccount), and thirdPartyLinkProfile for
 * the /linkAccount and /register pages (docs/adr/0024, 0028). Expected failures are userErrors in the caller's language; a profile that no
 * member has yet comes back with a single-use linkTicket.
 */
import { THIRD_PARTY_APP_TYPES } from "@/lib/domain/accounts/constants";
import {
  exchangeInstagramCode,
  verifyAccessToken,
  verifyFacebookToken,
  type ProviderResult,
  type ThirdPartyAppType,
  type ThirdPartyProfile,
} from "@/lib/domain/accounts/identity-providers";
import {
  bindThirdParty,
  readLinkTicket,
  thirdPartyLogin,
  THIRD_PARTY_FAILURE_CODES,
  type ThirdPartyFailureCode,
} from "@/lib/domain/accounts/third-party";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import {
  currentSessionId,
  Customer,
  toLoginPayload,
  visitorCustomerId,
  type LoginPayloadShape,
} from "./accounts";
import { UserError, userError } from "./common";

const ThirdPartyAppTypeEnum = builder.enumType("ThirdPartyAppType", {
  values: THIRD_PARTY_APP_TYPES,
});

const ThirdPartyProfileRef = builder.objectRef<ThirdPartyProfile>("ThirdPartyProfile").implement({
  description: "accounts §3: the social account's profile as its provider gave it.",
  fields: (t) => ({
    thirdPartyId: t.exposeString("thirdPartyId"),
    nickName: t.string({ nullable: true, resolve: (p) => p.nickName }),
    email: t.string({ nullable: true, resolve: (p) => p.email }),
    mobile: t.string({ nullable: true, resolve: (p) => p.mobile }),
  }),
});

interface ThirdPartyPayloadShape extends LoginPayloadShape {
  appType: ThirdPartyAppType | null;
  linkTicket: string | null;
  thirdPartyProfile: ThirdPartyProfile | null;
}

const ThirdPartyLoginPayload = builder
  .objectRef<ThirdPartyPayloadShape>("ThirdPartyLoginPayload")
  .implement({
    description:
      "A social sign-in or bind. Not bound yet: no token, a THIRD_PARTY_NOT_BOUND userError, and " +
      "a linkTicket with the profile, valid 15 minutes for thirdPartyBindV2.",
    fields: (t) => ({
      token: t.string({ nullable: true, resolve: (p) => p.token }),
      customer: t.field({ type: Customer, nullable: true, resolve: (p) => p.customer }),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
      appType: t.field({ type: ThirdPartyAppTypeEnum, nullable: true, resolve: (p) => p.appType }),
      linkTicket: t.string({ nullable: true, resolve: (p) => p.linkTicket }),
      thirdPartyProfile: t.field({
        type: ThirdPartyProfileRef,
        nullable: true,
        resolve: (p) => p.thirdPartyProfile,
      }),
    }),
  });

const ThirdPartyLinkProfile = builder
  .objectRef<{
    appType: ThirdPartyAppType;
    profile: ThirdPartyProfile;
    expiresAt: Date;
  }>("ThirdPartyLinkProfile")
  .implement({
    fields: (t) => ({
      appType: t.field({ type: ThirdPartyAppTypeEnum, resolve: (p) => p.appType }),
      thirdPartyProfile: t.field({ type: ThirdPartyProfileRef, resolve: (p) => p.profile }),
      expiresAt: t.field({ type: "DateTime", resolve: (p) => p.expiresAt }),
    }),
  });

function failure(
  ctx: GraphQLContext,
  code: ThirdPartyFailureCode,
  field?: string,
): ThirdPartyPayloadShape {
  return {
    token: null,
    customer: null,
    userErrors: [userError(ctx.t, code, field)],
    appType: null,
    linkTicket: null,
    thirdPartyProfile: null,
  };
}

const PROVIDER_FAILURES = {
  disabled: THIRD_PARTY_FAILURE_CODES.THIRD_PARTY_DISABLED,
  invalid: THIRD_PARTY_FAILURE_CODES.THIRD_PARTY_AUTH_FAILED,
  unavailable: THIRD_PARTY_FAILURE_CODES.THIRD_PARTY_UNAVAILABLE,
} as const;

/** Signs in the member a verified profile is bound to, or hands back a link ticket. */
async function loginWith(
  ctx: GraphQLContext,
  appType: ThirdPartyAppType,
  verified: ProviderResult,
  field: string,
  expectedUserId?: string,
): Promise<ThirdPartyPayloadShape> {
  if (!verified.ok) return failure(ctx, PROVIDER_FAILURES[verified.reason], field);
  if (expectedUserId !== undefined && expectedUserId !== verified.profile.thirdPartyId) {
    return failure(ctx, THIRD_PARTY_FAILURE_CODES.THIRD_PARTY_USER_MISMATCH, "userId");
  }
  const result = await thirdPartyLogin(
    ctx.db,
    { appType, profile: verified.profile, previousSessionId: await currentSessionId(ctx) },
    ctx.now,
  );
  if (!result.ok) {
    return {
      ...failure(ctx, result.code),
      appType,
      linkTicket: result.linkTicket,
      thirdPartyProfile: result.profile,
    };
  }
  const visitorId = await visitorCustomerId(ctx);
  return {
    ...(await toLoginPayload(ctx, result, visitorId)),
    appType,
    linkTicket: null,
    thirdPartyProfile: verified.profile,
  };
}

/** gwLoginByThirdParty's resolver, shared with its spec alias thirdPartyLogin (docs/adr/0028). */
async function resolveGwLoginByThirdParty(
  _root: unknown,
  args: { appType: ThirdPartyAppType; appIdentifier: string; userId: string },
  ctx: GraphQLContext,
): Promise<ThirdPartyPayloadShape> {
  return loginWith(
    ctx,
    args.appType,
    await verifyAccessToken(ctx.identityProviders(), args.appType, args.appIdentifier),
    "appIdentifier",
    args.userId,
  );
}

/** thirdPartyBindV2's resolver, shared with its spec alias linkAccount (docs/adr/0028). */
async function resolveThirdPartyBindV2(
  _root: unknown,
  {
    appType,
    appIdentifier,
    linkTicket,
  }: { appType: ThirdPartyAppType; appIdentifier?: string | null; linkTicket?: string | null },
  ctx: GraphQLContext,
): Promise<ThirdPartyPayloadShape> {
  const session = await ctx.requireMember();
  let bound;
  if (linkTicket) {
    if (linkTicket.length > 256) {
      return failure(ctx, THIRD_PARTY_FAILURE_CODES.LINK_TICKET_INVALID, "linkTicket");
    }
    bound = await bindThirdParty(
      ctx.db,
      { customerId: session.customer.id, appType, linkTicket },
      ctx.now,
    );
  } else if (appIdentifier) {
    const verified = await verifyAccessToken(ctx.identityProviders(), appType, appIdentifier);
    if (!verified.ok) {
      return failure(ctx, PROVIDER_FAILURES[verified.reason], "appIdentifier");
    }
    bound = await bindThirdParty(
      ctx.db,
      { customerId: session.customer.id, appType, profile: verified.profile },
      ctx.now,
    );
  } else {
    return failure(ctx, THIRD_PARTY_FAILURE_CODES.THIRD_PARTY_AUTH_FAILED, "appIdentifier");
  }
  if (!bound.ok) {
    return failure(
      ctx,
      bound.code,
      bound.code === THIRD_PARTY_FAILURE_CODES.LINK_TICKET_INVALID ? "linkTicket" : undefined,
    );
  }
  return {
    token: null,
    customer: session.customer,
    userErrors: [],
    appType: bound.appType,
    linkTicket: null,
    thirdPartyProfile: bound.profile,
  };
}

builder.queryFields((t) => ({
  thirdPartyLinkProfile: t.field({
    type: ThirdPartyLinkProfile,
    nullable: true,
    description: "The social profile an unused, unexpired link ticket holds; null otherwise.",
    args: { linkTicket: t.arg.string({ required: true }) },
    resolve: async (_root, { linkTicket }, ctx) =>
      linkTicket.length > 256 ? null : readLinkTicket(ctx.db, linkTicket, ctx.now),
  }),
}));

builder.mutationFields((t) => ({
  facebookLogin: t.field({
    type: ThirdPartyLoginPayload,
    description: "Sign in with the user access token the Facebook login dialog gave the browser.",
    args: { appIdentifier: t.arg.string({ required: true }) },
    resolve: async (_root, { appIdentifier }, ctx) =>
      loginWith(
        ctx,
        "FACEBOOK",
        await verifyFacebookToken(ctx.identityProviders(), appIdentifier),
        "appIdentifier",
      ),
  }),
  instagramLogin: t.field({
    type: ThirdPartyLoginPayload,
    description: "Sign in with the authorization code Instagram sent back to /linkAccount.",
    args: { authCode: t.arg.string({ required: true }) },
    resolve: async (_root, { authCode }, ctx) =>
      loginWith(
        ctx,
        "INSTAGRAM",
        await exchangeInstagramCode(ctx.identityProviders(), authCode),
        "authCode",
      ),
  }),
}));

/** The main operation, or its spec alternative name deprecated in its favour. */
builder.mutationFields((t) => {
  const gwLoginField = (deprecationReason?: string) =>
    t.field({
      type: ThirdPartyLoginPayload,
      description: "Sign in with a provider's user access token; userId must be that token's user.",
      deprecationReason,
      args: {
        appType: t.arg({ type: ThirdPartyAppTypeEnum, required: true }),
        appIdentifier: t.arg.string({ required: true }),
        userId: t.arg.string({ required: true }),
      },
      resolve: resolveGwLoginByThirdParty,
    });
  const bindField = (deprecationReason?: string) =>
    t.field({
      type: ThirdPartyLoginPayload,
      description:
        "Link a social account to the signed-in member: by the linkTicket of a sign-in that " +
        "found no member, or by a fresh provider access token (appIdentifier). Members only.",
      deprecationReason,
      args: {
        appType: t.arg({ type: ThirdPartyAppTypeEnum, required: true }),
        appIdentifier: t.arg.string({ required: false }),
        linkTicket: t.arg.string({ required: false }),
      },
      resolve: resolveThirdPartyBindV2,
    });
  return {
    gwLoginByThirdParty: gwLoginField(),
    thirdPartyLogin: gwLoginField("Use gwLoginByThirdParty"),
    thirdPartyBindV2: bindField(),
    linkAccount: bindField("Use thirdPartyBindV2"),
  };
});
