/**
 * PRESENT and EXCHANGE (shopping §4 Promotion types, Cart line partition, Cart calculation).
 * They claim no line: each measures its threshold over every SALABLE line it targets, at the
 * line amounts after item-level promotions and before order-level discounts, so a gift or an
 * add-on can come on top of another activity.
 *
 * Gifts: each gift's quantity is min(number, inventory), listed only while in stock and on
 * shelf. Add-on offers are listed (in stock, on shelf) whether or not the threshold is
 * reached, so the cart can show what a little more spend unlocks. An ATTACHED_PRODUCT line
 * whose offer is unknown, over or not allowed gets MARKUP_NOT_OFFERED, one whose threshold is
 * not reached MARKUP_THRESHOLD_NOT_MET; the line is still priced, and the caller retries
 * without markup lines (§4 Cart calculation).
 */
import { CART_ERROR_CODES } from "@/lib/domain/cart/constants";
import { outcomeOf, type ActivityOutcome } from "./outcome";
import { targetContains } from "./targets";
import { measure, reaches, shortfall } from "./thresholds";
import type { ExchangeOffer, PricedLine, PricingError, Promotion } from "./types";
import { isSalable, type WorkLine } from "./work-line";

export const GIFT_AND_EXCHANGE_TYPES: ReadonlySet<string> = new Set(["PRESENT", "EXCHANGE"]);

export function giftLineId(promotionId: string, skuCode: string): string {
  return `gift:${promotionId}:${skuCode}`;
}

function giftLine(promotionId: string, skuCode: string, quantity: number): PricedLine {
  return {
    lineId: giftLineId(promotionId, skuCode),
    skuCode,
    lineType: "GIFT",
    activityId: promotionId,
    quantity,
    listPrice: 0,
    unitPrice: 0,
    promoPrice: 0,
    lineAmount: 0,
    discount: 0,
    couponDiscount: 0,
    deduction: 0,
    payAmount: 0,
    allocations: [],
    gst: 0,
    tax: 0,
  };
}

export interface GiftsAndExchange {
  outcomes: ActivityOutcome[];
  giftLines: PricedLine[];
  /** Whether each in-force EXCHANGE promotion's threshold is reached, by id. */
  exchangeReached: Map<string, boolean>;
}

type PresentRule = Extract<Promotion["rule"], { type: "PRESENT" }>;
type ExchangeRule = Extract<Promotion["rule"], { type: "EXCHANGE" }>;

/** Gifts in stock and on shelf, each at most its stock; none below the threshold. */
function giftsOf(rule: PresentRule, reached: boolean): ActivityOutcome["gifts"] {
  if (!reached) return [];
  return rule.gifts
    .filter((gift) => gift.inventory > 0 && gift.onShelf)
    .map((gift) => ({
      skuCode: gift.skuCode,
      spuCode: gift.spuCode,
      quantity: Math.min(gift.number, gift.inventory),
      number: gift.number,
    }))
    .filter((gift) => gift.quantity > 0);
}

function listedOffers(rule: ExchangeRule): ExchangeOffer[] {
  return rule.exchangeProducts.filter((offer) => offer.inventory > 0 && offer.onShelf);
}

/** `promotions`: the in-force PRESENT and EXCHANGE ones, in priority order. */
export function applyGiftsAndExchange(
  lines: readonly WorkLine[],
  promotions: readonly Promotion[],
): GiftsAndExchange {
  const result: GiftsAndExchange = { outcomes: [], giftLines: [], exchangeReached: new Map() };
  for (const promotion of promotions) {
    const { rule } = promotion;
    if (rule.type !== "PRESENT" && rule.type !== "EXCHANGE") continue;
    const matching = lines.filter(
      (line) => isSalable(line) && targetContains(promotion.target, line.line),
    );
    const measured = measure(matching, (line) => line.lineAmount);
    const reached = reaches(rule.threshold, measured);
    const nudge = shortfall(rule.threshold, measured);
    const lineIds = matching.map((line) => line.line.lineId);
    if (rule.type === "EXCHANGE") {
      result.exchangeReached.set(promotion.id, reached);
      const addOnIds = lines
        .filter((line) => !isSalable(line) && line.line.activityId === promotion.id)
        .map((line) => line.line.lineId);
      if (lineIds.length === 0 && addOnIds.length === 0) continue;
      result.outcomes.push(
        outcomeOf(promotion, {
          reached,
          nudge,
          lineIds: [...lineIds, ...addOnIds],
          exchangeProducts: listedOffers(rule),
        }),
      );
    } else if (lineIds.length > 0) {
      const gifts = giftsOf(rule, reached);
      const given = gifts.map((gift) => giftLine(promotion.id, gift.skuCode, gift.quantity));
      result.giftLines.push(...given);
      result.outcomes.push(
        outcomeOf(promotion, {
          reached,
          nudge,
          gifts,
          lineIds: [...lineIds, ...given.map((line) => line.lineId)],
        }),
      );
    }
  }
  return result;
}

/**
 * The markup errors of the ATTACHED_PRODUCT lines, at most one per line. `exchangeReached`
 * holds the in-force EXCHANGE promotions only, so an unknown or expired one is "not offered".
 */
export function markupErrors(
  lines: readonly WorkLine[],
  promotionsById: ReadonlyMap<string, Promotion>,
  exchangeReached: ReadonlyMap<string, boolean>,
  markupAllowed: boolean,
): PricingError[] {
  const errors: PricingError[] = [];
  for (const { line } of lines) {
    if (line.lineType !== "ATTACHED_PRODUCT") continue;
    const promotion = line.activityId === null ? undefined : promotionsById.get(line.activityId);
    const reached = promotion === undefined ? undefined : exchangeReached.get(promotion.id);
    const offered =
      markupAllowed &&
      reached !== undefined &&
      promotion?.rule.type === "EXCHANGE" &&
      promotion.rule.exchangeProducts.some((offer) => offer.skuCode === line.skuCode);
    if (!offered) errors.push({ code: CART_ERROR_CODES.MARKUP_NOT_OFFERED, subject: line.lineId });
    else if (!reached)
      errors.push({ code: CART_ERROR_CODES.MARKUP_THRESHOLD_NOT_MET, subject: line.lineId });
  }
  return errors;
}
