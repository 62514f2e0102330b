/**
 * Turning the cart domain's results into the API shapes: SKUs with their products loaded in one
 * batch for every line, gift and add-on offer of a response, and nudges worded in the caller's
 * language (issue 4 §4 Nudges).
 */
import { loadSkuCards } from "@/lib/domain/catalog/product-cards";
import type { CartCalculation } from "@/lib/domain/cart/calculation";
import type { CartView } from "@/lib/domain/cart/view";
import type { Nudge, PricedActivity } from "@/lib/domain/pricing/types";
import { CURRENCY_CODE } from "@/lib/domain/pricing/constants";
import type { PromotionType } from "@/lib/domain/promotions/constants";
import { formatCents } from "@/lib/i18n/money";
import { nudgeCents } from "@/lib/i18n/nudge-amount";
import { translate } from "@/lib/i18n/translate";
import type { GraphQLContext } from "../context";
import type { ActivityShape, CalculationShape, CartLineShape, PricedCartShape } from "./cart-types";
import { userError, type UserErrorShape } from "./common";
import type { SkuShape } from "./products";

const CART_CARD_PARTS = { skus: true, images: true, labels: false, funcLabels: false };

/** SKUs by code, each with its product card (main picture only). */
export async function loadSkuShapes(
  ctx: GraphQLContext,
  skuCodes: readonly string[],
): Promise<Map<string, SkuShape>> {
  const found = await loadSkuCards(ctx.db, skuCodes, ctx.locale, ctx.now, CART_CARD_PARTS);
  return new Map([...found].map(([code, { sku, card }]) => [code, { ...sku, product: card }]));
}

/** Money in a nudge: whole dollars, rounded up so that adding them reaches the threshold. */
function moneyText(ctx: GraphQLContext, cents: number): string {
  return formatCents(nudgeCents(cents), CURRENCY_CODE, ctx.locale);
}

function rewardText(ctx: GraphQLContext, type: PromotionType, name: string): string {
  return translate(ctx.locale, `cartNudges.reward.${type}`, { name });
}

export function nudgeText(ctx: GraphQLContext, nudge: Nudge | null, reward: string): string | null {
  if (!nudge) return null;
  return nudge.kind === "AMOUNT"
    ? translate(ctx.locale, "cartNudges.amount", {
        amount: moneyText(ctx, nudge.missingCents),
        reward,
      })
    : translate(ctx.locale, "cartNudges.quantity", { count: nudge.missingItems, reward });
}

function skuCodesOf(activities: readonly PricedActivity[]): string[] {
  return activities.flatMap((activity) => [
    ...activity.gifts.map((gift) => gift.skuCode),
    ...activity.exchangeProducts.map((offer) => offer.skuCode),
  ]);
}

function toActivityShapes(
  ctx: GraphQLContext,
  activities: readonly PricedActivity[],
  skus: Map<string, SkuShape>,
): ActivityShape[] {
  return activities.map((activity) => ({
    activity,
    nudge: nudgeText(ctx, activity.nudge, rewardText(ctx, activity.type, activity.name)),
    gifts: activity.gifts.flatMap((gift) => {
      const sku = skus.get(gift.skuCode);
      return sku
        ? [
            {
              name: sku.product?.title ?? gift.skuCode,
              number: gift.number,
              quantity: gift.quantity,
              sku,
            },
          ]
        : [];
    }),
    exchange: activity.exchangeProducts.flatMap((offer) => {
      const sku = skus.get(offer.skuCode);
      return sku ? [{ offer, sku }] : [];
    }),
  }));
}

export function toUserErrors(ctx: GraphQLContext, calculation: CartCalculation): UserErrorShape[] {
  const seen = new Set<string>();
  return calculation.errors.flatMap((error) => {
    const key = `${error.code}:${error.subject}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ ...userError(ctx.t, error.code), field: error.subject }];
  });
}

export async function toCalculationShape(
  ctx: GraphQLContext,
  calculation: CartCalculation,
  preloaded?: Map<string, SkuShape>,
): Promise<CalculationShape> {
  const { result } = calculation;
  const skus = preloaded ?? (await loadSkuShapes(ctx, skuCodesOf(result.activities)));
  return {
    result,
    markupNotAllow: calculation.markupNotAllow,
    activities: toActivityShapes(ctx, result.activities, skus),
    availableCoupons: calculation.availableCoupons,
    freeFreightNudge:
      result.freeFreightNudge?.kind === "AMOUNT"
        ? translate(ctx.locale, "cartNudges.freeDelivery", {
            amount: moneyText(ctx, result.freeFreightNudge.missingCents),
          })
        : null,
    goDollarName: ctx.t("goDollar.name"),
    userErrors: toUserErrors(ctx, calculation),
  };
}

export async function toCartShape(ctx: GraphQLContext, view: CartView): Promise<PricedCartShape> {
  const { result } = view.calculation;
  const lines = [...view.able, ...view.disabled];
  const skus = await loadSkuShapes(ctx, [
    ...lines.map((entry) => entry.line.skuCode),
    ...result.items.filter((item) => item.lineType === "GIFT").map((item) => item.skuCode),
    ...skuCodesOf(result.activities),
  ]);
  const priced = new Map(result.items.map((item) => [item.lineId, item]));
  const toLine = (entry: (typeof lines)[number]): CartLineShape[] => {
    const { line } = entry;
    const sku = skus.get(line.skuCode);
    if (!sku) return [];
    const item = priced.get(line.lineId);
    const isAddOn = line.lineType === "ATTACHED_PRODUCT";
    return [
      {
        lineId: line.lineId,
        lineType: line.lineType,
        activityId: line.promotionId === null ? null : String(line.promotionId),
        spuCode: line.spuCode,
        spuTitle: sku.product?.title ?? line.spuCode,
        quantity: line.quantity,
        selected: entry.selected,
        disabled: entry.disabled,
        disabledReason: entry.reason,
        updateTime: line.updatedAt,
        promoPrice: item?.promoPrice ?? sku.salePrice,
        salePrice: item?.unitPrice ?? sku.salePrice,
        listPrice: sku.listPrice,
        addCartPrice: isAddOn && item ? item.promoPrice : null,
        sku,
      },
    ];
  };
  const gifts: CartLineShape[] = result.items
    .filter((item) => item.lineType === "GIFT")
    .flatMap((item) => {
      const sku = skus.get(item.skuCode);
      if (!sku) return [];
      return [
        {
          lineId: item.lineId,
          lineType: "GIFT" as const,
          activityId: item.activityId,
          spuCode: sku.product?.code ?? "",
          spuTitle: sku.product?.title ?? item.skuCode,
          quantity: item.quantity,
          selected: true,
          disabled: false,
          disabledReason: null,
          updateTime: ctx.now,
          promoPrice: 0,
          salePrice: 0,
          listPrice: sku.listPrice,
          addCartPrice: null,
          sku,
        },
      ];
    });
  return {
    ableCartItems: [...view.able.flatMap(toLine), ...gifts],
    disableCartItems: view.disabled.flatMap(toLine),
    totalQuantity: view.totalQuantity,
    markupNotAllow: view.markupNotAllow,
    calculation: await toCalculationShape(ctx, view.calculation, skus),
  };
}
