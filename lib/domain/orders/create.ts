/**
 * orderCreate (shopping §7 Checkout createOrder / orderCreate; §3 Order-create payload; §4; §5):
 * in one transaction, reprice on the server from the requested lines (client amounts are never
 * read), reserve stock with one conditional UPDATE per SKU (no oversell), take the coupon once
 * (race-safe conditional UPDATEs), deduct go-dollar behind the customer's row lock, build the
 * delivery address, create the order in WAIT_PAY with its auto-cancel time, and take the bought
 * lines out of the cart, and write the order-placed e-mail to the outbox (docs/adr/0045). Any
 * refusal rolls everything back. An idempotency key per customer makes
 * a double click one order; the same key with another request (its fingerprint, ADR 0052) is
 * refused before anything is written.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { calculateItems, type CartCaller, type RequestedItem } from "@/lib/domain/cart/calculation";
import { findCartId } from "@/lib/domain/cart/cart-store";
import { parseQuantity } from "@/lib/domain/cart/commands";
import { CartRefusal, refusalAsFailure, type CartFailure } from "@/lib/domain/cart/refusal";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import {
  checkPricedOrder,
  checkRequest,
  CHECKOUT_ERROR_CODES,
} from "@/lib/domain/checkout/checkout-rules";
import type { RequestedCode } from "@/lib/domain/loyalty/coupons";
import { CART_ERROR_CODES } from "@/lib/domain/cart/constants";
import { INTERNATIONAL_COUNTRIES } from "@/lib/domain/checkout/constants";
import { queueOrderEmail } from "@/lib/domain/notifications/queue";
import { PLATFORM_SOURCE, UNPAID_ORDER_CANCEL_HOURS } from "./constants";
import { PRICING_ERROR_CODES, type AdditionalServiceType } from "@/lib/domain/pricing/constants";
import { generateOrderCode } from "./order-code";
import { cleanTxId } from "./tx-id";
import { skuSnapshots } from "./order-lines";
import { reserveGifts } from "./gift-stock";
import { requestFingerprint, savedAddressOf } from "./request-fingerprint";
import { resolveDelivery, type DeliveryRequest } from "./resolve-delivery";

export interface OrderCreateRequest extends DeliveryRequest {
  idempotencyKey: string;
  terminal: string;
  checkoutKind: "GUEST" | "MEMBER" | "STAFF";
  email: string | null;
  orderLines: {
    skuCode: string;
    quantity: unknown;
    lineType: string | null;
    activityId: string | null;
  }[];
  discountCodes: RequestedCode[];
  goDollar: number | null;
  additionalServices: { type: AdditionalServiceType; memo: string | null }[];
  payType: string | null;
  guideId: string | null;
  o2oShopCode: string | null;
  txId: string | null;
  buyerRemark: string | null;
}

export interface OrderCaller extends CartCaller {
  isStaff: boolean;
  accountEmail: string | null;
  /** False when the shop requires members to check out (VISITOR_CHECKOUT=false). */
  visitorCheckout: boolean;
}

export interface CreatedOrder {
  id: string;
  code: string;
  status: "WAIT_PAY";
  scheduleCancelTime: Date;
  amount: number;
}

const MAX_ORDER_LINES = 50;
const HOUR_MS = 3_600_000;

function checkCaller(caller: OrderCaller, kind: OrderCreateRequest["checkoutKind"]): void {
  const allowed =
    kind === "GUEST"
      ? caller.scope === "GUEST" && caller.visitorCheckout
      : kind === "MEMBER"
        ? caller.scope === "MEMBER"
        : caller.scope === "MEMBER" && caller.isStaff;
  if (!allowed) throw new CartRefusal(CHECKOUT_ERROR_CODES.NOT_ALLOWED, "checkoutKind");
}

/**
 * The order already placed under the key, if any. Its fingerprint must be the request's: another
 * request under the same key is refused (nothing written). An order placed before fingerprints
 * were kept (null) is answered as before.
 */
