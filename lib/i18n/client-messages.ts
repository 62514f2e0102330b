/**
 * Which texts reach the browser. Every page's HTML carries the messages its client islands may
 * show; the whole bundle (37 KB a language) would be a sixth of a product list. The shared
 * layout and the catalog pages (home, lists, product, help) send only the namespaces their
 * islands use (tests/unit/client-messages.test.ts follows the imports and keeps this list
 * true); the account, bag, checkout and order pages, whose forms use many, get them all
 * (components/providers/all-client-messages.tsx).
 */
import type { Locale } from "@/lib/domain/locales";
import { MESSAGES } from "./translate";

export const CATALOG_CLIENT_NAMESPACES = [
  "addToCartSuccess",
  "arrivalNotice",
  "cart",
  "checkOrder",
  "common",
  "compare",
  "cookieNotice",
  "error",
  "favorite",
  "header",
  "loginError",
  "miniCart",
  "price",
  "product",
  "productCard",
  "productList",
  "search",
] as const;

type Messages = (typeof MESSAGES)[Locale];

export function clientMessages(locale: Locale, namespaces: readonly string[]): Messages {
  const all = MESSAGES[locale];
  return Object.fromEntries(
    namespaces
      .filter((namespace) => namespace in all)
      .map((namespace) => [namespace, all[namespace]]),
  ) as Messages;
}
