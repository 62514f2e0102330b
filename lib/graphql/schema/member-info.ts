/**
 * Member profile operations (accounts §3 Customer; §7 Session and user): queryMemberInfo,
 * accountInfo, queryUserInformation, querySimpleMemberInfo, queryVisitorMemberInfo,
 * updateMemberInfo and its older name updateMember. Every one reads the session's own customer;
 * none takes an id, so a member can never reach another's profile. The extra fields live on
 * the existing Customer type, which is always the caller.
 */
import type { SessionCustomer } from "@/lib/domain/accounts/customer";
import {
  fullName,
  loadMemberProfile,
  updateMemberInfo,
  type MemberProfile,
} from "@/lib/domain/accounts/member-info";
import {
  fieldProblems,
  memberInfoSchema,
  shopDate,
} from "@/lib/domain/accounts/registration-rules";
import { goDollarBalanceCents } from "@/lib/domain/loyalty/go-dollar";
import { GO_DOLLAR_CENTS } from "@/lib/domain/loyalty/constants";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";
import { Customer } from "./accounts";
import { UserError, userError, type UserErrorShape } from "./common";

/** One profile read per customer per request, however many fields ask for it. */
const profiles = new WeakMap<GraphQLContext, Map<string, Promise<MemberProfile | null>>>();

function profileOf(ctx: GraphQLContext, customer: SessionCustomer): Promise<MemberProfile | null> {
  if (customer.isVisitor) return Promise.resolve(null);
  let byId = profiles.get(ctx);
  if (!byId) profiles.set(ctx, (byId = new Map()));
  let profile = byId.get(customer.id);
  if (!profile) byId.set(customer.id, (profile = loadMemberProfile(ctx.db, customer.id)));
  return profile;
}

const GwpMemberInfo = builder.objectRef<MemberProfile>("GwpMemberInfo").implement({
  description: "The member record as the sign-up form filled it (accounts §3 gwpMemberInfo).",
  fields: (t) => ({
    countryCode: t.exposeString("countryCode", { nullable: true }),
    mobile: t.exposeString("mobile", { nullable: true }),
    name: t.string({ nullable: true, resolve: (p) => fullName(p) }),
    email: t.exposeString("email", { nullable: true }),
    sex: t.exposeString("gender", { nullable: true, description: "MALE, FEMALE or OTHER." }),
    birthMonth: t.exposeInt("birthMonth", { nullable: true }),
    staffCode: t.exposeString("staffCode", { nullable: true }),
    staffName: t.exposeString("staffName", { nullable: true }),
    nickName: t.exposeString("nickName", { nullable: true }),
  }),
});

const AccountInfo = builder.objectRef<MemberProfile>("AccountInfo").implement({
  description: "The member's personal information (accounts §3 accountInfo).",
  fields: (t) => ({
    name: t.string({ nullable: true, resolve: (p) => fullName(p) }),
    nickname: t.exposeString("nickName", { nullable: true }),
    portrait: t.string({
      nullable: true,
      description: "Always null: the shop keeps no profile pictures (ADR 0025).",
      resolve: () => null,
    }),
    firstName: t.exposeString("firstName", { nullable: true }),
    lastName: t.exposeString("lastName", { nullable: true }),
    birthday: t.exposeString("birthday", {
      nullable: true,
      description: "YYYY-MM-DD; once set it cannot be changed.",
    }),
    birthMonth: t.exposeInt("birthMonth", { nullable: true }),
    genderType: t.exposeString("gender", { nullable: true, description: "MALE, FEMALE or OTHER." }),
    userRemark: t.string({
      nullable: true,
      description: "Always null: nothing in the spec writes it (ADR 0025).",
      resolve: () => null,
    }),
    email: t.exposeString("email", { nullable: true }),
    mobile: t.exposeString("mobile", { nullable: true }),
    appellation: t.exposeString("title", {
      nullable: true,
      description: "The title: MR, MRS, MS or MISS.",
    }),
  }),
});

const GoDollarBalance = builder.objectRef<{ cents: number }>("GoDollarBalance").implement({
  description: "The go-dollar balance alone; queryGoDollar has the breakdown and entries.",
  fields: (t) => ({
    balance: t.float({ resolve: (g) => g.cents / GO_DOLLAR_CENTS }),
  }),
});

builder.objectFields(Customer, (t) => ({
  name: t.field({
    type: "String",
    nullable: true,
    description: "First and last name; null for a visitor.",
    resolve: async (c, _args, ctx) => {
      const profile = await profileOf(ctx, c);
      return profile ? fullName(profile) : null;
    },
  }),
  staffCode: t.string({ nullable: true, resolve: (c) => (c.isVisitor ? null : c.staffCode) }),
  gwpMemberInfo: t.field({
    type: GwpMemberInfo,
    nullable: true,
    resolve: (c, _args, ctx) => profileOf(ctx, c),
  }),
  accountInfo: t.field({
    type: AccountInfo,
    nullable: true,
    resolve: (c, _args, ctx) => profileOf(ctx, c),
  }),
  goDollar: t.field({
    type: GoDollarBalance,
    nullable: true,
    description: "Null for a visitor, who has no go-dollar.",
    resolve: async (c, _args, ctx) =>
      c.isVisitor ? null : { cents: await goDollarBalanceCents(ctx.db, c.id, ctx.now) },
  }),
}));

