/**
 * Pricing a set of lines for one caller (shopping §4 Cart calculation): reads everything the
 * engine needs from the database (price lists, categories, promotions in force, coupons,
 * go-dollar balance, additional services) and runs it. On a markup error the calculation is
 * retried without the add-on lines, and `markupNotAllow` says so, as §4 asks.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { readAll } from "@/lib/db/reads";
import { loadSkus } from "@/lib/domain/catalog/product-cards";
import { additionalServices } from "@/lib/domain/pricing/additional-services-store";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import type { SkuView } from "@/lib/domain/catalog/types";
import {
  availableCoupons,
  findCoupons,
  type OwnCoupon,
  type RequestedCode,
} from "@/lib/domain/loyalty/coupons";
import { goDollarBalanceCents } from "@/lib/domain/loyalty/go-dollar";
import { calculate } from "@/lib/domain/pricing/calculate";
import type {
  CalculationResult,
  PricingError,
  PricingLine,
  ReceiptInput,
} from "@/lib/domain/pricing/types";
import { CART_ERROR_CODES, MARKUP_ERROR_CODES } from "./constants";
import type { AdditionalServiceType } from "@/lib/domain/pricing/constants";
import type { Locale } from "@/lib/domain/locales";
import type { StoredLine } from "./cart-store";
import { loadPromotionsInForce, type PromotionsInForce } from "@/lib/domain/promotions/in-force";

export interface CartCaller {
  customerId: string;
  scope: "GUEST" | "MEMBER";
  levelCode: string | null;
  locale: Locale;
}

export interface RequestedItem {
  /** A stored line's id; requested items without one get `item:<n>`. */
  lineId?: string;
  skuCode: string;
  quantity: number;
  lineType: "SALABLE_PRODUCT" | "ATTACHED_PRODUCT";
  activityId: string | null;
}

/** A stored line as the engine is asked to price it. */
export function asRequestedItem(line: StoredLine): RequestedItem {
  return {
    lineId: line.lineId,
    skuCode: line.skuCode,
    quantity: line.quantity,
    lineType: line.lineType,
    activityId: line.promotionId === null ? null : String(line.promotionId),
  };
}

export interface CalculationRequest {
  items: readonly RequestedItem[];
  codes: readonly RequestedCode[];
  receipt: ReceiptInput | null;
  services: readonly AdditionalServiceType[];
  /** Whole go-dollars to use; null or 0 for none. */
  goDollar: number | null;
}

export interface CartCalculation {
  result: CalculationResult;
  markupNotAllow: boolean;
  /** Engine errors plus the codes that could not be found and the lines that could not be priced. */
  errors: PricingError[];
  availableCoupons: OwnCoupon[];
  promotions: PromotionsInForce;
  /** SKU views (prices, options) of every line priced, by SKU code. */
  skus: Map<string, SkuView>;
}

interface ProductFactsRow {
  product_id: number;
  code: string;
  brand_code: string;
  sale_status: string;
  paths: string[] | null;
}

/** Price lists, brand and category paths of the products behind the given SKU codes. */
async function loadPricingFacts(
  db: Db | Tx,
  skuCodes: readonly string[],
  locale: Locale,
  now: Date,
): Promise<{
  skus: Map<string, SkuView>;
  productOfSku: Map<
    string,
    { spuCode: string; brandCode: string; onShelf: boolean; paths: string[] }
  >;
}> {
  if (skuCodes.length === 0) return { skus: new Map(), productOfSku: new Map() };
  const rows = await queryRows<ProductFactsRow & { sku_code: string }>(
    db,
    sql`select s.code as sku_code, p.id as product_id, p.code, p.brand_code, p.sale_status,
        (select array_agg(pc.category_path order by pc.category_path) from product_categories pc
          where pc.product_id = p.id) as paths
      from skus s join products p on p.id = s.product_id
      where s.code = any(${sql.param([...skuCodes])}::text[])`,
  );
  const productIds = [...new Set(rows.map((row) => Number(row.product_id)))];
  const skusByProduct = await loadSkus(db, productIds, locale, now);
  const skus = new Map<string, SkuView>();
  for (const list of skusByProduct.values()) for (const sku of list) skus.set(sku.code, sku);
  const productOfSku = new Map(
    rows.map((row) => [
      row.sku_code,
      {
        spuCode: row.code,
        brandCode: row.brand_code,
        onShelf: row.sale_status === "ON_SHELF",
        paths: row.paths ?? [],
      },
    ]),
  );
  return { skus, productOfSku };
}

