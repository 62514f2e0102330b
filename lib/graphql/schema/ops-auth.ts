/**
 * The operations console's sign-in (issue 16 part 6; docs/adr/0037): operators are not shoppers,
 * so these fields read and set only the operator cookie (`ops_token`, HttpOnly, SameSite=Strict),
 * never the shopper's token. Every sign-in, refused sign-in and sign-out is in the audit log.
 */
import { GraphQLError } from "graphql";
import { signInOperator } from "@/lib/domain/operators/accounts";
import { writeAudit } from "@/lib/domain/operators/audit";
import { OPERATOR_ROLES } from "@/lib/domain/operators/constants";
import { permissionsOf, type OperatorRole } from "@/lib/domain/operators/roles";
import { revokeOperatorSession } from "@/lib/domain/operators/sessions";
import { builder } from "../builder";

export const OperatorRoleEnum = builder.enumType("OperatorRole", { values: OPERATOR_ROLES });

const OperatorRef = builder.objectRef<{ email: string; role: OperatorRole }>("Operator").implement({
  description: "A signed-in member of staff of the operations console.",
  fields: (t) => ({
    email: t.exposeString("email"),
    role: t.field({ type: OperatorRoleEnum, resolve: (operator) => operator.role }),
    permissions: t.stringList({
      description: "What the role allows: content:edit, aftersales:manage, operators:manage.",
      resolve: (operator) => [...permissionsOf(operator.role)],
    }),
  }),
});

builder.queryField("opsMe", (t) =>
  t.field({
    type: OperatorRef,
    nullable: true,
    description: "The operator signed in to /ops, or null.",
    resolve: async (_root, _args, ctx) => ctx.operator(),
  }),
);

builder.mutationField("opsSignIn", (t) =>
  t.field({
    type: OperatorRef,
    description:
      "Signs an operator in to /ops and sets the operator cookie. Wrong e-mail or password: " +
      "OPS_BAD_CREDENTIALS; too many failures for the e-mail or the address: OPS_SIGN_IN_THROTTLED.",
    args: {
      email: t.arg.string({ required: true }),
      password: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const result = await signInOperator(
        ctx.db,
        ctx.rateLimits,
        { email: args.email, password: args.password, clientKey: ctx.clientKey },
        ctx.now,
      );
      if (!result.ok) {
        throw new GraphQLError(ctx.t(`apiErrors.${result.code}`), {
          extensions: { code: result.code },
        });
      }
      ctx.startOperatorSession(result.session);
      return result.operator;
    },
  }),
);

builder.mutationField("opsSignOut", (t) =>
  t.boolean({
    description: "Ends the operator's session and clears the operator cookie.",
    resolve: async (_root, _args, ctx) => {
      const operator = await ctx.operator();
      ctx.endOperatorSession();
      if (!operator) return false;
      await ctx.db.transaction(async (tx) => {
        await revokeOperatorSession(tx, operator.sessionId, ctx.now);
        await writeAudit(
          tx,
          operator,
          {
            action: "operator.signOut",
            entityKind: "operator",
            entityCode: operator.email,
            before: null,
            after: null,
          },
          ctx.now,
        );
      });
      return true;
    },
  }),
);
