/**
 * coupons (accounts §3 Coupon, §5 "Coupon status filter defaults to UNUSED", §7 Coupons;
 * docs/adr/0026): the signed-in member's own coupons by use state, paged, with the image and
 * description of the display configuration (content/coupon-display.json until the CMS).
 */
import couponDisplayJson from "@/content/coupon-display.json";
import {
  COUPON_FREEZE_STATUSES,
  COUPON_USE_STATUSES,
  COUPONS_PAGE_DEFAULT,
  COUPONS_PAGE_MAX,
} from "@/lib/domain/loyalty/constants";
import {
  displayOf,
  parseCouponDisplay,
  type CouponDisplay,
} from "@/lib/domain/loyalty/coupon-display";
import {
  couponWallet,
  type WalletCoupon,
  type WalletPage,
} from "@/lib/domain/loyalty/coupon-wallet";
import type { Locale } from "@/lib/domain/locales";
import { logger } from "@/lib/logger";
import { builder } from "../builder";
import { CouponKindEnum } from "./cart-types";
import { PageInfo } from "./common";
import { PageInput } from "./orders";

let display: CouponDisplay | undefined;
/** Parsed once per process; each entry left out is logged once. */
function couponDisplay(): CouponDisplay {
  if (!display) {
    display = parseCouponDisplay(couponDisplayJson);
    for (const problem of display.problems) logger.warn(problem);
  }
  return display;
}

const CouponUseStatusEnum = builder.enumType("CouponUseStatus", { values: COUPON_USE_STATUSES });
const CouponFreezeStatusEnum = builder.enumType("CouponFreezeStatus", {
  values: COUPON_FREEZE_STATUSES,
});

type CouponShape = WalletCoupon & { locale: Locale };

const MemberCouponRef = builder.objectRef<CouponShape>("MemberCoupon").implement({
  description: "One of the member's coupons; id is the code the cart and checkout take.",
  fields: (t) => ({
    id: t.exposeString("id"),
    status: t.field({ type: CouponUseStatusEnum, resolve: (c) => c.status }),
    freezeStatus: t.field({
      type: CouponFreezeStatusEnum,
      description: "FREEZE while an unpaid order holds it.",
      resolve: (c) => c.freezeStatus,
    }),
    couponType: t.field({ type: CouponKindEnum, resolve: (c) => c.couponType }),
    name: t.exposeString("name"),
    description: t.exposeString("description"),
    beginTime: t.field({ type: "DateTime", nullable: true, resolve: (c) => c.beginTime }),
    endTime: t.field({ type: "DateTime", nullable: true, resolve: (c) => c.endTime }),
    couponImage: t.string({
      nullable: true,
      description: "From the display configuration, matched by the coupon's name.",
      resolve: (c) => displayOf(couponDisplay(), c.names, c.locale)?.image ?? null,
    }),
    couponDesc: t.string({
      description: "The configured description, else the coupon's own.",
      resolve: (c) => displayOf(couponDisplay(), c.names, c.locale)?.description ?? c.description,
    }),
  }),
});

type ConnectionShape = Omit<WalletPage, "coupons"> & { coupons: CouponShape[] };

const MemberCouponEdge = builder
  .objectRef<{ node: CouponShape; cursor: string }>("MemberCouponEdge")
  .implement({
    fields: (t) => ({
      cursor: t.exposeString("cursor"),
      node: t.field({ type: MemberCouponRef, resolve: (e) => e.node }),
    }),
  });

const MemberCouponConnection = builder
  .objectRef<ConnectionShape>("MemberCouponConnection")
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt("totalCount"),
      edges: t.field({
        type: [MemberCouponEdge],
        resolve: (c) => c.coupons.map((node) => ({ node, cursor: node.cursor })),
      }),
      pageInfo: t.field({
        type: PageInfo,
        resolve: (c) => ({
          hasPreviousPage: false,
          hasNextPage: c.hasNextPage,
          startCursor: c.coupons[0]?.cursor ?? null,
          endCursor: c.endCursor,
          totalCount: c.totalCount,
        }),
      }),
    }),
  });

builder.queryFields((t) => ({
  coupons: t.field({
    type: MemberCouponConnection,
    description: "The member's own coupons in one use state (default UNUSED), newest first.",
    args: {
      status: t.arg({ type: CouponUseStatusEnum, required: false, defaultValue: "UNUSED" }),
      pageInput: t.arg({ type: PageInput, required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const session = await ctx.requireMember();
      const page = await couponWallet(ctx.db, {
        customerId: session.customer.id,
        status: args.status ?? "UNUSED",
        first: Math.max(
          1,
          Math.min(args.pageInput?.first ?? COUPONS_PAGE_DEFAULT, COUPONS_PAGE_MAX),
        ),
        after: args.pageInput?.after ?? null,
        locale: ctx.locale,
        now: ctx.now,
      });
      return { ...page, coupons: page.coupons.map((c) => ({ ...c, locale: ctx.locale })) };
    },
  }),
}));