export async function calculateItems(
  db: Db | Tx,
  caller: CartCaller,
  request: CalculationRequest,
  now: Date,
): Promise<CartCalculation> {
  const skuCodes = [...new Set(request.items.map((item) => item.skuCode))];
  const isMember = caller.scope === "MEMBER";
  // orderCreate prices inside its transaction: readAll runs these in turn there.
  const [facts, promotions, found, balanceCents, services, ownCoupons] = await readAll(db, [
    () => loadPricingFacts(db, skuCodes, caller.locale, now),
    () => loadPromotionsInForce(db, caller.locale, now),
    () =>
      findCoupons(db, {
        codes: request.codes,
        customerId: isMember ? caller.customerId : null,
        locale: caller.locale,
      }),
    // Always for members: checkout shows the balance and the most the order can take.
    async () => (isMember ? goDollarBalanceCents(db, caller.customerId, now) : 0),
    () => additionalServices(db, caller.locale, request.services),
    async () => (isMember ? availableCoupons(db, caller.customerId, caller.locale, now) : []),
  ] as const);

  const errors: PricingError[] = [...found.errors];
  const lines: PricingLine[] = [];
  request.items.forEach((item, index) => {
    const lineId = item.lineId ?? `item:${index}`;
    const sku = facts.skus.get(item.skuCode);
    const product = facts.productOfSku.get(item.skuCode);
    if (!sku || !product) {
      errors.push({ code: CART_ERROR_CODES.SKU_NOT_FOUND, subject: lineId });
      return;
    }
    if (!sku.isEnabled || !product.onShelf || sku.salePrice <= 0) {
      errors.push({ code: CART_ERROR_CODES.OFF_SHELF, subject: lineId });
      return;
    }
    if (sku.inventory < item.quantity) {
      errors.push({ code: CART_ERROR_CODES.OUT_OF_STOCK, subject: lineId });
      return;
    }
    lines.push({
      lineId,
      skuCode: sku.code,
      spuCode: product.spuCode,
      brandCode: product.brandCode,
      categoryPaths: product.paths,
      quantity: item.quantity,
      lineType: item.lineType,
      activityId: item.activityId,
      prices: {
        listPrice: sku.listPrice,
        defaultPrice: sku.salePrice,
        memberPrices: sku.memberPrices,
        promotionPrices: sku.promotionPrices,
      },
    });
  });

  const base = {
    now,
    customer: { scope: caller.scope, levelCode: isMember ? caller.levelCode : null },
    promotions: promotions.promotions,
    coupons: found.coupons,
    additionalServices: services.map((service) => ({
      type: service.type,
      amountCents: service.amount,
      promotionAmountCents: service.promotionAmount,
    })),
    receipt: request.receipt,
    goDollar:
      isMember || request.goDollar ? { requested: request.goDollar ?? 0, balanceCents } : null,
  } as const;
  let result = calculate({ ...base, lines, markupAllowed: true });
  let markupNotAllow = false;
  const markupErrors = result.errors.filter((error) => MARKUP_ERROR_CODES.includes(error.code));
  if (markupErrors.length > 0) {
    markupNotAllow = true;
    result = calculate({
      ...base,
      lines: lines.filter((line) => line.lineType !== "ATTACHED_PRODUCT"),
      markupAllowed: false,
    });
    errors.push(...markupErrors);
  }
  errors.push(...result.errors);
  return {
    result,
    markupNotAllow,
    errors,
    availableCoupons: ownCoupons,
    promotions,
    skus: facts.skus,
  };
}
