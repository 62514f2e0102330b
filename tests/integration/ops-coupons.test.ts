/**
 * The console's coupons over the real API (issue 17 item 3 "promotions and coupons (create,
 * pause, see uses)"; ADR 0048), on a fresh database: a promotion code created is listed with 0
 * uses, taken by a cart and an order, and that order is its use (with what it took off); a
 * member coupon template created and handed to a member is used by the member's order; drafts
 * at fault are refused with their codes and nothing is written; pause makes the cart refuse the
 * code and resume takes it again; every change has its audit row; a content editor, a member and
 * a visitor are refused every coupon operation, changing nothing.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUPON_FAULT_CODES } from "@/lib/domain/loyalty/coupon-rules";
import { OPERATOR_ERROR_CODES } from "@/lib/domain/operators/constants";
import { PRICING_ERROR_CODES } from "@/lib/domain/pricing/constants";
import { cart, cartAdd } from "@/lib/graphql/operations/cart";
import { createOrder } from "@/lib/graphql/operations/checkout";
import {
  opsCoupon,
  opsCouponCreate,
  opsCoupons,
  opsCouponSetStatus,
} from "@/lib/graphql/operations/ops-promotions";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { DEMO_PROMO_CODES } from "@/lib/seed/demo-promotions";
import type { TestClient } from "./support/graphql-client";
import { guestOrderOf } from "./support/guest-order";
import { createOpsShop, errorCode, type OpsShop } from "./support/ops-console";

let shop: OpsShop;
let ops: TestClient;

const CODE = "OPSTEN";
const MEMBER_TEMPLATE = "OPS-MEMBER-5";

beforeAll(async () => {
  shop = await createOpsShop();
  ops = shop.ops;
}, 180_000);
afterAll(() => shop.database.dispose());

const draft = (overrides: Record<string, unknown> = {}) => ({
  code: CODE.toLowerCase(),
  kind: "PROMOTION_CODE" as const,
  nameEn: "HK$10 off",
  nameZh: "減HK$10",
  descriptionEn: "HK$10 off any order.",
  descriptionZh: "任何訂單減HK$10。",
  benefitKind: "AMOUNT_OFF" as const,
  benefitValue: 1_000,
  thresholdCents: 0,
  targetKind: "ALL" as const,
  targetCodes: [],
  usageLimit: 5,
  ...overrides,
});

const count = async (query: ReturnType<typeof sql>) =>
  Number((await shop.q<{ n: number }>(query))[0]!.n);
const written = async () => ({
  coupons: await count(sql`select count(*)::int as n from coupons`),
  audits: await count(sql`select count(*)::int as n from audit_log where entity_kind = 'coupon'`),
});

async function cartRefusals(code: string): Promise<string[]> {
  const shopper = await shop.shopper("visitor");
  await shopper.call(cartAdd, { input: [{ skuCode: shop.skuA, quantity: 1 }] });
  const calculation = (await shopper.call(cart, { couponCodes: [code] })).body.data!.cart
    .calculation;
  expect(calculation).toBeTruthy();
  return [
    ...(calculation!.userErrors ?? []).map((e) => e.code),
    ...(calculation!.discountCodes.some((c) => c.couponCode === code) ? [] : ["NOT_APPLIED"]),
  ];
}

describe("create", () => {
  it("creates a promotion code, listed with no uses, audited, taken by a cart", async () => {
    const created = await ops.call(opsCouponCreate, { input: draft() });
    expect(created.body.data?.opsCouponCreate).toEqual({
      coupon: { code: CODE, kind: "PROMOTION_CODE", status: "ACTIVE", uses: 0 },
      userErrors: [],
    });
    const listed = (await ops.call(opsCoupons)).body.data!.opsCoupons.find((c) => c.code === CODE);
    expect(listed).toMatchObject({
      benefitKind: "AMOUNT_OFF",
      benefitValue: 1_000,
      threshold: { amount: "0.00" },
      usageLimit: 5,
      uses: 0,
      issued: 0,
    });
    const [audit] = await shop.auditRows("coupon.create", CODE);
    expect(audit).toMatchObject({
      entityKind: "coupon",
      before: null,
      after: { kind: "PROMOTION_CODE", status: "ACTIVE", benefitValue: 1_000, usageLimit: 5 },
    });
    expect(await cartRefusals(CODE)).toEqual([]);
  });

  it("refuses drafts at fault with every fault, writing nothing", async () => {
    const before = await written();
    const cases: [Record<string, unknown>, string[]][] = [
      [{ code: "x!" }, [COUPON_FAULT_CODES.CODE_INVALID]],
      [{ nameZh: " " }, [COUPON_FAULT_CODES.NAME_REQUIRED]],
      [{ benefitValue: 0 }, [COUPON_FAULT_CODES.AMOUNT_INVALID]],
      [{ benefitKind: "PERCENT_OFF", benefitValue: 95 }, [COUPON_FAULT_CODES.PERCENT_INVALID]],
      [
        { benefitValue: 20_000, thresholdCents: 10_000 },
        [COUPON_FAULT_CODES.AMOUNT_ABOVE_THRESHOLD],
      ],
      [{ targetKind: "BRANDS", targetCodes: [" "] }, [COUPON_FAULT_CODES.TARGET_REQUIRED]],
      [
        { beginsAt: "2026-12-02T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" },
        [COUPON_FAULT_CODES.WINDOW_INVALID],
      ],
      [{ usageLimit: 0 }, [COUPON_FAULT_CODES.LIMIT_INVALID]],
      [{ kind: "PROMOTION_COUPON" }, [COUPON_FAULT_CODES.LIMIT_CODES_ONLY]],
      [
        { code: "?", benefitKind: "PERCENT_OFF", benefitValue: 0 },
        [COUPON_FAULT_CODES.CODE_INVALID, COUPON_FAULT_CODES.PERCENT_INVALID],
      ],
      [{ code: DEMO_PROMO_CODES.valid }, ["COUPON_CODE_TAKEN"]],
      [{}, ["COUPON_CODE_TAKEN"]],
    ];
    for (const [overrides, codes] of cases) {
      const refused = await ops.call(opsCouponCreate, { input: draft(overrides) });
      const change = refused.body.data!.opsCouponCreate;
      expect([overrides, change.coupon, change.userErrors.map((e) => e.code)]).toEqual([
        overrides,
        null,
        codes,
      ]);
      expect(change.userErrors.every((e) => e.message.length > 0 && e.message !== e.code)).toBe(
        true,
      );
    }
    expect(await written()).toEqual(before);
  });
});

describe("uses", () => {
  it("counts an order that took the code and lists it with what it took off", async () => {
    const shopper = await shop.shopper("visitor");
    const placed = await shopper.call(createOrder, {
      input: guestOrderOf([{ skuCode: shop.skuA, quantity: 1 }], {
        email: "coupon.user@example.com",
        discountCodes: [{ couponCode: CODE.toLowerCase(), couponType: "PROMOTION_CODE" }],
      }),
    });
    expect(placed.body.data?.orderCreate.userErrors).toEqual([]);
    const orderCode = placed.body.data!.orderCreate.order!.code;
    const coupon = (await ops.call(opsCoupon, { code: CODE })).body.data!.opsCoupon!;
    expect(coupon.uses).toBe(1);
    expect(coupon.orders).toEqual([
      expect.objectContaining({
        orderCode,
        orderStatus: "WAIT_PAY",
        email: "coupon.user@example.com",
        couponAmount: { amount: "10.00" },
        released: false,
      }),
    ]);
    expect((await ops.call(opsCoupon, { code: "NO-SUCH-CODE" })).body.data?.opsCoupon).toBeNull();
  });

  it("lists a member coupon's uses: the member's order that took their copy", async () => {
    const created = await ops.call(opsCouponCreate, {
      input: draft({
        code: MEMBER_TEMPLATE,
        kind: "PROMOTION_COUPON",
        benefitKind: "PERCENT_OFF",
        benefitValue: 5,
        usageLimit: null,
      }),
    });
    expect(created.body.data?.opsCouponCreate.userErrors).toEqual([]);
    // Handed to the demo member as the seed hands coupons (the console does not issue them).
    const [own] = await shop.q<{ id: string }>(
      sql`insert into customer_coupons (coupon_id, customer_id, status, freeze_status)
        select c.id, m.id, 'UNUSED', 'NORMAL' from coupons c, customers m
        where c.code = ${MEMBER_TEMPLATE} and lower(m.email) = lower(${DEMO_MEMBER.email})
          and m.is_visitor = false
        returning id::text as id`,
    );
    const member = await shop.shopper("member");
    const placed = await member.call(createOrder, {
      input: guestOrderOf([{ skuCode: shop.skuA, quantity: 1 }], {
        checkoutKind: "MEMBER",
        discountCodes: [{ couponCode: own!.id, couponType: "PROMOTION_COUPON" }],
      }),
    });
    expect(placed.body.data?.orderCreate.userErrors).toEqual([]);
    const orderCode = placed.body.data!.orderCreate.order!.code;
    const coupon = (await ops.call(opsCoupon, { code: MEMBER_TEMPLATE })).body.data!.opsCoupon!;
    expect(coupon).toMatchObject({ kind: "PROMOTION_COUPON", uses: 1, issued: 1 });
    expect(coupon.orders.map((o) => o.orderCode)).toEqual([orderCode]);
    expect(Number(coupon.orders[0]!.couponAmount.amount)).toBeGreaterThan(0);
  });
});

describe("pause and resume", () => {
  it("pauses a created code: the cart refuses it; twice is refused; resumed it applies", async () => {
    expect(
      (await ops.call(opsCouponSetStatus, { code: CODE, status: "INACTIVE" })).body.data,
    ).toEqual({ opsCouponSetStatus: [] });
    expect(await cartRefusals(CODE)).toContain(PRICING_ERROR_CODES.PROMO_CODE_INVALID);
    const twice = await ops.call(opsCouponSetStatus, { code: CODE, status: "INACTIVE" });
    expect(twice.body.data?.opsCouponSetStatus[0]?.code).toBe("COUPON_ALREADY_IN_STATUS");
    const listed = (await ops.call(opsCoupons)).body.data!.opsCoupons.find((c) => c.code === CODE);
    expect(listed).toMatchObject({ status: "INACTIVE", uses: 1 });
    await ops.call(opsCouponSetStatus, { code: CODE, status: "ACTIVE" });
    expect(await cartRefusals(CODE)).toEqual([]);
    const audits = await shop.auditRows("coupon.status", CODE);
    expect(audits.map((a) => a.after)).toEqual([{ status: "INACTIVE" }, { status: "ACTIVE" }]);
  });
});

describe("refusals", () => {
  it("refuses a content editor, a member and a visitor every coupon operation, changing nothing", async () => {
    const before = await written();
    const callers: [string, TestClient, string][] = [
      ["editor", shop.editor, OPERATOR_ERROR_CODES.FORBIDDEN],
      ["member", await shop.shopper("member"), OPERATOR_ERROR_CODES.UNAUTHENTICATED],
      ["visitor", await shop.shopper("visitor"), OPERATOR_ERROR_CODES.UNAUTHENTICATED],
    ];
    for (const [who, client, code] of callers) {
      const create = await client.call(opsCouponCreate, {
        input: draft({ code: `X-${who}`.toUpperCase() }),
      });
      expect([who, errorCode(create)]).toEqual([who, code]);
      expect([who, errorCode(await client.call(opsCoupon, { code: CODE }))]).toEqual([who, code]);
      expect([who, errorCode(await client.call(opsCoupons))]).toEqual([who, code]);
      const pause = await client.call(opsCouponSetStatus, { code: CODE, status: "INACTIVE" });
      expect([who, errorCode(pause)]).toEqual([who, code]);
    }
    expect(await written()).toEqual(before);
    const listed = (await ops.call(opsCoupons)).body.data!.opsCoupons.find((c) => c.code === CODE);
    expect(listed?.status).toBe("ACTIVE");
  });
});
