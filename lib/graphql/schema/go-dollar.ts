/**
 * queryGoDollar (accounts §3 Go-dollar, §7): the signed-in member's balance, balance per expiry
 * date and latest ledger entries. It reads only the session's own customer, so one member can
 * never ask for another's ledger; visitors are refused.
 */
import { queryGoDollar, type GoDollarView } from "@/lib/domain/loyalty/go-dollar";
import { builder } from "../builder";

const GoDollarBreakdown = builder
  .objectRef<GoDollarView["breakdowns"][number]>("GoDollarBreakdown")
  .implement({
    fields: (t) => ({
      expiryDate: t.exposeString("expiryDate", { description: "YYYY-MM-DD" }),
      point: t.exposeFloat("point"),
    }),
  });

const GoDollarDetail = builder
  .objectRef<GoDollarView["details"][number]>("GoDollarDetail")
  .implement({
    fields: (t) => ({
      trxDate: t.string({ resolve: (d) => d.trxDate.toISOString() }),
      kind: t.exposeString("kind"),
      remark: t.exposeString("remark"),
      point: t.exposeFloat("point"),
      orderCode: t.exposeString("orderCode", { nullable: true }),
    }),
  });

const GoDollar = builder.objectRef<GoDollarView>("GoDollar").implement({
  fields: (t) => ({
    balance: t.exposeFloat("balance"),
    breakdowns: t.field({ type: [GoDollarBreakdown], resolve: (g) => g.breakdowns }),
    details: t.field({ type: [GoDollarDetail], resolve: (g) => g.details }),
  }),
});

builder.queryFields((t) => ({
  queryGoDollar: t.field({
    type: GoDollar,
    description: "The caller's go-dollar: balance, breakdown by expiry date, latest entries.",
    args: { latest: t.arg.int({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const session = await ctx.requireMember();
      return queryGoDollar(ctx.db, session.customer.id, ctx.now, args.latest ?? null);
    },
  }),
}));
