/**
 * Every column of products except the index arrays (search_terms, filter_tokens): those are
 * kilobytes per row, read only by list conditions, and would be decompressed for nothing.
 */
import { getTableColumns } from "drizzle-orm";
import { products } from "@/lib/db/schema";

const {
  searchTerms: _searchTerms,
  filterTokens: _filterTokens,
  ...columns
} = getTableColumns(products);

export const productColumns = columns;
export type ProductRow = Omit<typeof products.$inferSelect, "searchTerms" | "filterTokens">;
