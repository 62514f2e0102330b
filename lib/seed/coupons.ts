/**
 * The coupons step of the demo seed (accounts §3 Coupon, Go-dollar; shopping §3 Additional
 * service): the promotion codes and member coupon templates, the demo accounts' own coupons and
 * go-dollar, and the checkout's additional services. Coupons are upserted by code; the demo
 * accounts' coupons and ledger entries have fixed ids and are inserted only when absent, so what
 * the demo did with them since is kept.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import {
  additionalServices,
  coupons,
  customerCoupons,
  customers,
  goDollarEntries,
} from "@/lib/db/schema";
import { couponFaults } from "@/lib/domain/loyalty/coupon-rules";
import { DEMO_MEMBER, DEMO_STAFF } from "./demo-accounts";
import {
  DEMO_CUSTOMER_COUPON_IDS,
  DEMO_MEMBER_COUPON_CODES,
  DEMO_PROMO_CODES,
} from "./demo-promotions";
import { addMonths, at } from "./seed-dates";

const BACKPACKS = "gear/backpacks";

function couponSeeds(now: Date): (typeof coupons.$inferInsert)[] {
  const window = { beginsAt: at(now, -30), endsAt: at(now, 365), status: "ACTIVE" as const };
  return [
    {
      code: DEMO_PROMO_CODES.valid,
      kind: "PROMOTION_CODE",
      nameEn: "HK$100 off",
      nameZh: "減HK$100",
      descriptionEn: "HK$100 off when you spend HK$600 or more.",
      descriptionZh: "購物滿HK$600即減HK$100。",
      benefitKind: "AMOUNT_OFF",
      benefitValue: 10_000,
      thresholdCents: 60_000,
      targetKind: "ALL",
      targetCodes: [],
      ...window,
      usageLimit: null,
      usedCount: 0,
    },
    {
      code: DEMO_PROMO_CODES.category,
      kind: "PROMOTION_CODE",
      nameEn: "15% off backpacks",
      nameZh: "背囊85折",
      descriptionEn: "15% off backpacks when they come to HK$1,000 or more.",
      descriptionZh: "選購背囊滿HK$1,000即享85折。",
      benefitKind: "PERCENT_OFF",
      benefitValue: 15,
      thresholdCents: 100_000,
      targetKind: "CATEGORIES",
      targetCodes: [BACKPACKS],
      ...window,
      usageLimit: null,
      usedCount: 0,
    },
    {
      code: DEMO_PROMO_CODES.expired,
      kind: "PROMOTION_CODE",
      nameEn: "HK$50 off (ended)",
      nameZh: "減HK$50（已完結）",
      descriptionEn: "HK$50 off any order. This code has ended.",
      descriptionZh: "任何訂單減HK$50。此優惠碼已完結。",
      benefitKind: "AMOUNT_OFF",
      benefitValue: 5_000,
      thresholdCents: 0,
      targetKind: "ALL",
      targetCodes: [],
      status: "ACTIVE",
      beginsAt: at(now, -40),
      endsAt: at(now, -10),
      usageLimit: null,
      usedCount: 0,
    },
    {
      code: DEMO_PROMO_CODES.usedUp,
      kind: "PROMOTION_CODE",
      nameEn: "HK$50 off, one use",
      nameZh: "減HK$50（限用一次）",
      descriptionEn: "HK$50 off any order; one use only, already taken.",
      descriptionZh: "任何訂單減HK$50；只限使用一次，已被使用。",
      benefitKind: "AMOUNT_OFF",
      benefitValue: 5_000,
      thresholdCents: 0,
      targetKind: "ALL",
      targetCodes: [],
      ...window,
      usageLimit: 1,
      usedCount: 1,
    },
    // Member coupon templates (accounts: "New-member coupon: 200 off or 10% off, needs net 1000
    // spend, valid one month, one use"): each member's copy carries its own one-month window.
    {
      code: DEMO_MEMBER_COUPON_CODES.amount,
      kind: "PROMOTION_COUPON",
      nameEn: "New member HK$200 off",
      nameZh: "新會員HK$200優惠券",
      descriptionEn: "HK$200 off a net spend of HK$1,000. One use, valid one month.",
      descriptionZh: "淨消費滿HK$1,000減HK$200。只限使用一次，有效期一個月。",
      benefitKind: "AMOUNT_OFF",
      benefitValue: 20_000,
      thresholdCents: 100_000,
      targetKind: "ALL",
      targetCodes: [],
      status: "ACTIVE",
      beginsAt: at(now, -30),
      endsAt: null,
      usageLimit: null,
      usedCount: 0,
    },
    {
      code: DEMO_MEMBER_COUPON_CODES.percent,
      kind: "PROMOTION_COUPON",
      nameEn: "New member 10% off",
      nameZh: "新會員9折優惠券",
      descriptionEn: "10% off a net spend of HK$1,000. One use, valid one month.",
      descriptionZh: "淨消費滿HK$1,000享9折。只限使用一次，有效期一個月。",
      benefitKind: "PERCENT_OFF",
      benefitValue: 10,
      thresholdCents: 100_000,
      targetKind: "ALL",
      targetCodes: [],
      status: "ACTIVE",
      beginsAt: at(now, -30),
      endsAt: null,
      usageLimit: null,
      usedCount: 0,
    },
  ];
}

/** The console's own rules (ADR 0048): a seed coupon at fault is a bug, not demo data. */
function checkedSeeds(now: Date): (typeof coupons.$inferInsert)[] {
  const seeds = couponSeeds(now);
  for (const seed of seeds) {
    const faults = couponFaults({
      ...seed,
      kind: seed.kind,
      benefitKind: seed.benefitKind,
      thresholdCents: seed.thresholdCents ?? 0,
      targetKind: seed.targetKind ?? "ALL",
      targetCodes: seed.targetCodes ?? [],
      beginsAt: seed.beginsAt ?? null,
      endsAt: seed.endsAt ?? null,
      usageLimit: seed.usageLimit ?? null,
    });
    if (faults.length > 0) {
      throw new Error(`seed coupon ${seed.code}: ${faults.map((f) => f.code).join(", ")}`);
    }
  }
  return seeds;
}

