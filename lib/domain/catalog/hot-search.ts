/**
 * Hot search terms (accounts spec §2 Header search): each term links to its configured link,
 * or to the search result page of its title.
 */
import { asc } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { hotSearchTerms } from "@/lib/db/schema";
import type { Locale } from "@/lib/domain/locales";
import { pickText } from "./localize";

export interface HotSearchTerm {
  title: string;
  link: string | null;
}

export async function hotSearch(db: Db, locale: Locale): Promise<HotSearchTerm[]> {
  const rows = await db
    .select()
    .from(hotSearchTerms)
    .orderBy(asc(hotSearchTerms.sort), asc(hotSearchTerms.id));
  return rows.map((row) => ({ title: pickText(locale, row.titleEn, row.titleZh), link: row.link }));
}
