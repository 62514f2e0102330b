/**
 * What the header search popup shows (accounts §2 Header search): with an empty keyword the hot
 * search terms and the first 4 hot-selling products; with a keyword a preview of up to 10
 * products, fetched once the keyword has stayed the same for 500 ms.
 */
import { searchHref } from "./nav-helpers";

export type SearchPopupMode = "hot" | "preview";

export function searchPopupMode(keyword: string): SearchPopupMode {
  return keyword.trim() === "" ? "hot" : "preview";
}

/** A hot term goes to its configured link, else to the search results for it. */
export function hotTermHref(term: { title: string; link: string | null }): string {
  const link = term.link?.trim();
  return link ? link : searchHref(term.title);
}
