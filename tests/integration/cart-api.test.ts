/**
 * The cart operations over HTTP on a freshly seeded database (shopping §7 Cart, §4 partition,
 * calculation and merge, §8 codes): every write, its refusals leaving the cart exactly as it was,
 * merge on login, the markup retry, coupons, go-dollar, gifts, nudges and shared carts.
 * Promotions and coupons are this file's own, so the expectations do not move with the demo seed.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { CART_MAX_PRODUCT_TYPES } from "@/lib/domain/cart/constants";
import { userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import {
  cart,
  cartAdd,
  cartDelete,
  cartItemCalculate,
  cartItemUpdate,
  cartSelectUpdate,
  cartShareInfo,
  cartUpdate,
  createCartShare,
  guesslikes,
  miniCart,
  type CartData,
} from "@/lib/graphql/operations/cart";
import { amountToCents } from "@/lib/i18n/money";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";

const now = new Date("2026-11-20T04:00:00Z");
let database: TestDatabase;

interface SkuRow {
  code: string;
  product_id: number;
  available: number;
  sale_price: number;
  spu: string;
}
let skus: SkuRow[];
let offShelfSku: string;
let soldOutSku: string;
let cheapSku: SkuRow;
let addOnSku: SkuRow;
let exchangeId: string;

const q = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 120, now });
  // This file's own promotions and coupons only.
  await q(sql`delete from promotions`);
  await q(sql`delete from customer_coupons`);
  await q(sql`delete from coupons`);
  await q(sql`delete from go_dollar_entries`);
  await q(sql`delete from sku_member_prices`);
  await q(sql`delete from sku_promotion_prices`);
  skus = await q<SkuRow>(
    sql`select s.code, s.product_id, i.available, sp.sale_price, p.code as spu from skus s
      join inventories i on i.sku_id = s.id join sku_prices sp on sp.sku_id = s.id
      join products p on p.id = s.product_id
      where i.available >= 20 and s.is_enabled and p.sale_status = 'ON_SHELF' and sp.sale_price > 0
      order by s.id`,
  );
  [{ code: offShelfSku }] = (await q<{ code: string }>(
    sql`select s.code from skus s join products p on p.id = s.product_id where p.sale_status = 'OFF_SHELF' order by s.id limit 1`,
  )) as [{ code: string }];
  [{ code: soldOutSku }] = (await q<{ code: string }>(
    sql`select s.code from skus s join inventories i on i.sku_id = s.id join products p on p.id = s.product_id
      where i.available = 0 and s.is_enabled and p.sale_status = 'ON_SHELF' order by s.id limit 1`,
  )) as [{ code: string }];
  const byPrice = [...skus].sort((a, b) => a.sale_price - b.sale_price);
  cheapSku = byPrice[0]!;
  addOnSku = byPrice[1]!;
  const [exchange] = await q<{ id: number }>(
    sql`insert into promotions (code, type, name_en, name_zh, rule_desc_en, rule_desc_zh, status, priority, target_kind, rule)
      values ('T-EXCHANGE', 'EXCHANGE', 'Add-on deals', '加購優惠', 'Spend HK$5,000 to add on', '滿HK$5,000可加購', 'ACTIVE', 50, 'ALL',
        '{"type":"EXCHANGE","threshold":{"kind":"AMOUNT","cents":500000}}'::jsonb) returning id`,
  );
  exchangeId = String(exchange!.id);
  await q(
    sql`insert into promotion_exchange_products (promotion_id, sku_id, add_cart_price)
      select ${exchange!.id}, s.id, 1000 from skus s where s.code = ${addOnSku.code}`,
  );
  await q(
    sql`insert into coupons (code, kind, name_en, name_zh, description_en, description_zh, benefit_kind, benefit_value, threshold_cents, ends_at)
      values ('TEST100', 'PROMOTION_CODE', 'HK$100 off', '減HK$100', 'Over HK$600', '滿HK$600', 'AMOUNT_OFF', 10000, 60000, null),
             ('OLD50', 'PROMOTION_CODE', 'HK$50 off', '減HK$50', '', '', 'AMOUNT_OFF', 5000, 0, '2026-11-01T00:00:00Z'),
             ('MEMBER200', 'PROMOTION_COUPON', 'HK$200 off', '減HK$200', '', '', 'AMOUNT_OFF', 20000, 0, null)`,
  );
});
afterAll(() => database.dispose());

function client(lang: "en_US" | "zh_HK" = "en_US") {
  return new TestClient(createTestServer(database.db, { now: () => now }), { headers: { lang } });
}

async function visitor(lang: "en_US" | "zh_HK" = "en_US") {
  const api = client(lang);
  await api.call(visitorLogin);
  return api;
}

async function currentCart(api: TestClient, couponCodes?: string[]): Promise<CartData> {
  const response = await api.call(cart, { couponCodes });
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.cart;
}

/** What a refused call must not change: the stored lines. */
const snapshot = (c: CartData) =>
  [...c.ableCartItems, ...c.disableCartItems]
    .filter((line) => line.lineType !== "GIFT")
    .map((line) => `${line.lineId}:${line.sku.code}:${line.quantity}:${line.selected}`)
    .sort();

