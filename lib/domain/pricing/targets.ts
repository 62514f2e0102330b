/**
 * Which promotions are in force and which lines a promotion or coupon targets (shopping §4
 * Promotion types; ADR 0012: lower priority numbers go first).
 */
import type { PricingLine, Promotion, PromotionTarget } from "./types";

/** A window [beginsAt, endsAt): null on either side leaves it open. */
export function inWindow(beginsAt: Date | null, endsAt: Date | null, now: Date): boolean {
  const time = now.getTime();
  return (
    (beginsAt === null || beginsAt.getTime() <= time) &&
    (endsAt === null || time < endsAt.getTime())
  );
}

export function inForce(promotion: Promotion, now: Date): boolean {
  return promotion.status === "ACTIVE" && inWindow(promotion.beginsAt, promotion.endsAt, now);
}

/** A target as stored (a kind and its codes) in the engine's shape. */
export function targetOf(kind: PromotionTarget["kind"], codes: string[]): PromotionTarget {
  switch (kind) {
    case "ALL":
      return { kind };
    case "CATEGORIES":
      return { kind, paths: codes };
    case "BRANDS":
      return { kind, codes };
    case "PRODUCTS":
      return { kind, spuCodes: codes };
  }
}

/** Category paths include every ancestor, so a target on "men" reaches "men/jackets/shell". */
export function targetContains(
  target: PromotionTarget,
  line: Pick<PricingLine, "spuCode" | "brandCode" | "categoryPaths">,
): boolean {
  switch (target.kind) {
    case "ALL":
      return true;
    case "CATEGORIES":
      return line.categoryPaths.some((path) => target.paths.includes(path));
    case "BRANDS":
      return target.codes.includes(line.brandCode);
    case "PRODUCTS":
      return target.spuCodes.includes(line.spuCode);
  }
}

/** Ascending priority, then id, so that the order never depends on the input's order. */
export function byPriority(a: Promotion, b: Promotion): number {
  return a.priority - b.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