async function upsertCoupons(db: Db, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .insert(coupons)
    .values(checkedSeeds(now))
    .onConflictDoUpdate({
      target: coupons.code,
      set: {
        kind: sql`excluded.kind`,
        nameEn: sql`excluded.name_en`,
        nameZh: sql`excluded.name_zh`,
        descriptionEn: sql`excluded.description_en`,
        descriptionZh: sql`excluded.description_zh`,
        benefitKind: sql`excluded.benefit_kind`,
        benefitValue: sql`excluded.benefit_value`,
        thresholdCents: sql`excluded.threshold_cents`,
        targetKind: sql`excluded.target_kind`,
        targetCodes: sql`excluded.target_codes`,
        beginsAt: sql`excluded.begins_at`,
        endsAt: sql`excluded.ends_at`,
        usageLimit: sql`excluded.usage_limit`,
        usedCount: sql`excluded.used_count`,
        status: sql`excluded.status`,
      },
    })
    .returning({ id: coupons.id, code: coupons.code });
  return new Map(rows.map((row) => [row.code, row.id]));
}

async function memberIdByEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(sql`lower(${customers.email}) = lower(${email}) and ${customers.isVisitor} = false`)
    .limit(1);
  return row?.id ?? null;
}

/** The demo accounts' coupons and go-dollar: fixed ids, inserted only when absent. */
async function seedDemoWallets(db: Db, now: Date, couponIds: Map<string, number>): Promise<void> {
  const amount = couponIds.get(DEMO_MEMBER_COUPON_CODES.amount) as number;
  const percent = couponIds.get(DEMO_MEMBER_COUPON_CODES.percent) as number;
  const memberId = await memberIdByEmail(db, DEMO_MEMBER.email);
  const staffId = await memberIdByEmail(db, DEMO_STAFF.email);
  const ids = DEMO_CUSTOMER_COUPON_IDS;
  const rows: (typeof customerCoupons.$inferInsert)[] = [];
  if (memberId) {
    rows.push(
      {
        id: ids.memberUnused,
        couponId: amount,
        customerId: memberId,
        status: "UNUSED",
        freezeStatus: "NORMAL",
        beginsAt: now,
        endsAt: addMonths(now, 1),
        createdAt: now,
      },
      {
        id: ids.memberUsed,
        couponId: percent,
        customerId: memberId,
        status: "USED",
        freezeStatus: "NORMAL",
        beginsAt: at(now, -20),
        endsAt: addMonths(at(now, -20), 1),
        usedAt: at(now, -12),
        createdAt: at(now, -20),
      },
      {
        // A coupon held by an order awaiting payment: owned and unused, but not usable now.
        id: ids.memberFrozen,
        couponId: percent,
        customerId: memberId,
        status: "UNUSED",
        freezeStatus: "FREEZE",
        beginsAt: at(now, -5),
        endsAt: addMonths(at(now, -5), 1),
        createdAt: at(now, -5),
      },
      {
        id: ids.memberExpired,
        couponId: amount,
        customerId: memberId,
        status: "OVEREND",
        freezeStatus: "NORMAL",
        beginsAt: addMonths(now, -2),
        endsAt: addMonths(now, -1),
        createdAt: addMonths(now, -2),
      },
    );
  }
  if (staffId) {
    rows.push({
      id: ids.staffUnused,
      couponId: percent,
      customerId: staffId,
      status: "UNUSED",
      freezeStatus: "NORMAL",
      beginsAt: now,
      endsAt: addMonths(now, 1),
      createdAt: now,
    });
  }
  if (rows.length > 0) await db.insert(customerCoupons).values(rows).onConflictDoNothing();
  if (!memberId) return;
  // accounts: 1% rebate after dispatch, 10 go-dollar per referral. The unexpired entries sum to
  // DEMO_GO_DOLLAR_BALANCE_CENTS (12,450 + 1,000 + 1,000 + 1,200); the fifth expired ten days
  // ago and must not count. The orders named in the remarks are not in the database, so
  // order_code stays empty rather than point at nothing.
  const entry = (id: string, cents: number, remark: string, createdDay: number) => ({
    id,
    customerId: memberId,
    kind: remark.startsWith("Referral") ? "REFERRAL" : "REBATE",
    cents,
    remark,
    orderCode: null,
    createdAt: at(now, createdDay),
    // Go-dollar is kept for a year after it is credited.
    expiresAt: at(now, createdDay + 365),
  });
  await db
    .insert(goDollarEntries)
    .values([
      entry(
        "5eed0d00-0000-4000-8000-000000000001",
        12_450,
        "Rebate for order HK24051001 (1% of HK$12,450)",
        -200,
      ),
      entry("5eed0d00-0000-4000-8000-000000000002", 1_000, "Referral reward", -150),
      entry("5eed0d00-0000-4000-8000-000000000003", 1_000, "Referral reward", -60),
      entry(
        "5eed0d00-0000-4000-8000-000000000004",
        1_200,
        "Rebate for order HK24091702 (1% of HK$1,200)",
        -20,
      ),
      entry(
        "5eed0d00-0000-4000-8000-000000000005",
        4_800,
        "Rebate for order HK23061503 (1% of HK$4,800)",
        -375,
      ),
    ])
    .onConflictDoNothing();
}

export async function seedAdditionalServices(db: Db): Promise<void> {
  await db
    .insert(additionalServices)
    .values([
      // The promotion amount is what is taken off the service's price: wrapping costs HK$20,
      // a card is free.
      {
        type: "PACKAGE",
        nameEn: "Gift wrap",
        nameZh: "禮品包裝",
        amount: 3_000,
        promotionAmount: 1_000,
        enabled: true,
      },
      {
        type: "GREETING_CARD",
        nameEn: "Greeting card",
        nameZh: "心意卡",
        amount: 1_000,
        promotionAmount: 1_000,
        enabled: true,
      },
    ])
    .onConflictDoUpdate({
      target: additionalServices.type,
      set: {
        nameEn: sql`excluded.name_en`,
        nameZh: sql`excluded.name_zh`,
        amount: sql`excluded.amount`,
        promotionAmount: sql`excluded.promotion_amount`,
        enabled: sql`excluded.enabled`,
      },
    });
}

/** Upserts the coupons and hands the demo accounts theirs; returns how many coupons exist. */
export async function seedDemoCoupons(db: Db, now: Date): Promise<number> {
  const couponIds = await upsertCoupons(db, now);
  await seedDemoWallets(db, now, couponIds);
  return couponIds.size;
}