describe("reading a cart", () => {
  it("gives a caller without any token an empty cart, not a 401, while a bad token still fails", async () => {
    const anonymous = client();
    const empty = await anonymous.call(cart, {});
    expect(empty.body.errors).toBeUndefined();
    expect(empty.body.data!.cart).toMatchObject({ ableCartItems: [], totalQuantity: 0 });
    expect(empty.body.data!.cart.calculation.amount.amount).toBe("0.00");
    const forged = await anonymous.call(cart, {}, { headers: { token: "not-a-real-token" } });
    expect(forged.body.errors?.[0]?.extensions?.code).toBe("401");
    const add = await anonymous.call(cartAdd, { input: [{ skuCode: skus[0]!.code, quantity: 1 }] });
    expect(add.body.errors?.[0]?.extensions?.code).toBe("401");
  });
});

describe("cartAdd", () => {
  it("adds a SKU, answers with the recalculated cart and counts units for the badge", async () => {
    const api = await visitor();
    const sku = skus[0]!;
    const response = await api.call(cartAdd, { input: [{ skuCode: sku.code, quantity: 2 }] });
    const payload = response.body.data!.cartAdd;
    expect(payload.userErrors).toEqual([]);
    expect(payload.cart!.totalQuantity).toBe(2);
    const [line] = payload.cart!.ableCartItems;
    expect(line).toMatchObject({
      quantity: 2,
      selected: true,
      disabled: false,
      lineType: "SALABLE_PRODUCT",
    });
    expect(line!.sku.product?.code).toBe(sku.spu);
    expect(amountToCents(payload.cart!.calculation.productAmount.amount)).toBe(sku.sale_price * 2);
  });

  it("loses no unit when two tabs add the same SKU at once", async () => {
    const api = await visitor();
    const sku = skus[1]!;
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        api.call(cartAdd, { input: [{ skuCode: sku.code, quantity: 1 }] }),
      ),
    );
    for (const result of results) expect(result.body.data!.cartAdd.userErrors).toEqual([]);
    const after = await currentCart(api);
    expect(after.ableCartItems.find((line) => line.sku.code === sku.code)?.quantity).toBe(6);
  });

  it.each([
    [0, "UEC11002"],
    [-1, "UEC11002"],
    [2.5, "UEC11002"],
    ["two", "UEC11002"],
    [100, "UEC11012"],
  ])("refuses quantity %s with %s and keeps the cart as it was", async (quantity, code) => {
    const api = await visitor();
    await api.call(cartAdd, { input: [{ skuCode: skus[2]!.code, quantity: 1 }] });
    const before = snapshot(await currentCart(api));
    const response = await api.call(cartAdd, {
      input: [{ skuCode: skus[2]!.code, quantity: quantity as number }],
    });
    expect(response.body.data!.cartAdd.userErrors[0]?.code).toBe(code);
    expect(response.body.data!.cartAdd.userErrors[0]?.message).not.toBe("");
    expect(snapshot(response.body.data!.cartAdd.cart!)).toEqual(before);
  });

  it("refuses unknown, off-shelf, sold-out and gift lines with their codes, all or nothing", async () => {
    const api = await visitor("zh_HK");
    const cases: [Parameters<typeof api.call<unknown, { input: unknown[] }>>[1], string][] = [
      [{ input: [{ skuCode: "NO-SUCH-SKU", quantity: 1 }] }, "UEC11001"],
      [{ input: [{ skuCode: offShelfSku, quantity: 1 }] }, "UEC11004"],
      [{ input: [{ skuCode: soldOutSku, quantity: 1 }] }, "UEC11003"],
      [{ input: [{ skuCode: skus[3]!.code, quantity: 1, lineType: "GIFT" }] }, "UEC11007"],
      // The first item is fine, the second is not: neither is kept.
      [
        {
          input: [
            { skuCode: skus[3]!.code, quantity: 1 },
            { skuCode: soldOutSku, quantity: 1 },
          ],
        },
        "UEC11003",
      ],
    ];
    for (const [variables, code] of cases) {
      const response = await api.call(cartAdd, variables as never);
      const payload = response.body.data!.cartAdd;
      expect(payload.userErrors[0]?.code).toBe(code);
      expect(payload.userErrors[0]?.message).toMatch(/[\u4e00-\u9fff]/);
      expect(payload.cart!.totalQuantity).toBe(0);
    }
  });

  it("refuses more than the stock and more than 99 a line", async () => {
    const api = await visitor();
    const sku = skus.find((row) => row.available < 99)!;
    const response = await api.call(cartAdd, {
      input: [{ skuCode: sku.code, quantity: sku.available + 1 }],
    });
    expect(response.body.data!.cartAdd.userErrors[0]?.code).toBe("UEC11003");
  });

  it(`refuses a product type beyond ${CART_MAX_PRODUCT_TYPES} with UEC11005`, async () => {
    const api = await visitor();
    const many = skus.slice(0, CART_MAX_PRODUCT_TYPES);
    expect(many).toHaveLength(CART_MAX_PRODUCT_TYPES);
    const filled = await api.call(cartAdd, {
      input: many.map((sku) => ({ skuCode: sku.code, quantity: 1 })),
    });
    expect(filled.body.data!.cartAdd.userErrors).toEqual([]);
    const extra = skus[CART_MAX_PRODUCT_TYPES]!;
    const response = await api.call(cartAdd, { input: [{ skuCode: extra.code, quantity: 1 }] });
    expect(response.body.data!.cartAdd.userErrors[0]?.code).toBe("UEC11005");
    expect(response.body.data!.cartAdd.cart!.totalQuantity).toBe(CART_MAX_PRODUCT_TYPES);
  });
});

