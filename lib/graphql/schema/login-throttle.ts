/**
 * Image verification at sign-in (issue 14 item 1; accounts §7 needImageVerifyCode,
 * imageVerificationCreate): whether the server asks for it, and a fresh image with its token.
 * userLogin (accounts.ts) checks the answer.
 */
import { createImageVerification, needImageVerifyCode } from "@/lib/domain/accounts/login-throttle";
import { builder } from "../builder";
import type { GraphQLContext } from "../context";

const ImageVerification = builder
  .objectRef<{ image: string; token: string }>("ImageVerification")
  .implement({
    description: "accounts §6 Image verification: image and token.",
    fields: (t) => ({
      image: t.exposeString("image", { description: "An SVG data URL of the characters." }),
      token: t.exposeString("token", {
        description: "Send back with the characters as userLogin's imageVerifyToken.",
      }),
    }),
  });

builder.queryFields((t) => ({
  needImageVerifyCode: t.boolean({
    description:
      "True when a sign-in with this account from this address needs the image verification.",
    args: { account: t.arg.string({ required: true }) },
    resolve: (_root, { account }, ctx) =>
      needImageVerifyCode(
        ctx.rateLimits,
        { account: account.slice(0, 254), clientKey: ctx.clientKey },
        ctx.now,
      ),
  }),
}));

/** One resolver for imageVerificationCreate and its spec alias (docs/adr/0028). */
function resolveImageVerificationCreate(_root: unknown, _args: unknown, ctx: GraphQLContext) {
  return createImageVerification(ctx.db, ctx.now);
}

builder.mutationFields((t) => {
  const imageVerificationField = (deprecationReason?: string) =>
    t.field({
      type: ImageVerification,
      description:
        "A new image verification; its answer is kept hashed, for 5 minutes, single use.",
      deprecationReason,
      resolve: resolveImageVerificationCreate,
    });
  return {
    imageVerificationCreate: imageVerificationField(),
    getImageVerifyCode: imageVerificationField("Use imageVerificationCreate"),
  };
});
