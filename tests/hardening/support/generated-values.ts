/**
 * The values the generated-operations part (tests/hardening/generated-operations.test.ts) puts in
 * arguments: valid-looking ones, by the argument's or input field's name, taken from the seeded
 * database (SKU, product, order, coupon, content codes) so that resolvers get past their lookups
 * and do real work; and hostile ones (empty, huge, negative, NaN-like, unicode, SQL and HTML
 * fragments, wrong JSON types, null), which must each end in a userError or a GraphQL error.
 */
import fc from "fast-check";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { OPS_CARRIERS } from "@/lib/domain/operations/constants";
import { DEMO_MEMBER, DEMO_OPERATORS, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { DEMO_CUSTOMER_COUPON_IDS, DEMO_PROMO_CODES } from "@/lib/seed/demo-promotions";
import { HONG_KONG_ADDRESS } from "../../integration/support/guest-order";
import { q } from "./shop";

export const CALLER_KINDS = ["none", "visitor", "member", "staff", "operator", "editor"] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

/** Codes and ids read from the database once its fixtures are in place. */
export interface ValuePools {
  skuCodes: string[];
  productCodes: string[];
  /** The orders each caller owns (operators: every order). */
  orderCodes: Record<CallerKind, string[]>;
  orderLineIds: string[];
  couponCodes: string[];
  customerCouponIds: string[];
  promotionCodes: string[];
  afterSalesCodes: string[];
  contentCodes: string[];
  categoryPaths: string[];
  brandCodes: string[];
  userCodes: string[];
  addressCodes: string[];
}

const codes = async (db: Db, query: ReturnType<typeof sql>) =>
  (await q<{ code: string }>(db, query)).map((row) => String(row.code));

/** `owners`: the customer ids behind the shopper callers, to find the orders each owns. */
export async function readPools(
  db: Db,
  owners: Partial<Record<CallerKind, string>>,
): Promise<ValuePools> {
  const ordersOf = (customerId: string | undefined) =>
    customerId
      ? codes(
          db,
          sql`select code from orders where customer_id = ${customerId}::uuid order by code`,
        )
      : Promise.resolve([]);
  const allOrders = await codes(db, sql`select code from orders order by code`);
  return {
    // Stocked, on-shelf SKUs first: most valid-looking orders should be placeable.
    skuCodes: await codes(
      db,
      sql`select s.code from skus s join products p on p.id = s.product_id
        left join inventories i on i.sku_id = s.id
        order by (p.sale_status = 'ON_SHELF' and s.is_enabled and coalesce(i.available, 0) > 5) desc, s.code
        limit 40`,
    ),
    productCodes: await codes(db, sql`select code from products order by code limit 30`),
    orderCodes: {
      none: [],
      visitor: await ordersOf(owners.visitor),
      member: await ordersOf(owners.member),
      staff: await ordersOf(owners.staff),
      operator: allOrders,
      editor: allOrders,
    },
    orderLineIds: (
      await q<{ id: string }>(db, sql`select id from order_lines order by id limit 20`)
    ).map((row) => row.id),
    couponCodes: await codes(db, sql`select distinct code from coupons order by code`),
    customerCouponIds: Object.values(DEMO_CUSTOMER_COUPON_IDS),
    promotionCodes: await codes(db, sql`select code from promotions order by code`),
    afterSalesCodes: await codes(db, sql`select code from after_sales_orders order by code`),
    contentCodes: await codes(db, sql`select distinct code from content_entries order by code`),
    categoryPaths: (
      await q<{ path: string }>(db, sql`select path from categories order by path`)
    ).map((row) => row.path),
    brandCodes: await codes(db, sql`select code from brands order by code`),
    userCodes: await codes(
      db,
      sql`select user_code as code from customers order by user_code limit 20`,
    ),
    addressCodes: await codes(db, sql`select code from delivery_addresses order by code`),
  };
}

const pick = <T>(values: readonly T[], fallback: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  values.length > 0 ? fc.constantFrom(...values) : fallback;

const word = fc.string({
  minLength: 1,
  maxLength: 12,
  unit: fc.constantFrom(..."abcdefghkmnpqrstuvwxyz"),
});
const text = fc.lorem({ maxCount: 6 });
const hex = (length: number) =>
  fc.string({ minLength: length, maxLength: length, unit: fc.constantFrom(..."0123456789abcdef") });
const mobile = fc.integer({ min: 51_000_000, max: 99_999_999 }).map(String);
const email = fc.oneof(
  fc.constantFrom(
    DEMO_MEMBER.email,
    DEMO_STAFF.email,
    "guest@example.com",
    DEMO_OPERATORS[1].email,
  ),
  fc.emailAddress(),
);
const password = fc.oneof(
  fc.constantFrom(DEMO_MEMBER.password, DEMO_STAFF.password, DEMO_OPERATORS[1].password),
  fc.string({ minLength: 8, maxLength: 20 }),
);
const iso = (now: Date) =>
  fc
    .integer({ min: -60, max: 60 })
    .map((days) => new Date(now.getTime() + days * 86_400_000).toISOString());

/** Strings for an argument named `name` of root field `root`, as a real client would send. */
export function validString(
  name: string,
  root: string,
  pools: ValuePools,
  caller: CallerKind,
): fc.Arbitrary<string> {
  const n = name.toLowerCase();
  const r = root.toLowerCase();
  const orders = pick(pools.orderCodes[caller], pick(pools.orderCodes.operator, word));
  const anyCode = pick(
    [
      ...pools.skuCodes.slice(0, 5),
      ...pools.productCodes.slice(0, 5),
      ...pools.contentCodes.slice(0, 5),
    ],
    word,
  );
  if (/skucode/.test(n)) return pick(pools.skuCodes, word);
  if (n === "productcodes" || (n === "codes" && /product|guess|shop/.test(r)))
    return pick(pools.productCodes, word);
  if (n === "codes" && /favorite/.test(r)) return pick(pools.skuCodes, word);
  if (/^(ordercode|orderno|orderid)$/.test(n)) return orders;
  if (n === "couponcode")
    return fc.oneof(pick(pools.couponCodes, word), pick(pools.customerCouponIds, word));
  if (n === "usercode") return pick(pools.userCodes, word);
  if (n === "carriercode") return fc.constantFrom(...OPS_CARRIERS.map((carrier) => carrier.code));
  if (n === "orderlineid") return pick(pools.orderLineIds, fc.uuid());
  if (/^(lineid|lineids|id|photos)$/.test(n)) return fc.uuid();
  if (n === "categorypath") return pick(pools.categoryPaths, word);
  if (n === "brandcodes") return pick(pools.brandCodes, word);
  if (/^(contentcode|contentcodes|modelcode|pagecodes)$/.test(n))
    return pick(pools.contentCodes, word);
  if (n === "code") {
    if (/^(order|opsorder)/.test(r) || /visitorToken/i.test(root)) return orders;
    if (/aftersales/.test(r)) return pick(pools.afterSalesCodes, word);
    if (/coupon/.test(r)) return pick(pools.couponCodes, word);
    if (/promotion/.test(r)) return pick(pools.promotionCodes, word);
    if (/deliveryaddress/.test(r)) return pick(pools.addressCodes, word);
    if (/content|docs|cms/.test(r)) return pick(pools.contentCodes, word);
    return anyCode;
  }
  if (/email|account/.test(n)) return email;
  if (/password/.test(n)) return password;
  if (/mobile|phone|telephone/.test(n)) return mobile;
  if (n === "country") return fc.constantFrom("HK", "MO", "CN", "TW", "AU", "SG");
  if (/countrycode/.test(n)) return fc.constantFrom("852", "853", "86", "+852");
  if (n === "distributiontype") return fc.constantFrom("EXPRESS", "PICKUP");
  if (n === "paytype") return fc.constantFrom("VISA", "MASTER", "ALIPAY_HK", "WECHAT_PAY");
  if (n === "terminal") return fc.constantFrom("PC", "WAP");
  if (n === "checkoutkind") return fc.constantFrom("GUEST", "MEMBER", "STAFF");
  if (n === "idempotencykey") return hex(16).map((key) => `key-${key}`);
  if (n === "keyword") return fc.constantFrom("jacket", "tent", "socks", "rain", "背囊", "boot");
  if (n === "saleprice") return fc.constantFrom("1-500", "500-3000", "3000-99999", "-");
  if (n === "birthday") return fc.constantFrom("1990-01-01", "2000-12-31", "01-15");
  if (n === "gender") return fc.constantFrom("M", "F", "U");
  if (n === "title") return fc.constantFrom("MR", "MS", "MRS", "Mr");
  if (/^(lang|locale)$/.test(n)) return fc.constantFrom("en", "zh", "en_US", "zh_HK");
  if (n === "path")
    return fc.constantFrom("/minisite", "/teaser", "/explore/hiking", "/article/intro");
  if (n === "menutype") return fc.constantFrom("MENU", "FOOTER");
  if (n === "staffcode") return fc.constantFrom("S20001", "S20002", "S10086");
  if (n === "surname") return fc.constantFrom("Chan", "Lee", "Wong");
  if (n === "ruleJson".toLowerCase())
    return fc.constantFrom(
      '{"threshold":{"kind":"AMOUNT","tiers":[{"value":50000,"reduce":5000}]}}',
      '{"unitPriceCents":9900}',
      "{}",
    );
  if (n === "body") return fc.constantFrom("{}", '{"blocks":[]}', '{"title":{"en":"A","zh":"甲"}}');
  if (/token|ticket|identifier|authcode|userid|verifycode|hash/.test(n)) return hex(32);
  if (n === "after") return fc.constantFrom("", "MA==", "eyJpZCI6MX0=");
  return fc.oneof(text, word);
}

export function validInt(name: string): fc.Arbitrary<number> {
  const n = name.toLowerCase();
  if (n === "quantity") return fc.integer({ min: 1, max: 3 });
  if (n === "provinceid") return fc.constant(HONG_KONG_ADDRESS.provinceId);
  if (n === "districtid") return fc.constant(HONG_KONG_ADDRESS.districtId);
  if (/^(page|version|months|birthmonth)$/.test(n)) return fc.integer({ min: 1, max: 12 });
  if (/^(first|pagesize|latest)$/.test(n)) return fc.integer({ min: 1, max: 30 });
  if (n === "delta") return fc.integer({ min: -3, max: 20 }).filter((delta) => delta !== 0);
  if (n === "godollar" || n === "cost") return fc.integer({ min: 0, max: 200 });
  if (/cents|benefitvalue|usagelimit|priority/.test(n)) return fc.integer({ min: 1, max: 5000 });
  return fc.integer({ min: 0, max: 100 });
}

export function validDateTime(now: Date): fc.Arbitrary<string> {
  return iso(now);
}

/** Strings that must be refused or ignored, never crash a resolver or reach SQL as text. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "\t\n",
    "-1",
    "0",
    "NaN",
    "Infinity",
    "-Infinity",
    "1e309",
    "0x7fffffff",
    "9".repeat(40),
    "null",
    "undefined",
    "true",
    "[]",
    "{}",
    '{"$ne":null}',
    "' OR '1'='1",
    "'; drop table orders; --",
    "1; select pg_sleep(1)",
    "%' and 1=1 and '%'='",
    "\\",
    "\u0000",
    "a\u0000b",
    "<script>alert(1)</script>",
    '"><img src=x onerror=alert(1)>',
    "../../../../etc/passwd",
    "%00%2e%2e%2f",
    "${7*7}{{7*7}}",
    "\u202egnp.exe",
    "ﬀ𝔘𝔫𝔦𝔠𝔬𝔡𝔢🧗‍♀️",
    "雨褸",
    "Z̴̡̧͚a̷̛l̶g̸o",
    "2026-13-45T99:99:99Z",
    "+275760-09-13T00:00:00.000Z",
  ),
  fc.string({ maxLength: 40, unit: "grapheme" }),
  fc.string({ maxLength: 40, unit: "binary" }),
  fc.integer({ min: 257, max: 20_000 }).map((length) => "x".repeat(length)),
);

export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -2_147_483_648,
    2_147_483_647,
    2_147_483_648,
    1e15,
    -1e15,
    1.5,
    -0.5,
    1e308,
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom("1", "NaN", "-1", "1e3"),
);

/** A value of the wrong JSON kind, or null, for any input position. */
export const wrongKind: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
  fc.boolean(),
  fc.constantFrom(0, -1, 3.14),
  fc.constantFrom("", "x"),
  fc.constant(
    JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{}}}') as unknown,
  ),
  fc.constant([null]),
);