async function existingOrder(
  db: Db | Tx,
  customerId: string,
  key: string,
  fingerprint: string,
): Promise<CreatedOrder | null> {
  const [row] = await queryRows<{
    id: string;
    code: string;
    schedule_cancel_time: string | Date;
    amount: number;
    request_fingerprint: string | null;
  }>(
    db,
    sql`select id, code, schedule_cancel_time, amount, request_fingerprint from orders
      where customer_id = ${customerId}::uuid and idempotency_key = ${key}`,
  );
  if (!row) return null;
  if (row.request_fingerprint !== null && row.request_fingerprint !== fingerprint)
    throw new CartRefusal(CHECKOUT_ERROR_CODES.IDEMPOTENCY_KEY_REUSED, "idempotencyKey");
  return {
    id: row.id,
    code: row.code,
    status: "WAIT_PAY",
    scheduleCancelTime: new Date(row.schedule_cancel_time),
    amount: Number(row.amount),
  };
}

async function reserveStock(
  tx: Tx,
  orderId: string,
  quantities: Map<number, number>,
): Promise<void> {
  for (const [skuId, quantity] of quantities) {
    const [row] = await queryRows<{ sku_id: number }>(
      tx,
      sql`update inventories set available = available - ${quantity}
        where sku_id = ${skuId} and available >= ${quantity} returning sku_id`,
    );
    if (!row) throw new CartRefusal(CART_ERROR_CODES.OUT_OF_STOCK, "orderLines");
    await tx.execute(
      sql`insert into order_reservations (order_id, kind, ref, quantity) values (${orderId}::uuid, 'STOCK', ${String(skuId)}, ${quantity})`,
    );
  }
}

async function takeCoupons(
  tx: Tx,
  orderId: string,
  orderCode: string,
  customerId: string,
  codes: { couponCode: string; couponType: string }[],
  now: Date,
): Promise<void> {
  for (const code of codes) {
    if (code.couponType === "PROMOTION_CODE") {
      const [row] = await queryRows<{ id: number }>(
        tx,
        sql`update coupons set used_count = used_count + 1
          where code = ${code.couponCode} and kind = 'PROMOTION_CODE' and status = 'ACTIVE'
            and (usage_limit is null or used_count < usage_limit) returning id`,
      );
      if (!row) throw new CartRefusal(PRICING_ERROR_CODES.PROMO_CODE_INVALID, "discountCodes");
      await tx.execute(
        sql`insert into order_reservations (order_id, kind, ref, quantity) values (${orderId}::uuid, 'PROMO_CODE', ${String(row.id)}, 1)`,
      );
    } else {
      const [row] = await queryRows<{ id: string }>(
        tx,
        sql`update customer_coupons set status = 'USED', used_at = ${now.toISOString()}::timestamptz, order_code = ${orderCode}
          where id = ${code.couponCode}::uuid and customer_id = ${customerId}::uuid
            and status = 'UNUSED' and freeze_status = 'NORMAL' returning id`,
      );
      if (!row) throw new CartRefusal(PRICING_ERROR_CODES.COUPON_INVALID, "discountCodes");
      await tx.execute(
        sql`insert into order_reservations (order_id, kind, ref, quantity) values (${orderId}::uuid, 'MEMBER_COUPON', ${row.id}, 1)`,
      );
    }
  }
}