describe("changing lines", () => {
  let api: TestClient;
  beforeEach(async () => {
    api = await visitor();
    await api.call(cartAdd, {
      input: [
        { skuCode: skus[4]!.code, quantity: 1 },
        { skuCode: skus[5]!.code, quantity: 2 },
      ],
    });
  });

  it("cartUpdate sets a quantity, and refuses one above stock leaving the line as it was", async () => {
    const updated = await api.call(cartUpdate, { input: { skuCode: skus[4]!.code, quantity: 3 } });
    expect(updated.body.data!.cartUpdate.userErrors).toEqual([]);
    const line = updated.body.data!.cartUpdate.cart!.ableCartItems.find(
      (l) => l.sku.code === skus[4]!.code,
    );
    expect(line?.quantity).toBe(3);
    const refused = await api.call(cartUpdate, {
      input: { skuCode: skus[4]!.code, quantity: skus[4]!.available + 1 },
    });
    expect(refused.body.data!.cartUpdate.userErrors[0]?.code).toBe(
      skus[4]!.available + 1 > 99 ? "UEC11012" : "UEC11003",
    );
    const again = await currentCart(api);
    expect(again.ableCartItems.find((l) => l.sku.code === skus[4]!.code)?.quantity).toBe(3);
  });

  it("cartItemUpdate swaps the variant: the new SKU is added and the old one deleted", async () => {
    const response = await api.call(cartItemUpdate, {
      input: { oldSkuCode: skus[4]!.code, newSkuCode: skus[6]!.code, quantity: 2 },
    });
    expect(response.body.data!.cartItemUpdate.userErrors).toEqual([]);
    const codes = response.body.data!.cartItemUpdate.cart!.ableCartItems.map(
      (l) => `${l.sku.code}x${l.quantity}`,
    );
    expect(codes).toContain(`${skus[6]!.code}x2`);
    expect(codes.some((code) => code.startsWith(`${skus[4]!.code}x`))).toBe(false);
  });

  it("cartSelectUpdate unticks and ticks lines, and only ticked lines are priced", async () => {
    const off = await api.call(cartSelectUpdate, { selected: false, skuCodes: [skus[5]!.code] });
    const offCart = off.body.data!.cartSkuStatusUpdate.cart!;
    expect(offCart.calculation.itemCount).toBe(1);
    expect(offCart.ableCartItems.find((l) => l.sku.code === skus[5]!.code)?.selected).toBe(false);
    const on = await api.call(cartSelectUpdate, { selected: true, skuCodes: [skus[5]!.code] });
    expect(on.body.data!.cartSkuStatusUpdate.cart!.calculation.itemCount).toBe(3);
    const unknown = await api.call(cartSelectUpdate, { selected: false, skuCodes: ["NOPE"] });
    expect(unknown.body.data!.cartSkuStatusUpdate.userErrors[0]?.code).toBe("UEC11006");
  });

  it("cartDelete refuses a forged line id and deletes nothing, then deletes real lines", async () => {
    const before = await currentCart(api);
    for (const lineIds of [
      ["00000000-0000-4000-8000-000000000000"],
      ["not-a-uuid"],
      [before.ableCartItems[0]!.lineId, "x"],
    ]) {
      const refused = await api.call(cartDelete, { lineIds });
      expect(refused.body.data!.cartDelete.userErrors[0]?.code).toBe("UEC11006");
      expect(snapshot(refused.body.data!.cartDelete.cart!)).toEqual(snapshot(before));
    }
    const other = await visitor();
    const stolen = await other.call(cartDelete, { lineIds: [before.ableCartItems[0]!.lineId] });
    expect(stolen.body.data!.cartDelete.userErrors[0]?.code).toBe("UEC11006");
    const first = before.ableCartItems.find((line) => line.sku.code === skus[4]!.code)!;
    const deleted = await api.call(cartDelete, { lineIds: [first.lineId] });
    expect(deleted.body.data!.cartDelete.userErrors).toEqual([]);
    expect(deleted.body.data!.cartDelete.cart!.ableCartItems).toHaveLength(1);
    const bySku = await api.call(cartDelete, { skuCodes: [skus[5]!.code] });
    expect(bySku.body.data!.cartDelete.cart!.totalQuantity).toBe(0);
  });

  it("miniCart lists the purchasable lines with the item count and total", async () => {
    const response = await api.call(miniCart);
    const mini = response.body.data!.miniCart;
    expect(mini.ableCartItems).toHaveLength(2);
    expect(mini.calculation.itemCount).toBe(3);
    expect(amountToCents(mini.calculation.amount.amount)).toBeGreaterThan(0);
  });
});

