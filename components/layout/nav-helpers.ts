/**
 * Pure rules behind the header's links and badges (accounts §2 Header desktop and mobile,
 * Header search). No React and no browser globals, so the unit tests and both the server
 * and client components share them.
 */
import { loginRedirectPath } from "@/lib/session/route-rules";

/** accounts §9: "cart badge cap (value not shown)": 99, shown as "99+" (docs/adr/0008). */
export const CART_BADGE_CAP = 99;

/** Category URLs are the display-link path segments: /products/{c1}/{c2}/{c3}. */
/** A category as the menus show it: what the browser needs of the tree and no more. */
export interface MenuCategory {
  code: string;
  path: string;
  navFrontName: string;
  children: MenuCategory[];
}

/** The menus show three levels (accounts §2 Header: level 1, level-2 columns, level-3 links). */
const MENU_LEVELS = 3;

interface CategoryNode {
  code: string;
  path: string;
  navFrontName: string;
  children?: CategoryNode[] | null;
}

/** The category tree cut to what the menus show, so the page carries no more of it. */
export function menuTree(tree: readonly CategoryNode[], levels = MENU_LEVELS): MenuCategory[] {
  return tree.map((category) => ({
    code: category.code,
    path: category.path,
    navFrontName: category.navFrontName,
    children: levels > 1 ? menuTree(category.children ?? [], levels - 1) : [],
  }));
}

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