/** The order a real checkout of this caller sends: stocked SKUs, the Hong Kong address. */
export function orderInput(pools: ValuePools, caller: CallerKind): fc.Arbitrary<unknown> {
  const skus = pools.skuCodes.slice(0, 12);
  const kind =
    caller === "member"
      ? fc.constant("MEMBER")
      : caller === "staff"
        ? fc.constantFrom("STAFF", "MEMBER")
        : fc.constant("GUEST");
  return fc
    .record({
      lines: fc.uniqueArray(
        fc.record({ skuCode: fc.constantFrom(...skus), quantity: fc.integer({ min: 1, max: 2 }) }),
        { minLength: 1, maxLength: 3, selector: (line) => line.skuCode },
      ),
      kind,
      key: fc.uuid(),
      // Half the checkouts take a code (fc.option: 1 in freq is nil): the one anyone may use,
      // or another of the seed's (used up, expired, a member's template).
      coupon: fc.option(
        fc.oneof(
          fc.constant(DEMO_PROMO_CODES.valid),
          fc.constantFrom(...pools.couponCodes.slice(0, 6)),
        ),
        { nil: undefined, freq: 2 },
      ),
      goDollar: fc.option(fc.integer({ min: 1, max: 50 }), { nil: undefined, freq: 2 }),
    })
    .map(({ lines, kind: checkoutKind, key, coupon, goDollar }) => ({
      idempotencyKey: `key-${key}`,
      terminal: "PC",
      checkoutKind,
      email: "guest@example.com",
      distributionType: "EXPRESS",
      deliveryAddress: HONG_KONG_ADDRESS,
      isSameAsAddress: true,
      orderLines: lines,
      payType: "VISA",
      ...(coupon ? { discountCodes: [{ couponCode: coupon }] } : {}),
      ...(goDollar && checkoutKind !== "GUEST" ? { goDollar } : {}),
    }));
}

/** Who sends an operation: mostly operators for the console's, shoppers for the rest. */
export function callerFor(name: string): fc.Arbitrary<CallerKind> {
  const weighted = (entries: [CallerKind, number][]) =>
    fc.oneof(...entries.map(([caller, weight]) => ({ weight, arbitrary: fc.constant(caller) })));
  return name.startsWith("ops")
    ? weighted([
        ["operator", 9],
        ["editor", 4],
        ["member", 2],
        ["visitor", 2],
        ["none", 3],
      ])
    : weighted([
        ["visitor", 7],
        ["member", 6],
        ["staff", 2],
        ["none", 3],
        ["operator", 2],
      ]);
}
