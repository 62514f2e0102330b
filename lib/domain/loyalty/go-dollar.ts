/**
 * The go-dollar ledger (accounts §3 Go-dollar; §9 "1 = 1 HKD; 1% rebate after dispatch; 10 per
 * referral, up to 50 referrals"). Entries are only appended (REBATE, REFERRAL, REDEEM, REVERSAL,
 * EXPIRY); the balance is derived from them, in cents. Writers that spend or earn take the
 * customer's row lock first (orderCreate does; creditReferral does for the referrer), so two
 * concurrent checkouts cannot both spend the same balance.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import {
  GO_DOLLAR_CENTS,
  GO_DOLLAR_DETAILS_DEFAULT,
  GO_DOLLAR_DETAILS_MAX,
  GO_DOLLAR_VALIDITY_DAYS,
  MAX_REWARDED_REFERRALS,
  REFERRAL_REWARD_GO_DOLLAR,
  type GoDollarEntryKind,
} from "./constants";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function goDollarBalanceCents(
  db: Pick<Db, "execute">,
  customerId: string,
  now: Date,
): Promise<number> {
  const [row] = await queryRows<{ cents: number | string | null }>(
    db,
    sql`select coalesce(sum(cents), 0) as cents from go_dollar_entries
      where customer_id = ${customerId}::uuid
        and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz)`,
  );
  return Math.max(0, Number(row?.cents ?? 0));
}

export type GoDollarLot = { expiresAt: Date; cents: number };

/**
 * Balance per expiry date: spending (negative entries) uses the lots that expire first, so what
 * is left is shown against the dates it will lapse on. Never negative.
 */
export function breakdownByExpiry(lots: GoDollarLot[], spentCents: number): GoDollarLot[] {
  let toConsume = Math.max(0, spentCents);
  const sorted = [...lots].sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
  const left: GoDollarLot[] = [];
  for (const lot of sorted) {
    const used = Math.min(lot.cents, toConsume);
    toConsume -= used;
    const cents = lot.cents - used;
    if (cents <= 0) continue;
    const day = lot.expiresAt.toISOString().slice(0, 10);
    const last = left[left.length - 1];
    if (last && last.expiresAt.toISOString().slice(0, 10) === day) last.cents += cents;
    else left.push({ expiresAt: new Date(`${day}T00:00:00Z`), cents });
  }
  return left;
}

export type GoDollarDetail = {
  trxDate: Date;
  kind: GoDollarEntryKind;
  remark: string;
  /** In go-dollar (1 = 1 HKD), two decimals, signed. */
  point: number;
  orderCode: string | null;
};

export type GoDollarView = {
  balance: number;
  breakdowns: { expiryDate: string; point: number }[];
  details: GoDollarDetail[];
};

const toPoint = (cents: number) => cents / GO_DOLLAR_CENTS;

/** queryGoDollar: the caller's balance, its breakdown by expiry date and the latest entries. */
export async function queryGoDollar(
  db: Pick<Db, "execute">,
  customerId: string,
  now: Date,
  latest: number | null,
): Promise<GoDollarView> {
  const limit = Math.max(1, Math.min(latest ?? GO_DOLLAR_DETAILS_DEFAULT, GO_DOLLAR_DETAILS_MAX));
  const at = now.toISOString();
  const [balanceCents, lots, spent, details] = await Promise.all([
    goDollarBalanceCents(db, customerId, now),
    queryRows<{ expires_at: string | Date; cents: number | string }>(
      db,
      sql`select expires_at, cents from go_dollar_entries
        where customer_id = ${customerId}::uuid and cents > 0 and expires_at > ${at}::timestamptz`,
    ),
    queryRows<{ cents: number | string | null }>(
      db,
      sql`select coalesce(-sum(cents), 0) as cents from go_dollar_entries
        where customer_id = ${customerId}::uuid and cents < 0
          and (expires_at is null or expires_at > ${at}::timestamptz)`,
    ),
    queryRows<{
      created_at: string | Date;
      kind: GoDollarEntryKind;
      remark: string;
      cents: number | string;
      order_code: string | null;
    }>(
      db,
      sql`select created_at, kind, remark, cents, order_code from go_dollar_entries
        where customer_id = ${customerId}::uuid
        order by created_at desc, id desc limit ${limit}`,
    ),
  ]);
  // Reversals and unexpiring credits (expires_at null) add back to what can be spent.
  const [credit] = await queryRows<{ cents: number | string | null }>(
    db,
    sql`select coalesce(sum(cents), 0) as cents from go_dollar_entries
      where customer_id = ${customerId}::uuid and cents > 0 and expires_at is null`,
  );
  const spentCents = Number(spent[0]?.cents ?? 0) - Number(credit?.cents ?? 0);
  const breakdowns = breakdownByExpiry(
    lots.map((l) => ({ expiresAt: new Date(l.expires_at), cents: Number(l.cents) })),
    spentCents,
  );
  return {
    balance: toPoint(balanceCents),
    breakdowns: breakdowns.map((b) => ({
      expiryDate: b.expiresAt.toISOString().slice(0, 10),
      point: toPoint(b.cents),
    })),
    details: details.map((d) => ({
      trxDate: new Date(d.created_at),
      kind: d.kind,
      remark: d.remark,
      point: toPoint(Number(d.cents)),
      orderCode: d.order_code,
    })),
  };
}

/**
 * Credits the referrer 10 go-dollar for a new member who signed up with their referral code, at
 * most for 50 referrals. Called by sign-up inside its transaction; the referrer's row lock makes
 * the 50 cap hold under concurrent sign-ups, and the unique referred_customer_id makes a retry
 * credit nothing twice. Returns whether an entry was written.
 */
export async function creditReferral(
  tx: Tx | Pick<Db, "execute">,
  input: { referrerUserCode: string; newCustomerId: string; now?: Date },
): Promise<boolean> {
  const now = input.now ?? new Date();
  const [referrer] = await queryRows<{ id: string }>(
    tx,
    sql`select id from customers where user_code = ${input.referrerUserCode}
      and is_visitor = false and id <> ${input.newCustomerId}::uuid for update`,
  );
  if (!referrer) return false;
  const [count] = await queryRows<{ n: number | string }>(
    tx,
    sql`select count(*) as n from go_dollar_entries
      where customer_id = ${referrer.id}::uuid and kind = 'REFERRAL'`,
  );
  if (Number(count?.n ?? 0) >= MAX_REWARDED_REFERRALS) return false;
  const expiresAt = new Date(now.getTime() + GO_DOLLAR_VALIDITY_DAYS * DAY_MS);
  const inserted = await queryRows<{ id: string }>(
    tx,
    sql`insert into go_dollar_entries
        (customer_id, kind, cents, remark, referred_customer_id, expires_at, created_at)
      values (${referrer.id}::uuid, 'REFERRAL', ${REFERRAL_REWARD_GO_DOLLAR * GO_DOLLAR_CENTS},
        'Referral reward', ${input.newCustomerId}::uuid, ${expiresAt.toISOString()}::timestamptz,
        ${now.toISOString()}::timestamptz)
      on conflict do nothing returning id`,
  );
  return inserted.length > 0;
}
