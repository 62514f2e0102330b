/**
 * The console's promotions and coupons over the real API (issue 17 item 3; ADR 0046 "Promotions
 * and coupons"), on a fresh database: a valid promotion created is in force in cart pricing; a
 * FULL_FREE giving as many as it asks to buy is refused with its fault and nothing is written;
 * pause takes it out of the cart, resume puts it back; an order that applied it counts as a use;
 * a paused promotion code is refused at the cart; every change has its audit row and revalidates
 * the product pages; a content editor, a member and a visitor are refused, changing nothing.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATOR_ERROR_CODES } from "@/lib/domain/operators/constants";
import { PRICING_ERROR_CODES } from "@/lib/domain/pricing/constants";
import { PROMOTION_RULE_FAULT_CODES } from "@/lib/domain/promotions/constants";
import { cart, cartAdd } from "@/lib/graphql/operations/cart";
import { createOrder } from "@/lib/graphql/operations/checkout";
import {
  opsCoupons,
  opsCouponSetStatus,
  opsPromotionCreate,
  opsPromotions,
  opsPromotionSetStatus,
} from "@/lib/graphql/operations/ops-promotions";
import {
  DEMO_CUSTOMER_COUPON_IDS,
  DEMO_MEMBER_COUPON_CODES,
  DEMO_PROMO_CODES,
} from "@/lib/seed/demo-promotions";
import type { TestClient } from "./support/graphql-client";
import { guestOrderOf } from "./support/guest-order";
import { createOpsShop, errorCode, type OpsShop } from "./support/ops-console";

let shop: OpsShop;
let ops: TestClient;
let productCode: string;

const CODE = "OPS-DIRECT-1";

beforeAll(async () => {
  shop = await createOpsShop();
  ops = shop.ops;
  const [row] = await shop.q<{ code: string }>(
    sql`select p.code from skus s join products p on p.id = s.product_id where s.code = ${shop.skuA}`,
  );
  productCode = row!.code;
}, 180_000);
afterAll(() => shop.database.dispose());

const input = (overrides: Record<string, unknown> = {}) => ({
  code: CODE,
  type: "DIRECT_REDUCE" as const,
  nameEn: "HK$1 off each",
  nameZh: "每件減HK$1",
  ruleDescEn: "HK$1 off each unit",
  ruleDescZh: "每件減HK$1",
  // Before every seeded promotion, so it takes the SKU's line (docs/adr/0041).
  priority: -100,
  targetKind: "PRODUCTS" as const,
  targetCodes: [productCode],
  ruleJson: JSON.stringify({ type: "DIRECT_REDUCE", reduceCentsPerUnit: 100 }),
  ...overrides,
});

async function cartCodes(): Promise<string[]> {
  const shopper = await shop.shopper("visitor");
  const added = await shopper.call(cartAdd, { input: [{ skuCode: shop.skuA, quantity: 1 }] });
  expect(added.body.errors).toBeUndefined();
  return added.body.data!.cartAdd.cart!.activities.map((a) => a.code);
}

const countOf = async (table: "promotions" | "audit_log", code: string) =>
  Number(
    (
      await shop.q<{ n: number }>(
        table === "promotions"
          ? sql`select count(*)::int as n from promotions where code = ${code}`
          : sql`select count(*)::int as n from audit_log where entity_code = ${code}`,
      )
    )[0]!.n,
  );

describe("promotions", () => {
  it("refuses a FULL_FREE whose free count is not below its buy count, writing nothing", async () => {
    const refused = await ops.call(opsPromotionCreate, {
      input: input({
        code: "OPS-FULLFREE",
        type: "FULL_FREE",
        ruleJson: JSON.stringify({ type: "FULL_FREE", buy: 2, free: 2 }),
      }),
    });
    const change = refused.body.data!.opsPromotionCreate;
    expect(change.promotion).toBeNull();
    expect(change.userErrors.map((e) => e.code)).toContain(
      PROMOTION_RULE_FAULT_CODES.FULL_FREE_NOT_BELOW_BUY,
    );
    expect(change.userErrors[0]?.field).toBe("rule.free");
    expect(await countOf("promotions", "OPS-FULLFREE")).toBe(0);
    expect(await countOf("audit_log", "OPS-FULLFREE")).toBe(0);
  });

  it("creates a valid promotion that the cart applies, audited, the product pages revalidated", async () => {
    shop.revalidated.length = 0;
    const created = await ops.call(opsPromotionCreate, { input: input() });
    expect(created.body.data?.opsPromotionCreate).toEqual({
      promotion: { code: CODE, status: "ACTIVE", uses: 0 },
      userErrors: [],
    });
    expect(shop.revalidated).toContain(`product:${productCode}`);
    expect(await cartCodes()).toContain(CODE);
    const [audit] = await shop.auditRows("promotion.create", CODE);
    expect(audit).toMatchObject({
      entityKind: "promotion",
      after: { type: "DIRECT_REDUCE", status: "ACTIVE" },
    });
    const refusals = [
      [{ code: "bad code!" }, "PROMOTION_CODE_INVALID"],
      [
        { code: "OPS-WINDOW", beginsAt: "2026-12-02T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" },
        "PROMOTION_WINDOW_INVALID",
      ],
      [{ code: "OPS-TARGET", targetCodes: [] }, "PROMOTION_TARGET_REQUIRED"],
      [{ code: "OPS-JSON", ruleJson: "{" }, "PROMOTION_RULE_NOT_JSON"],
    ] as const;
    for (const [overrides, code] of refusals) {
      const refused = await ops.call(opsPromotionCreate, { input: input(overrides) });
      expect([overrides.code, refused.body.data?.opsPromotionCreate.userErrors[0]?.code]).toEqual([
        overrides.code,
        code,
      ]);
    }
    const again = await ops.call(opsPromotionCreate, { input: input() });
    expect(again.body.data?.opsPromotionCreate.userErrors[0]?.code).toBe("PROMOTION_CODE_TAKEN");
  });

  it("counts an order that applied it as a use", async () => {
    const shopper = await shop.shopper("visitor");
    const placed = await shopper.call(createOrder, {
      input: guestOrderOf([{ skuCode: shop.skuA, quantity: 1 }], { email: "uses@example.com" }),
    });
    expect(placed.body.data?.orderCreate.userErrors).toEqual([]);
    const list = (await ops.call(opsPromotions)).body.data!.opsPromotions;
    expect(list.find((p) => p.code === CODE)).toMatchObject({
      uses: 1,
      status: "ACTIVE",
      priority: -100,
    });
  });

  it("pauses: no longer applied to a cart; resumes: applied again; each audited", async () => {
    const paused = await ops.call(opsPromotionSetStatus, { code: CODE, status: "INACTIVE" });
    expect(paused.body.data?.opsPromotionSetStatus).toEqual({
      promotion: { code: CODE, status: "INACTIVE" },
      userErrors: [],
    });
    expect(await cartCodes()).not.toContain(CODE);
    const twice = await ops.call(opsPromotionSetStatus, { code: CODE, status: "INACTIVE" });
    expect(twice.body.data?.opsPromotionSetStatus.userErrors[0]?.code).toBe(
      "PROMOTION_ALREADY_IN_STATUS",
    );
    const resumed = await ops.call(opsPromotionSetStatus, { code: CODE, status: "ACTIVE" });
    expect(resumed.body.data?.opsPromotionSetStatus.promotion?.status).toBe("ACTIVE");
    expect(await cartCodes()).toContain(CODE);
    const audits = await shop.auditRows("promotion.status", CODE);
    expect(audits.map((a) => a.after)).toEqual([{ status: "INACTIVE" }, { status: "ACTIVE" }]);
  });
});

describe("coupons", () => {
  it("pauses a promotion code: the cart refuses it; resumed, it is taken again", async () => {
    const code = DEMO_PROMO_CODES.valid;
    const before = (await ops.call(opsCoupons)).body.data!.opsCoupons.find((c) => c.code === code);
    expect(before).toMatchObject({ kind: "PROMOTION_CODE", status: "ACTIVE", usageLimit: null });
    const shopper = await shop.shopper("visitor");
    await shopper.call(cartAdd, { input: [{ skuCode: shop.skuA, quantity: 1 }] });
    const refusedCodes = async () =>
      (
        (await shopper.call(cart, { couponCodes: [code] })).body.data!.cart.calculation
          ?.userErrors ?? []
      ).map((e) => e.code);
    expect(await ops.call(opsCouponSetStatus, { code, status: "INACTIVE" })).toMatchObject({
      body: { data: { opsCouponSetStatus: [] } },
    });
    expect(await refusedCodes()).toContain(PRICING_ERROR_CODES.PROMO_CODE_INVALID);
    const listed = (await ops.call(opsCoupons)).body.data!.opsCoupons.find((c) => c.code === code);
    expect(listed?.status).toBe("INACTIVE");
    await ops.call(opsCouponSetStatus, { code, status: "ACTIVE" });
    expect(await refusedCodes()).not.toContain(PRICING_ERROR_CODES.PROMO_CODE_INVALID);
    const audits = await shop.auditRows("coupon.status", code);
    expect(audits.map((a) => a.after)).toEqual([{ status: "INACTIVE" }, { status: "ACTIVE" }]);
    const unknown = await ops.call(opsCouponSetStatus, { code: "NO-SUCH", status: "INACTIVE" });
    expect(unknown.body.data?.opsCouponSetStatus[0]?.code).toBe("COUPON_NOT_FOUND");
  });

  it("lists member coupons with issued and used counts; a paused one is not offered or taken", async () => {
    const listed = (await ops.call(opsCoupons)).body.data!.opsCoupons;
    expect(listed.find((c) => c.code === DEMO_MEMBER_COUPON_CODES.amount)).toMatchObject({
      kind: "PROMOTION_COUPON",
      issued: 2,
      uses: 0,
    });
    expect(listed.find((c) => c.code === DEMO_MEMBER_COUPON_CODES.percent)?.uses).toBe(1);
    const member = await shop.shopper("member");
    await member.call(cartAdd, { input: [{ skuCode: shop.skuA, quantity: 1 }] });
    const own = DEMO_CUSTOMER_COUPON_IDS.memberUnused;
    const calculation = async () =>
      (await member.call(cart, { couponCodes: [own] })).body.data!.cart.calculation!;
    expect((await calculation()).availableCoupons.map((c) => c.id)).toContain(own);
    await ops.call(opsCouponSetStatus, {
      code: DEMO_MEMBER_COUPON_CODES.amount,
      status: "INACTIVE",
    });
    const paused = await calculation();
    expect(paused.availableCoupons.map((c) => c.id)).not.toContain(own);
    expect(paused.discountCodes.map((c) => c.couponCode)).not.toContain(own);
    await ops.call(opsCouponSetStatus, { code: DEMO_MEMBER_COUPON_CODES.amount, status: "ACTIVE" });
    expect((await calculation()).availableCoupons.map((c) => c.id)).toContain(own);
  });
});

describe("refusals", () => {
  it("refuses a content editor, a member and a visitor, changing nothing", async () => {
    const callers: [string, TestClient, string][] = [
      ["editor", shop.editor, OPERATOR_ERROR_CODES.FORBIDDEN],
      ["member", await shop.shopper("member"), OPERATOR_ERROR_CODES.UNAUTHENTICATED],
      ["visitor", await shop.shopper("visitor"), OPERATOR_ERROR_CODES.UNAUTHENTICATED],
    ];
    for (const [who, client, code] of callers) {
      expect([who, errorCode(await client.call(opsPromotions))]).toEqual([who, code]);
      expect([who, errorCode(await client.call(opsCoupons))]).toEqual([who, code]);
      const create = await client.call(opsPromotionCreate, {
        input: input({ code: `X-${who}`.toUpperCase() }),
      });
      expect([who, errorCode(create)]).toEqual([who, code]);
      const pause = await client.call(opsPromotionSetStatus, { code: CODE, status: "INACTIVE" });
      expect([who, errorCode(pause)]).toEqual([who, code]);
      const coupon = await client.call(opsCouponSetStatus, {
        code: DEMO_PROMO_CODES.valid,
        status: "INACTIVE",
      });
      expect([who, errorCode(coupon)]).toEqual([who, code]);
      expect(await countOf("promotions", `X-${who}`.toUpperCase())).toBe(0);
    }
    const list = (await ops.call(opsPromotions)).body.data!.opsPromotions;
    expect(list.find((p) => p.code === CODE)?.status).toBe("ACTIVE");
    const coupons = (await ops.call(opsCoupons)).body.data!.opsCoupons;
    expect(coupons.find((c) => c.code === DEMO_PROMO_CODES.valid)?.status).toBe("ACTIVE");
  });
});
