/**
 * staffSignUp (accounts §4 Session "Sign-up types: memberSignUp and staffSignUp", §2
 * /member/regStaff, §5; docs/adr/0027): a signed-in member links a staff code and surname from
 * the staff register to their account and becomes staff (isStaff, staffCode, staffName).
 */
import { becomeStaff } from "@/lib/domain/accounts/staff";
import { staffSignUpSchema } from "@/lib/domain/accounts/staff-rules";
import { builder } from "../builder";
import { LoginPayload } from "./accounts";
import { userError } from "./common";
import { invalidInput } from "./registration";

const StaffSignUpInput = builder.inputType("StaffSignUpInput", {
  fields: (t) => ({
    staffCode: t.string({ required: true, description: "The staff no. on the staff register." }),
    surname: t.string({ required: true, description: "Matched case-insensitively." }),
  }),
});

builder.mutationFields((t) => ({
  staffSignUp: t.field({
    type: LoginPayload,
    description:
      "Members only: makes the caller staff when staff no. and surname match the staff register " +
      "('Staff no. or Surname is not correct' otherwise). The session stays; token is null.",
    args: { input: t.arg({ type: StaffSignUpInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const session = await ctx.requireMember();
      const parsed = staffSignUpSchema.safeParse(input);
      if (!parsed.success)
        return { token: null, customer: null, userErrors: invalidInput(ctx, parsed.error) };
      const result = await becomeStaff(
        ctx.db,
        ctx.rateLimits,
        { customerId: session.customer.id, clientKey: ctx.clientKey, values: parsed.data },
        ctx.now,
      );
      return result.ok
        ? { token: null, customer: result.customer, userErrors: [] }
        : {
            token: null,
            customer: null,
            userErrors: [userError(ctx.t, result.code, result.field)],
          };
    },
  }),
}));