describe("merge after login", () => {
  it("moves the visitor's lines into the member's cart and adds quantities up", async () => {
    const member = client();
    await member.call(visitorLogin);
    await member.call(userLogin, {
      input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    await member.call(cartAdd, { input: [{ skuCode: skus[7]!.code, quantity: 1 }] });

    const api = await visitor();
    await api.call(cartAdd, {
      input: [
        { skuCode: skus[7]!.code, quantity: 2 },
        { skuCode: skus[8]!.code, quantity: 1 },
      ],
    });
    const login = await api.call(userLogin, {
      input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    expect(login.body.data!.userLogin.userErrors).toEqual([]);
    const merged = await currentCart(api);
    const quantities = Object.fromEntries(
      merged.ableCartItems.map((l) => [l.sku.code, l.quantity]),
    );
    expect(quantities[skus[7]!.code]).toBe(3);
    expect(quantities[skus[8]!.code]).toBe(1);
    await api.call(cartDelete, { skuCodes: [skus[7]!.code, skus[8]!.code] });
  });
});

describe("add-on (markup) items", () => {
  it("refuses an add-on below its threshold, keeps it once reached, and disables it when the bag drops", async () => {
    const api = await visitor();
    const refused = await api.call(cartAdd, {
      input: [
        {
          skuCode: addOnSku.code,
          quantity: 1,
          lineType: "ATTACHED_PRODUCT",
          activityId: exchangeId,
        },
      ],
    });
    expect(refused.body.data!.cartAdd.userErrors[0]?.code).toBe("PECERR003");
    expect(refused.body.data!.cartAdd.cart!.totalQuantity).toBe(0);

    const big = [...skus].sort((a, b) => b.sale_price - a.sale_price)[0]!;
    const enough = Math.min(99, Math.ceil(500000 / big.sale_price) + 1, big.available);
    await api.call(cartAdd, { input: [{ skuCode: big.code, quantity: enough }] });
    const added = await api.call(cartAdd, {
      input: [
        {
          skuCode: addOnSku.code,
          quantity: 1,
          lineType: "ATTACHED_PRODUCT",
          activityId: exchangeId,
        },
      ],
    });
    expect(added.body.data!.cartAdd.userErrors).toEqual([]);
    const addOn = added.body.data!.cartAdd.cart!.ableCartItems.find(
      (l) => l.lineType === "ATTACHED_PRODUCT",
    );
    expect(addOn?.addCartPrice?.amount).toBe("10.00");
    const exchange = added.body.data!.cartAdd.cart!.activities.find((a) => a.id === exchangeId);
    expect(exchange?.reached).toBe(true);

    await api.call(cartUpdate, { input: { skuCode: big.code, quantity: 1 } });
    const dropped = await currentCart(api);
    expect(dropped.markupNotAllow).toBe(true);
    const disabled = dropped.disableCartItems.find((l) => l.lineType === "ATTACHED_PRODUCT");
    expect(disabled?.disabledReason).toBe("PECERR004");
    expect(dropped.calculation.items.some((item) => item.lineType === "ATTACHED_PRODUCT")).toBe(
      false,
    );
  });

  it("cartItemCalculate retries without markup lines and says so", async () => {
    const api = await visitor();
    const response = await api.call(cartItemCalculate, {
      input: {
        cartItems: [
          { skuCode: cheapSku.code, quantity: 1 },
          {
            skuCode: addOnSku.code,
            quantity: 1,
            lineType: "ATTACHED_PRODUCT",
            activityId: exchangeId,
          },
        ],
      },
    });
    const calc = response.body.data!.cartItemCalculate;
    expect(calc.markupNotAllow).toBe(true);
    expect(calc.userErrors.map((e) => e.code)).toContain("PECERR003");
    expect(amountToCents(calc.productAmount.amount)).toBe(cheapSku.sale_price);
  });
});

describe("codes, coupons and go-dollar", () => {
  it("applies a valid promo code and explains invalid, expired and unmet ones", async () => {
    const api = await visitor();
    const sku = skus.find((row) => row.sale_price >= 60000 && row.available >= 1)!;
    await api.call(cartAdd, { input: [{ skuCode: sku.code, quantity: 1 }] });
    const plain = await currentCart(api);
    const withCode = await currentCart(api, ["test100"]);
    expect(amountToCents(withCode.calculation.coupon.amount)).toBe(10000);
    expect(withCode.calculation.discountCodes[0]?.couponCode).toBe("TEST100");
    expect(
      amountToCents(plain.calculation.amount.amount) -
        amountToCents(withCode.calculation.amount.amount),
    ).toBeGreaterThanOrEqual(10000 - 4000); // freight may change with the lower total
    const invalid = await currentCart(api, ["NOPE"]);
    expect(invalid.calculation.userErrors[0]).toMatchObject({ code: "UECCE0044" });
    expect(invalid.calculation.amount).toEqual(plain.calculation.amount);
    const expired = await currentCart(api, ["OLD50"]);
    expect(expired.calculation.userErrors[0]?.code).toBe("UECCE0049");

    const small = await visitor();
    await small.call(cartAdd, { input: [{ skuCode: cheapSku.code, quantity: 1 }] });
    const unmet = await currentCart(small, ["TEST100"]);
    expect(unmet.calculation.userErrors[0]?.code).toBe("UECCE0048");
  });

  it("names the fault of the code typed, whatever other code is already applied", async () => {
    const api = await visitor();
    const sku = skus.find((row) => row.sale_price >= 60000 && row.available >= 1)!;
    await api.call(cartAdd, { input: [{ skuCode: sku.code, quantity: 1 }] });
    const alone = await currentCart(api, ["OLD50"]);
    const besideValid = await currentCart(api, ["TEST100", "OLD50"]);
    const errorFor = (c: CartData, code: string) =>
      c.calculation.userErrors.find((error) => error.field === code);
    expect(errorFor(alone, "OLD50")?.code).toBe("UECCE0049");
    expect(errorFor(besideValid, "OLD50")).toEqual(errorFor(alone, "OLD50"));
    expect(besideValid.calculation.discountCodes.map((d) => d.couponCode)).toEqual(["TEST100"]);
  });

  it("lets a member use their own coupon, never another member's, and go-dollar within the balance", async () => {
    const member = client();
    await member.call(visitorLogin);
    const login = await member.call(userLogin, {
      input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    const memberId = (
      await q<{ id: string }>(
        sql`select id from customers where lower(email) = ${DEMO_MEMBER.email}`,
      )
    )[0]!.id;
    expect(login.body.data!.userLogin.userErrors).toEqual([]);
    const [own] = await q<{ id: string }>(
      sql`insert into customer_coupons (coupon_id, customer_id) select id, ${memberId}::uuid from coupons where code = 'MEMBER200' returning id`,
    );
    await q(
      sql`insert into go_dollar_entries (customer_id, cents, remark) values (${memberId}::uuid, 5050, 'test')`,
    );
    const sku = skus.find((row) => row.sale_price >= 30000)!;
    const items = [{ skuCode: sku.code, quantity: 1 }];
    const calc = await member.call(cartItemCalculate, {
      input: {
        cartItems: items,
        discountCodes: [{ couponCode: own!.id, couponType: "PROMOTION_COUPON" }],
      },
    });
    expect(amountToCents(calc.body.data!.cartItemCalculate.voucherDiscount.amount)).toBe(20000);

    const stranger = await visitor();
    const stolen = await stranger.call(cartItemCalculate, {
      input: {
        cartItems: items,
        discountCodes: [{ couponCode: own!.id, couponType: "PROMOTION_COUPON" }],
      },
    });
    expect(stolen.body.data!.cartItemCalculate.userErrors[0]?.code).toBe("UEC10172");
    expect(stolen.body.data!.cartItemCalculate.voucherDiscount.amount).toBe("0.00");
    expect(stolen.body.data!.cartItemCalculate.goDollar).toBeNull();

    // Beside the amount field: the balance and the most this order can take, before any use.
    const offered = await member.call(cartItemCalculate, { input: { cartItems: items } });
    expect(offered.body.data!.cartItemCalculate.goDollar).toEqual({
      balance: { amount: "50.50", currencyCode: "HKD" },
      maxUsable: 50,
    });

    const tooMuch = await member.call(cartItemCalculate, {
      input: { cartItems: items, prePayDeductions: [{ cost: 51 }] },
    });
    expect(tooMuch.body.data!.cartItemCalculate.userErrors[0]?.code).toBe("UECCE0054");
    const used = await member.call(cartItemCalculate, {
      input: { cartItems: items, prePayDeductions: [{ cost: 50 }] },
    });
    expect(used.body.data!.cartItemCalculate.deductionAmount.amount).toBe("50.00");
    expect(used.body.data!.cartItemCalculate.deductions[0]).toMatchObject({
      code: "GO_DOLLAR",
      cost: 50,
    });
  });
});

describe("activities", () => {
  it("gives a gift line and nudges towards an unreached threshold, in the shopper's language", async () => {
    const gift = skus[10]!;
    const [present] = await q<{ id: number }>(
      sql`insert into promotions (code, type, name_en, name_zh, rule_desc_en, rule_desc_zh, status, priority, target_kind, rule)
        values ('T-PRESENT', 'PRESENT', 'Free gift', '贈品', 'Any purchase', '任何購物', 'ACTIVE', 10, 'ALL',
          '{"type":"PRESENT","threshold":{"kind":"AMOUNT","cents":1}}'::jsonb),
          ('T-DISCOUNT', 'SATISFY_DISCOUNT', '10% off over HK$99,999', '滿HK$99,999九折', '', '', 'ACTIVE', 20, 'ALL',
          '{"type":"SATISFY_DISCOUNT","tiers":[{"threshold":{"kind":"AMOUNT","cents":9999900},"percentOff":10}]}'::jsonb)
        returning id`,
    );
    await q(
      sql`insert into promotion_gifts (promotion_id, sku_id, number) select ${present!.id}, id, 1 from skus where code = ${gift.code}`,
    );
    try {
      for (const lang of ["en_US", "zh_HK"] as const) {
        const api = await visitor(lang);
        const response = await api.call(cartAdd, {
          input: [{ skuCode: cheapSku.code, quantity: 1 }],
        });
        const shown = response.body.data!.cartAdd.cart!;
        const giftLine = shown.ableCartItems.find((line) => line.lineType === "GIFT");
        expect(giftLine?.sku.code).toBe(gift.code);
        expect(giftLine?.promoPrice.amount).toBe("0.00");
        const discount = shown.activities.find((a) => a.code === "T-DISCOUNT");
        expect(discount?.reached).toBe(false);
        expect(discount?.nudge).toMatch(
          lang === "en_US" ? /HK\$[\d,]+ more for/ : /再買HK\$[\d,]+/,
        );
      }
    } finally {
      await q(sql`delete from promotions where code in ('T-PRESENT', 'T-DISCOUNT')`);
    }
  });
});

describe("nudges", () => {
  it("asks for whole dollars, rounded up so that adding them reaches free delivery", async () => {
    for (const [lang, pattern] of [
      ["en_US", /^HK\$([\d,]+) more for free delivery$/],
      ["zh_HK", /^再買HK\$([\d,]+)即享免運費$/],
    ] as const) {
      const api = await visitor(lang);
      await api.call(cartAdd, { input: [{ skuCode: cheapSku.code, quantity: 1 }] });
      const shown = await currentCart(api);
      const net =
        amountToCents(shown.calculation.amount.amount) -
        amountToCents(shown.calculation.postage.amount);
      const asked = pattern.exec(shown.calculation.freeFreightNudge ?? "")?.[1];
      expect(asked, shown.calculation.freeFreightNudge ?? "no nudge").toBeDefined();
      const askedCents = Number(asked!.replace(/,/g, "")) * 100;
      // "over HK$1000": the amount asked reaches it, and a dollar less would not.
      expect(net + askedCents).toBeGreaterThan(100_000);
      expect(net + askedCents - 100).toBeLessThanOrEqual(100_000);
    }
  });
});

describe("shared carts and guess-you-like", () => {
  it("shares the selected lines under a code anyone can open, and refuses unknown codes", async () => {
    const api = await visitor();
    await api.call(cartAdd, { input: [{ skuCode: skus[11]!.code, quantity: 2 }] });
    const created = await api.call(createCartShare, { input: {} });
    const code = created.body.data!.createCartShare.code!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const other = client();
    const info = await other.call(cartShareInfo, { code });
    expect(info.body.data!.cartShareInfo?.content).toEqual([
      expect.objectContaining({ skuCode: skus[11]!.code, quantity: 2, available: true }),
    ]);
    const unknown = await other.call(cartShareInfo, { code: "does-not-exist-0000" });
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe("UEC11008");
    expect(unknown.body.errors?.[0]?.message).toBe(
      "This shared bag does not exist or has expired.",
    );
    const empty = await (await visitor()).call(createCartShare, { input: {} });
    expect(empty.body.data!.createCartShare.userErrors[0]?.code).toBe("UEC11006");
  });

  it("suggests other in-stock products from the same categories", async () => {
    const api = await visitor();
    const response = await api.call(guesslikes, { skuCodes: [skus[0]!.code] });
    const products = response.body.data!.guesslikes;
    expect(products.length).toBeGreaterThan(0);
    expect(products.map((p) => p.code)).not.toContain(skus[0]!.spu);
    for (const product of products) expect(product.inventory).toBeGreaterThan(0);
  });
});