async function requireProfile(ctx: GraphQLContext): Promise<MemberProfile> {
  const session = await ctx.requireMember();
  const profile = await profileOf(ctx, session.customer);
  if (!profile) throw new Error("member not found");
  return profile;
}

builder.queryFields((t) => ({
  queryMemberInfo: t.field({
    type: Customer,
    description: "The signed-in member: isStaff, createTime, gwpMemberInfo, memberInfo.levelCode.",
    resolve: async (_root, _args, ctx) => (await ctx.requireMember()).customer,
  }),
  accountInfo: t.field({
    type: AccountInfo,
    description: "The signed-in member's personal information.",
    resolve: (_root, _args, ctx) => requireProfile(ctx),
  }),
  queryUserInformation: t.field({
    type: AccountInfo,
    description: "The same as accountInfo, under the spec's other name.",
    resolve: (_root, _args, ctx) => requireProfile(ctx),
  }),
  querySimpleMemberInfo: t.field({
    type: Customer,
    description: "The signed-in member: createTime, userCode, name, staffCode, goDollar.balance.",
    resolve: async (_root, _args, ctx) => (await ctx.requireMember()).customer,
  }),
  queryVisitorMemberInfo: t.field({
    type: Customer,
    description: "The caller's userCode; answers for a visitor session too.",
    resolve: async (_root, _args, ctx) => (await ctx.requireSession()).customer,
  }),
}));

const UpdateMemberInfoInput = builder.inputType("UpdateMemberInfoInput", {
  description:
    "Only the given fields change. E-mail and mobile are not here: they change only with a code.",
  fields: (t) => ({
    title: t.string({ required: false, description: "MR, MRS, MS or MISS (appellation)." }),
    firstName: t.string({ required: false }),
    lastName: t.string({ required: false }),
    nickName: t.string({ required: false, description: "An empty string clears it." }),
    gender: t.string({ required: false, description: "MALE, FEMALE or OTHER (genderType)." }),
    birthMonth: t.int({ required: false, description: "1-12; fixed once a birthday is set." }),
    birthday: t.string({
      required: false,
      description: "YYYY-MM-DD; can be set once, and then never changed.",
    }),
  }),
});

interface UpdateMemberInfoPayloadShape {
  success: boolean;
  accountInfo: MemberProfile | null;
  userErrors: UserErrorShape[];
}

const UpdateMemberInfoPayload = builder
  .objectRef<UpdateMemberInfoPayloadShape>("UpdateMemberInfoPayload")
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean("success"),
      accountInfo: t.field({ type: AccountInfo, nullable: true, resolve: (p) => p.accountInfo }),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

type UpdateInput = typeof UpdateMemberInfoInput.$inferInput;

/** One implementation for both names (accounts §7 "updateMemberInfo / updateMember"). */
async function update(
  ctx: GraphQLContext,
  input: UpdateInput,
): Promise<UpdateMemberInfoPayloadShape> {
  const session = await ctx.requireMember();
  // GraphQL sends an absent optional as null; the rules treat "not given" as undefined.
  const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value != null));
  const parsed = memberInfoSchema(shopDate(ctx.now)).safeParse(given);
  if (!parsed.success)
    return {
      success: false,
      accountInfo: null,
      userErrors: fieldProblems(parsed.error).map(({ field, key }) => ({
        code: "INVALID_INPUT",
        field,
        message: ctx.t(`accountForms.errors.${key}`),
      })),
    };
  const result = await updateMemberInfo(ctx.db, session.customer.id, parsed.data);
  if (!result.ok)
    return {
      success: false,
      accountInfo: null,
      userErrors: [userError(ctx.t, result.code, result.field)],
    };
  return { success: true, accountInfo: result.profile, userErrors: [] };
}

builder.mutationFields((t) => ({
  updateMemberInfo: t.field({
    type: UpdateMemberInfoPayload,
    description: "Members only: title, names, nickname, gender, birth month and birthday.",
    args: { input: t.arg({ type: UpdateMemberInfoInput, required: true }) },
    resolve: (_root, { input }, ctx) => update(ctx, input),
  }),
  updateMember: t.field({
    type: UpdateMemberInfoPayload,
    deprecationReason: "Use updateMemberInfo",
    description: "The same as updateMemberInfo, under the spec's other name.",
    args: { input: t.arg({ type: UpdateMemberInfoInput, required: true }) },
    resolve: (_root, { input }, ctx) => update(ctx, input),
  }),
}));
