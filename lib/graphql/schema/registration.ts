/**
 * Register and reset password (accounts spec §7): sendEmailVerifyCode, sendSmsVerifyCode,
 * checkVerifyCode, userRegister, createMember, resetPassword; and updatePassword (§7 Session
 * and user). Input is checked with the zod schemas the forms use (registration-rules.ts).
 */
import type { z } from "zod";
import {
  ACCOUNT_ERROR_CODES,
  PASSWORD_MAX_LENGTH,
  VERIFICATION_PURPOSES,
  type VerificationPurpose,
} from "@/lib/domain/accounts/constants";
import { findMemberByAccount } from "@/lib/domain/accounts/login";
import {
  alreadyRegistered,
  notRegistered,
  registerMember,
  resetPassword,
  updatePassword,
  type AccountFailure,
} from "@/lib/domain/accounts/registration";
import {
  addressOf,
  codeAddressSchema,
  fieldProblems,
  passwordProblem,
  registerSchema,
  resetPasswordSchema,
  type CodeAddress,
} from "@/lib/domain/accounts/registration-rules";
import {
  checkVerificationCode,
  sendVerificationCode,
} from "@/lib/domain/accounts/verification-codes";
import { COUNTRY_PHONE_PREFIX } from "@/lib/domain/checkout/constants";
import { wakeOutbox } from "@/lib/domain/outbox/wake";
import { builder } from "../builder";
import { renderCodeMessage } from "../code-messages";
import type { GraphQLContext } from "../context";
import { Customer, LoginPayload, signInFor, type LoginPayloadShape } from "./accounts";
import { UserError, userError, type UserErrorShape } from "./common";

const VerifyCodePurpose = builder.enumType("VerifyCodePurpose", {
  description: "What a verification code is for; a code works only for its purpose.",
  values: VERIFICATION_PURPOSES,
});

/** "+852" → "HK"; an unknown prefix stays as given and fails the schema's enum. */
function phoneCountryOf(prefix: string | null | undefined): string {
  const entry = Object.entries(COUNTRY_PHONE_PREFIX).find(([, value]) => value === prefix?.trim());
  return entry ? entry[0] : (prefix ?? "");
}

/** A form's zod problems as userErrors, in the caller's language (accountForms.errors). */
export function invalidInput(ctx: GraphQLContext, error: z.ZodError): UserErrorShape[] {
  return fieldProblems(error).map(({ field, key }) => ({
    code: "INVALID_INPUT",
    field,
    message: ctx.t(`accountForms.errors.${key}`),
  }));
}

function failure(ctx: GraphQLContext, result: AccountFailure): UserErrorShape[] {
  return [userError(ctx.t, result.code, result.field)];
}

interface SendPayloadShape {
  success: boolean;
  resendAfterSeconds: number | null;
  userErrors: UserErrorShape[];
}