export function orderCreate(
  db: Db,
  caller: OrderCaller,
  request: OrderCreateRequest,
  now: Date,
): Promise<{ ok: true; order: CreatedOrder } | CartFailure> {
  return refusalAsFailure(async () => {
    checkCaller(caller, request.checkoutKind);
    const email = (request.email?.trim() || caller.accountEmail || "").toLowerCase() || null;
    const isMember = caller.scope === "MEMBER";
    const fingerprint = requestFingerprint(request, {
      email,
      isMember,
      savedAddress: isMember ? await savedAddressOf(db, caller.customerId, request) : null,
    });
    const replay = await existingOrder(db, caller.customerId, request.idempotencyKey, fingerprint);
    if (replay) return { ok: true as const, order: replay };
    if (request.orderLines.length > MAX_ORDER_LINES)
      throw new CartRefusal(CART_ERROR_CODES.TOO_MANY_PRODUCT_TYPES, "orderLines");
    const items: RequestedItem[] = request.orderLines.map((line, index) => ({
      lineId: `line:${index}`,
      skuCode: line.skuCode,
      quantity: parseQuantity(line.quantity),
      lineType: line.lineType === "ATTACHED_PRODUCT" ? "ATTACHED_PRODUCT" : "SALABLE_PRODUCT",
      activityId: line.activityId,
    }));

    const order = await db.transaction(async (tx) => {
      // The customer's row lock serialises one customer's checkouts: go-dollar and member
      // coupons are checked and taken under it.
      await tx.execute(
        sql`select id from customers where id = ${caller.customerId}::uuid for update`,
      );
      const again = await existingOrder(tx, caller.customerId, request.idempotencyKey, fingerprint);
      if (again) return again;
      const delivery = await resolveDelivery(tx, request, {
        customerId: caller.customerId,
        isMember,
        email: email ?? "",
        locale: caller.locale,
      });
      const failure = checkRequest({
        email,
        distributionType: request.distributionType,
        hasAddress: delivery !== null,
        addressMobile: delivery?.mobile ?? null,
        country: delivery?.country ?? "HK",
        pickUpPoint: delivery?.pickUpPoint,
        hasBilling: Boolean(delivery?.billing),
        payType: request.payType,
        lineCount: items.length,
        idempotencyKey: request.idempotencyKey,
      });
      if (failure) throw new CartRefusal(failure.code, failure.field);
      if (!delivery || !email)
        throw new CartRefusal(CHECKOUT_ERROR_CODES.ADDRESS_REQUIRED, "deliveryAddress");

      const calculation = await calculateItems(
        tx,
        caller,
        {
          items,
          codes: request.discountCodes,
          receipt: { country: delivery.country, distributionType: request.distributionType },
          services: request.additionalServices.map((service) => service.type),
          goDollar: request.goDollar && request.goDollar > 0 ? request.goDollar : null,
        },
        now,
      );
      const [first] = calculation.errors;
      if (first)
        throw new CartRefusal(
          first.code,
          first.subject.startsWith("line:") ? "orderLines" : "discountCodes",
        );
      const { result } = calculation;
      const priced = checkPricedOrder(result.amount, delivery.country);
      if (priced) throw new CartRefusal(priced.code, priced.field);

      const code = generateOrderCode();
      const scheduleCancelTime = new Date(now.getTime() + UNPAID_ORDER_CANCEL_HOURS * HOUR_MS);
      const snapshots = await skuSnapshots(
        tx,
        result.items.map((item) => item.skuCode),
        caller.locale,
      );
      const [orderRow] = await queryRows<{ id: string }>(
        tx,
        sql`insert into orders (code, customer_id, checkout_kind, email, status, order_time, schedule_cancel_time,
            amount, product_amount, activity_discount, coupon_discount, freight, tax, additional_service_fee,
            deduction_amount, distribution_type, delivery_address, billing_address, pricing, ext_infos, tx_id,
            guide_id, o2o_shop_code, platform_source, terminal, idempotency_key, request_fingerprint, locale,
            created_at, updated_at)
          values (${code}, ${caller.customerId}::uuid, ${request.checkoutKind}, ${email}, 'WAIT_PAY',
            ${now.toISOString()}::timestamptz, ${scheduleCancelTime.toISOString()}::timestamptz,
            ${result.amount}, ${result.productAmount}, ${result.discount}, ${result.coupon + result.voucherDiscount},
            ${result.postage}, ${result.tax}, ${result.additionalServiceFee}, ${result.deductionAmount},
            ${request.distributionType}, ${JSON.stringify(delivery.deliveryAddress)}::jsonb,
            ${delivery.billing ? JSON.stringify(delivery.billing) : null}::jsonb,
            ${JSON.stringify({
              activities: result.activities
                .filter((activity) => activity.reached)
                .map((activity) => ({ activityId: activity.id, activityName: activity.name })),
              deductions: result.deductions,
              discountCodes: result.discountCodes,
              additionalServices: request.additionalServices,
            })}::jsonb,
            ${JSON.stringify({
              payType: request.payType,
              isSameAsAddress: Boolean(request.isSameAsAddress),
              isInternational: (INTERNATIONAL_COUNTRIES as readonly string[]).includes(
                delivery.country,
              ),
              deliveryMethod: delivery.deliveryMethod,
              buyerRemark: request.buyerRemark ?? "",
            })}::jsonb,
            ${cleanTxId(request.txId)}, ${request.checkoutKind === "STAFF" ? request.guideId : null},
            ${request.checkoutKind === "STAFF" ? request.o2oShopCode : null}, ${PLATFORM_SOURCE},
            ${request.terminal === "WAP" ? "WAP" : "PC"}, ${request.idempotencyKey}, ${fingerprint}, ${caller.locale},
            ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
          returning id`,
      );
      const orderId = orderRow!.id;
      // Gifts are settled before the lines are written: one that ran out is left out.
      const placedItems = await reserveGifts(
        tx,
        orderId,
        result.items,
        (skuCode) => snapshots.get(skuCode)?.skuId,
      );

      // Every line in one statement: an order of many lines costs no more round trips.
      const stock = new Map<number, number>();
      const lineRows = placedItems.map((item, index) => {
        const sku = snapshots.get(item.skuCode);
        if (!sku) throw new CartRefusal(CART_ERROR_CODES.SKU_NOT_FOUND, "orderLines");
        if (item.lineType !== "GIFT")
          stock.set(sku.skuId, (stock.get(sku.skuId) ?? 0) + item.quantity);
        const activity = result.activities.find((a) => a.id === item.activityId);
        return sql`(${orderId}::uuid, ${sku.skuId}, ${sku.skuCode}, ${sku.spuCode}, ${sku.omsSkuCode}, ${sku.name},
          ${JSON.stringify({ color: sku.color, size: sku.size })}::jsonb, ${JSON.stringify(sku.localized)}::jsonb,
          ${sku.image}, ${item.lineType},
          ${item.lineType === "GIFT"}, ${item.activityId}, ${item.quantity}, ${item.listPrice}, ${item.unitPrice},
          ${item.promoPrice}, ${item.payAmount}, ${item.discount}, ${item.couponDiscount}, ${item.deduction},
          ${JSON.stringify(activity ? [{ name: activity.name }] : [])}::jsonb, ${index})`;
      });
      await tx.execute(
        sql`insert into order_lines (order_id, sku_id, sku_code, spu_code, oms_sku_code, name, sku_properties, localized, image,
            line_type, is_gift, activity_id, quantity, list_price, sale_price, promo_price, amount, discount,
            coupon_discount, deduction, promotions, sort)
          values ${sql.join(lineRows, sql`, `)}`,
      );
      // The order-placed e-mail commits with the order or not at all. Rendered (milliseconds)
      // before the stock and coupon rows are locked, so that checkouts of one SKU never queue
      // behind it; a refusal below rolls it back with the order.
      await queueOrderEmail(tx, { kind: "ORDER_PLACED", orderCode: code }, now);
      await reserveStock(tx, orderId, stock);
      await takeCoupons(tx, orderId, code, caller.customerId, result.discountCodes, now);
      if (result.deductionAmount > 0) {
        const [entry] = await queryRows<{ id: string }>(
          tx,
          sql`insert into go_dollar_entries (customer_id, kind, cents, remark, order_code, created_at)
            values (${caller.customerId}::uuid, 'REDEEM', ${-result.deductionAmount}, ${`Used on order ${code}`}, ${code},
              ${now.toISOString()}::timestamptz) returning id`,
        );
        await tx.execute(
          sql`insert into order_reservations (order_id, kind, ref, quantity) values (${orderId}::uuid, 'GO_DOLLAR', ${entry!.id}, ${result.deductionAmount})`,
        );
      }
      await tx.execute(
        sql`insert into order_events (order_id, from_status, to_status, actor, reason, created_at)
          values (${orderId}::uuid, null, 'WAIT_PAY', ${`customer:${caller.customerId}`}, 'orderCreate', ${now.toISOString()}::timestamptz)`,
      );
      // The bought lines leave the cart; gifts were never in it.
      const cartId = await findCartId(tx, caller.customerId);
      if (cartId) {
        await tx.execute(
          sql`delete from cart_lines l using skus s where l.sku_id = s.id and l.cart_id = ${cartId}::uuid
            and s.code = any(${sql.param(items.map((item) => item.skuCode))}::text[])`,
        );
      }
      return {
        id: orderId,
        code,
        status: "WAIT_PAY" as const,
        scheduleCancelTime,
        amount: result.amount,
      };
    });
    return { ok: true as const, order };
  });
}
