/**
 * The demo hot search terms (accounts spec §2 Header search): words shoppers of an outdoor shop
 * type, in both languages, some with a configured link. Seeded only into an empty table, so
 * terms edited by operations are never overwritten.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { hotSearchTerms } from "@/lib/db/schema";

export const SEED_HOT_SEARCH_TERMS: readonly (typeof hotSearchTerms.$inferInsert)[] = [
  { titleEn: "Windbreaker", titleZh: "風褸", link: null },
  { titleEn: "Rain jacket", titleZh: "防水外套", link: null },
  { titleEn: "Down jacket", titleZh: "羽絨", link: null },
  { titleEn: "Hiking shoes", titleZh: "行山鞋", link: null },
  { titleEn: "Backpack", titleZh: "背囊", link: null },
  { titleEn: "Tent", titleZh: "帳篷", link: null },
  { titleEn: "Trail running", titleZh: "越野跑", link: null },
  { titleEn: "New arrivals", titleZh: "新品上架", link: "/products/new-in" },
].map((term, index) => ({ ...term, sort: index }));

export async function seedHotSearchTerms(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(hotSearchTerms);
  if (Number(row?.n ?? 0) > 0) return 0;
  await db.insert(hotSearchTerms).values([...SEED_HOT_SEARCH_TERMS]);
  return SEED_HOT_SEARCH_TERMS.length;
}
