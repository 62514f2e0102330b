/**
 * The additional services checkout offers (shopping §3 Additional service: gift wrap PACKAGE,
 * GREETING_CARD), with the promotion taken off each; the one read of the table, for the API and
 * for the cart service, which hands them to the engine (`additional-services.ts` prices them).
 * The only module of this folder that touches the database: the engine itself stays pure.
 */
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { pickText } from "@/lib/domain/catalog/localize";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import type { AdditionalServiceType } from "./constants";
import type { Locale } from "@/lib/domain/locales";

export interface AdditionalService {
  type: AdditionalServiceType;
  name: string;
  /** Cents. */
  amount: number;
  promotionAmount: number;
}

/** The enabled services (only the given types, when given) in the caller's language. */
export async function additionalServices(
  db: Db | Tx,
  locale: Locale,
  types?: readonly AdditionalServiceType[],
): Promise<AdditionalService[]> {
  if (types?.length === 0) return [];
  const rows = await queryRows<{
    type: AdditionalServiceType;
    name_en: string;
    name_zh: string;
    amount: number;
    promotion_amount: number;
  }>(
    db,
    sql`select type, name_en, name_zh, amount, promotion_amount from additional_services
      where enabled ${types ? sql`and type = any(${sql.param([...new Set(types)])}::text[])` : sql``}
      order by type desc`,
  );
  return rows.map((row) => ({
    type: row.type,
    name: pickText(locale, row.name_en, row.name_zh),
    amount: Number(row.amount),
    promotionAmount: Number(row.promotion_amount),
  }));
}
