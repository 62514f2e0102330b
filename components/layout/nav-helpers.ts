/**
 * Pure rules behind the header's links and badges (accounts §2 Header desktop and mobile,
 * Header search). No React and no browser globals, so the unit tests and both the server
 * and client components share them.
 */
import { MENU_MAX_DEPTH } from "@/lib/domain/content/constants";
import { loginRedirectPath } from "@/lib/session/route-rules";

/** accounts §9: "cart badge cap (value not shown)": 99, shown as "99+" (docs/adr/0008). */
export const CART_BADGE_CAP = 99;

/**
 * A menu item as the header's menus show it (accounts §2 Menu items): what the browser needs of
 * the content store's menu and no more. No `href` for the items that give no link (NONE, WALL);
 * `blank` opens a new page.
 */
export interface NavItem {
  name: string;
  href?: string;
  colour?: string;
  blank?: true;
  children?: NavItem[];
}

interface MenuNode {
  name: string;
  url?: string | null;
  colour?: string | null;
  blank: boolean;
  children?: readonly MenuNode[] | null;
}

/** The content store's menu (the `menus` operation) as the header's items, up to `levels` deep. */
export function navItemsOfMenu(items: readonly MenuNode[], levels = MENU_MAX_DEPTH): NavItem[] {
  return items.map((item) => {
    const children = levels > 1 ? navItemsOfMenu(item.children ?? [], levels - 1) : [];
    return {
      name: item.name,
      ...(item.url ? { href: item.url } : {}),
      ...(item.colour ? { colour: item.colour } : {}),
      ...(item.blank ? { blank: true as const } : {}),
      ...(children.length > 0 ? { children } : {}),
    };
  });
}

interface CategoryNode {
  path: string;
  navFrontName: string;
  children?: readonly CategoryNode[] | null;
}

/**
 * The category tree as menu items: the header's menu while no menu is published (a new shop,
 * or one whose editors removed it), so the catalog is always reachable.
 */
export function navItemsOfCategories(
  tree: readonly CategoryNode[],
  levels = DESKTOP_MENU_LEVELS,
): NavItem[] {
  return tree.map((category) => {
    const children = levels > 1 ? navItemsOfCategories(category.children ?? [], levels - 1) : [];
    return {
      name: category.navFrontName,
      href: categoryHref(category),
      ...(children.length > 0 ? { children } : {}),
    };
  });
}

/** The desktop mega menu shows three levels (accounts §2 Header desktop: level 1, level-2 columns, level-3 links). */
export const DESKTOP_MENU_LEVELS = 3;

/**
 * The mobile drawer drills into an item whose children have children of their own, and
 * expands one whose children are links, so all four levels (accounts §9) are reachable.
 */
export function drillsDown(item: NavItem): boolean {
  return (item.children ?? []).some((child) => (child.children?.length ?? 0) > 0);
}

/** Category URLs are the display-link path segments: /products/{c1}/{c2}/{c3}. */
export function categoryHref(category: { path: string }): string {
  return `/products/${category.path}`;
}

/** The badge text for a cart count, or null when the badge must not show. */
export function cartBadgeText(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > CART_BADGE_CAP ? `${CART_BADGE_CAP}+` : String(Math.floor(count));
}

export type SessionKind = "visitor" | "member" | undefined;

export interface SessionView {
  isMember: boolean;
  isStaff: boolean;
}

/**
 * What the header shows for the browser's session: the header is cached alike for everyone,
 * so until the browser knows a kind it shows a visitor's controls; only a member is one.
 */
export function resolveSessionView(live: { kind: SessionKind; isStaff?: boolean }): SessionView {
  const isMember = live.kind === "member";
  return { isMember, isStaff: isMember && (live.isStaff ?? false) };
}

/**
 * A visitor's account icon: login, coming back here afterwards. On the login page itself
 * the icon reloads the page instead (accounts §2), so its link is the page itself.
 */
export function visitorAccountHref(pathname: string, search: string): string {
  if (isLoginPage(pathname)) return `${pathname}${search}`;
  return loginRedirectPath(pathname, search);
}

export function isLoginPage(pathname: string): boolean {
  return pathname === "/login" || pathname === "/login/";
}

/** accounts §2 Header search: "If already on list with the same keyword, the page reloads." */
export function isSameSearch(
  pathname: string,
  currentKeyword: string | null,
  nextKeyword: string,
): boolean {
  return pathname === "/list" && currentKeyword !== null && currentKeyword.trim() === nextKeyword;
}

export function searchHref(keyword: string): string {
  return `/list?keyword=${encodeURIComponent(keyword)}`;
}