const SendVerifyCodePayload = builder
  .objectRef<SendPayloadShape>("SendVerifyCodePayload")
  .implement({
    description: "Whether a code was sent, and how long until another may be asked for.",
    fields: (t) => ({
      success: t.exposeBoolean("success"),
      resendAfterSeconds: t.int({ nullable: true, resolve: (p) => p.resendAfterSeconds }),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

const SendEmailVerifyCodeInput = builder.inputType("SendEmailVerifyCodeInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    purpose: t.field({ type: VerifyCodePurpose, required: false, defaultValue: "REGISTER" }),
  }),
});

const SendSmsVerifyCodeInput = builder.inputType("SendSmsVerifyCodeInput", {
  fields: (t) => ({
    countryCode: t.string({ required: true, description: "The mobile's prefix, e.g. '+852'." }),
    mobile: t.string({ required: true }),
    purpose: t.field({ type: VerifyCodePurpose, required: false, defaultValue: "REGISTER" }),
  }),
});

const CheckVerifyCodeInput = builder.inputType("CheckVerifyCodeInput", {
  fields: (t) => ({
    purpose: t.field({ type: VerifyCodePurpose, required: true }),
    email: t.string({ required: false }),
    countryCode: t.string({ required: false }),
    mobile: t.string({ required: false }),
    code: t.string({ required: true }),
  }),
});

const CheckVerifyCodePayload = builder
  .objectRef<{ valid: boolean; userErrors: UserErrorShape[] }>("CheckVerifyCodePayload")
  .implement({
    fields: (t) => ({
      valid: t.exposeBoolean("valid"),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

const addressFields = (input: {
  email?: string | null;
  countryCode?: string | null;
  mobile?: string | null;
}) =>
  input.email != null && input.email !== ""
    ? { method: "email" as const, email: input.email }
    : {
        method: "mobile" as const,
        phoneCountry: phoneCountryOf(input.countryCode),
        mobile: input.mobile ?? "",
      };

/**
 * A send for sign-up refuses a registered address and a send for reset an unregistered one,
 * with the spec's messages; what that reveals is in docs/adr/0021.
 */
async function sendCode(
  ctx: GraphQLContext,
  address: CodeAddress,
  purpose: VerificationPurpose,
): Promise<SendPayloadShape> {
  const stored = addressOf(address);
  const member = await findMemberByAccount(ctx.db, stored);
  const refused =
    purpose === "REGISTER" && member
      ? alreadyRegistered(address)
      : purpose === "RESET_PASSWORD" && !member
        ? notRegistered(address)
        : undefined;
  if (refused)
    return { success: false, resendAfterSeconds: null, userErrors: failure(ctx, refused) };
  const result = await sendVerificationCode(
    ctx.db,
    {
      purpose,
      channel: address.method === "email" ? "email" : "sms",
      address: stored,
      locale: ctx.locale,
      render: renderCodeMessage,
    },
    ctx.now,
  );
  if (!result.ok) {
    return {
      success: false,
      resendAfterSeconds: result.retryAfterSeconds,
      userErrors: [
        {
          code: result.code,
          field: "verifyCode",
          message: ctx.t(`apiErrors.${result.code}`, { seconds: result.retryAfterSeconds }),
        },
      ],
    };
  }
  wakeOutbox();
  return { success: true, resendAfterSeconds: result.resendAfterSeconds, userErrors: [] };
}

const registerFields = builder.inputType("UserRegisterInput", {
  description: "accounts §5 Registration; an e-mail with its code, or a mobile with its SMS code.",
  fields: (t) => ({
    agreement: t.boolean({ required: true, description: "Privacy policy and terms ticked." }),
    title: t.string({ required: true }),
    countryCode: t.string({ required: true, description: "Country/region: HK, MO, CN, SG or AU." }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    gender: t.string({ required: true }),
    birthMonth: t.int({ required: true }),
    email: t.string({ required: false }),
    mobileCountryCode: t.string({ required: false, description: "e.g. '+852'." }),
    mobile: t.string({ required: false }),
    verifyCode: t.string({ required: true }),
    password: t.string({ required: true }),
    confirmPassword: t.string({ required: true }),
    referralCode: t.string({ required: false }),
  }),
});

interface RegisterPayloadShape extends LoginPayloadShape {
  userCode: string | null;
}

const RegisterPayload = builder.objectRef<RegisterPayloadShape>("RegisterPayload").implement({
  fields: (t) => ({
    userCode: t.string({ nullable: true, resolve: (p) => p.userCode }),
    token: t.string({ nullable: true, resolve: (p) => p.token }),
    customer: t.field({ type: Customer, nullable: true, resolve: (p) => p.customer }),
    userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
  }),
});

async function register(
  ctx: GraphQLContext,
  input: typeof registerFields.$inferInput,
): Promise<LoginPayloadShape> {
  const parsed = registerSchema.safeParse({
    ...input,
    ...addressFields({
      email: input.email,
      countryCode: input.mobileCountryCode,
      mobile: input.mobile,
    }),
    referralCode: input.referralCode ?? undefined,
  });
  if (!parsed.success)
    return { token: null, customer: null, userErrors: invalidInput(ctx, parsed.error) };
  return signInFor(ctx, (previousSessionId) =>
    registerMember(ctx.db, parsed.data, { previousSessionId }, ctx.now),
  );
}

const ResetPasswordInput = builder.inputType("ResetPasswordInput", {
  fields: (t) => ({
    email: t.string({ required: false }),
    countryCode: t.string({ required: false, description: "The mobile's prefix, e.g. '+852'." }),
    mobile: t.string({ required: false }),
    verifyCode: t.string({ required: true }),
    password: t.string({ required: true }),
    confirmPassword: t.string({ required: true }),
  }),
});

const UpdatePasswordInput = builder.inputType("UpdatePasswordInput", {
  fields: (t) => ({
    oldPassword: t.string({ required: true }),
    newPassword: t.string({ required: true }),
  }),
});

const UpdatePasswordPayload = builder
  .objectRef<{ success: boolean; userErrors: UserErrorShape[] }>("UpdatePasswordPayload")
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean("success"),
      userErrors: t.field({ type: [UserError], resolve: (p) => p.userErrors }),
    }),
  });

builder.mutationFields((t) => ({
  sendEmailVerifyCode: t.field({
    type: SendVerifyCodePayload,
    args: { input: t.arg({ type: SendEmailVerifyCodeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const parsed = codeAddressSchema.safeParse({ method: "email", email: input.email });
      if (!parsed.success)
        return {
          success: false,
          resendAfterSeconds: null,
          userErrors: invalidInput(ctx, parsed.error),
        };
      return sendCode(ctx, parsed.data, input.purpose ?? "REGISTER");
    },
  }),
  sendSmsVerifyCode: t.field({
    type: SendVerifyCodePayload,
    args: { input: t.arg({ type: SendSmsVerifyCodeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const parsed = codeAddressSchema.safeParse(
        addressFields({ countryCode: input.countryCode, mobile: input.mobile }),
      );
      if (!parsed.success)
        return {
          success: false,
          resendAfterSeconds: null,
          userErrors: invalidInput(ctx, parsed.error),
        };
      return sendCode(ctx, parsed.data, input.purpose ?? "REGISTER");
    },
  }),
  checkVerifyCode: t.field({
    type: CheckVerifyCodePayload,
    description: "Checks a code without using it up; a wrong code counts as one of its 5 tries.",
    args: { input: t.arg({ type: CheckVerifyCodeInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const parsed = codeAddressSchema.safeParse(addressFields(input));
      if (!parsed.success) return { valid: false, userErrors: invalidInput(ctx, parsed.error) };
      const result = await checkVerificationCode(
        ctx.db,
        { purpose: input.purpose, address: addressOf(parsed.data), code: input.code },
        ctx.now,
      );
      return result.ok
        ? { valid: true, userErrors: [] }
        : { valid: false, userErrors: [userError(ctx.t, result.code, "verifyCode")] };
    },
  }),
  userRegister: t.field({
    type: RegisterPayload,
    description: "Member sign-up (memberSignUp); signs the new member in and merges the cart.",
    args: { input: t.arg({ type: registerFields, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const payload = await register(ctx, input);
      return { ...payload, userCode: payload.customer?.userCode ?? null };
    },
  }),
  createMember: t.field({
    type: LoginPayload,
    description: "The same sign-up as userRegister, under the spec's other name.",
    args: { input: t.arg({ type: registerFields, required: true }) },
    resolve: async (_root, { input }, ctx) => register(ctx, input),
  }),
  resetPassword: t.field({
    type: LoginPayload,
    description: "A new password with a RESET_PASSWORD code; every other session is revoked.",
    args: { input: t.arg({ type: ResetPasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const parsed = resetPasswordSchema.safeParse({ ...input, ...addressFields(input) });
      if (!parsed.success)
        return { token: null, customer: null, userErrors: invalidInput(ctx, parsed.error) };
      return signInFor(ctx, (previousSessionId) =>
        resetPassword(ctx.db, parsed.data, { previousSessionId }, ctx.now),
      );
    },
  }),
  updatePassword: t.field({
    type: UpdatePasswordPayload,
    description: "Members only: old must match, new must differ; every other session is revoked.",
    args: { input: t.arg({ type: UpdatePasswordInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const session = await ctx.requireMember();
      const problem = passwordProblem(input.newPassword);
      if (problem)
        return {
          success: false,
          userErrors: [
            {
              code: "INVALID_INPUT",
              field: "password",
              message: ctx.t(`accountForms.errors.${problem}`),
            },
          ],
        };
      if (input.oldPassword.length > PASSWORD_MAX_LENGTH * 4)
        return {
          success: false,
          userErrors: [userError(ctx.t, ACCOUNT_ERROR_CODES.OLD_PASSWORD_WRONG, "oldPassword")],
        };
      const result = await updatePassword(
        ctx.db,
        {
          customerId: session.customer.id,
          sessionId: session.sessionId,
          oldPassword: input.oldPassword,
          newPassword: input.newPassword,
        },
        ctx.now,
      );
      return result.ok
        ? { success: true, userErrors: [] }
        : { success: false, userErrors: failure(ctx, result) };
    },
  }),
}));
