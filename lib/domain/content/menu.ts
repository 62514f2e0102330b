/**
 * Navigation menus (accounts §2 Menu items, §3 Navigation menu item): a tree of items up to
 * MENU_MAX_DEPTH levels. LINK goes to its value; NONE and WALL give no link;
 * DESIGNATED_GOODS_CONDITION and DESIGNATED_GOODS go to the product list at their display-link
 * path segments. Hidden items (visible false) are kept for editors and left out for shoppers.
 */
import { z } from "zod";
import { MENU_MAX_DEPTH, TEXT_MAX_LENGTH } from "./constants";
import { contentUrl } from "./links";
import { localizedText } from "./localized";

export const MENU_ITEM_TYPES = [
  "LINK",
  "WALL",
  "NONE",
  "DESIGNATED_GOODS_CONDITION",
  "DESIGNATED_GOODS",
] as const;

const colour = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, "a colour as #rrggbb");

export interface MenuItem {
  code: string;
  name: { en: string; zh: string };
  type: (typeof MENU_ITEM_TYPES)[number];
  /** LINK: where it goes. */
  url?: string;
  /** The goods types: the product list's path segments. */
  displayLink?: string[];
  visible: boolean;
  colour?: string;
  /** Opens in a new page. */
  blank: boolean;
  icon?: string;
  tag?: { en: string; zh: string };
  children: MenuItem[];
}

const menuItem: z.ZodType<MenuItem, unknown> = z
  .object({
    code: z.string().trim().min(1).max(80),
    name: localizedText(100),
    type: z.enum(MENU_ITEM_TYPES),
    url: contentUrl.optional(),
    displayLink: z.array(z.string().trim().min(1).max(100)).min(1).max(3).optional(),
    visible: z.boolean().default(true),
    colour: colour.optional(),
    blank: z.boolean().default(false),
    icon: z.string().trim().max(TEXT_MAX_LENGTH).optional(),
    tag: localizedText(40).optional(),
    get children() {
      return z.array(menuItem).max(60).default([]);
    },
  })
  .superRefine((item, ctx) => {
    if (item.type === "LINK" && !item.url) {
      ctx.addIssue({ code: "custom", path: ["url"], message: "a LINK item needs its url" });
    }
    if (item.type.startsWith("DESIGNATED_GOODS") && !item.displayLink) {
      ctx.addIssue({
        code: "custom",
        path: ["displayLink"],
        message: `a ${item.type} item needs its display link`,
      });
    }
  });

function depthOf(items: MenuItem[]): number {
  return items.reduce((deepest, item) => Math.max(deepest, 1 + depthOf(item.children)), 0);
}

function codesOf(items: MenuItem[]): string[] {
  return items.flatMap((item) => [item.code, ...codesOf(item.children)]);
}

export const menuBody = z.object({ items: z.array(menuItem).max(60) }).superRefine((menu, ctx) => {
  if (depthOf(menu.items) > MENU_MAX_DEPTH) {
    ctx.addIssue({
      code: "custom",
      path: ["items"],
      message: `a menu is at most ${MENU_MAX_DEPTH} levels deep`,
    });
  }
  const codes = codesOf(menu.items);
  const repeated = codes.find((code, index) => codes.indexOf(code) !== index);
  if (repeated) {
    ctx.addIssue({
      code: "custom",
      path: ["items"],
      message: `item code ${repeated} is used twice`,
    });
  }
});

export type MenuBody = z.infer<typeof menuBody>;

/** What a shopper sees: hidden items (and everything under them) left out. */
export function visibleMenuItems(items: MenuItem[]): MenuItem[] {
  return items
    .filter((item) => item.visible)
    .map((item) => ({ ...item, children: visibleMenuItems(item.children) }));
}

/** Where an item goes, or null when it gives no link (NONE, WALL). */
export function menuItemHref(item: MenuItem): string | null {
  switch (item.type) {
    case "LINK":
      return item.url ?? null;
    case "DESIGNATED_GOODS":
    case "DESIGNATED_GOODS_CONDITION":
      return item.displayLink
        ? `/products/${item.displayLink.map(encodeURIComponent).join("/")}`
        : null;
    default:
      return null;
  }
}
