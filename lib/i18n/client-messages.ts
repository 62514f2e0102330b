/**
 * Which texts reach the browser. Every page's HTML carries the messages its client islands may
 * show; the whole bundle (37 KB a language) would be a sixth of a product list. The shared
 * layout and the catalog pages (home, lists, help) send only the texts their islands use, and
 * the product page adds its own (PRODUCT_PAGE_CLIENT_MESSAGES): a namespace whole where an island picks its keys at run time, else the keys named
 * (tests/unit/client-messages.test.ts follows the imports and keeps this list exactly true);
 * the account, bag, checkout and order pages, whose forms use many, get them all
 * (components/providers/all-client-messages.tsx).
 */
import type { Locale } from "@/lib/domain/locales";
import { MESSAGES } from "./translate";

/** Per namespace: every key, or only these top-level keys. */
export type ClientMessagesPick = Readonly<Record<string, "all" | readonly string[]>>;

/** What the product page's islands add (components/providers/more-client-messages.tsx). */
export const PRODUCT_PAGE_CLIENT_MESSAGES = {
  arrivalNotice: ["done", "email", "failed", "invalid", "submit", "text", "title"],
  favorite: "all",
  product: [
    "addToCart",
    "chooseSize",
    "chooseWidth",
    "code",
    "color",
    "decrease",
    "gallery",
    "inStock",
    "increase",
    "limited",
    "linkCopied",
    "newIn",
    "next",
    "offShelf",
    "offShelfNotice",
    "picture",
    "previous",
    "quantity",
    "recentlyViewed",
    "share",
    "shareFailed",
    "size",
    "soldOut",
    "unavailableColour",
    "video",
    "width",
  ],
} as const satisfies ClientMessagesPick;

export const CATALOG_CLIENT_MESSAGES = {
  addToCartSuccess: ["close", "continue", "title", "viewCart"],
  cart: ["giftTag", "quantityValue", "remove", "removeNamed"],
  checkOrder: "all",
  common: ["backToTop", "close", "loading", "oneSize"],
  compare: ["add", "full", "view"],
  cookieNotice: ["accept", "label", "text"],
  error: ["home", "retry", "text", "title"],
  header: "all",
  loginError: "all",
  miniCart: ["title", "total", "viewBag"],
  price: ["listPrice", "off", "salePrice"],
  productCard: ["colourNames", "colourSeparator", "newIn"],
  productList: [
    "end",
    "loadFailed",
    "loading",
    "next",
    "retry",
    "showAllValues",
    "showFewerValues",
  ],
  search: ["hotSearch", "hotSell", "none", "popup", "preview", "viewAll"],
} as const satisfies ClientMessagesPick;

type Messages = (typeof MESSAGES)[Locale];

export function clientMessages(locale: Locale, pick: ClientMessagesPick): Messages {
  const all = MESSAGES[locale];
  return Object.fromEntries(
    Object.entries(pick)
      .filter(([namespace]) => namespace in all)
      .map(([namespace, keys]) => {
        const texts = all[namespace]!;
        if (keys === "all" || typeof texts !== "object") return [namespace, texts];
        return [namespace, Object.fromEntries(keys.map((key) => [key, texts[key]]))];
      }),
  ) as Messages;
}
