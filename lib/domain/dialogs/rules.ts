/**
 * Which pop-up shows next (accounts §4 Pop-ups): each kind's eligibility, the daily count, the
 * order (a base offset plus the index) and the cycle through the queue; the inactivity timeout
 * (§9); the dynamic basket's amount-remaining line. Pure: the island gathers the facts.
 */
import {
  AMOUNT_PLACEHOLDER,
  DIALOG_DEFAULT_TIMEOUT_S,
  DIALOG_FREE_PATHS,
  DIALOG_ORDER_BASE,
  DIALOG_TIMEOUT_UNIT_MS,
  DYNAMIC_BASKET_MAX_LINES,
  VIEW_ITEMS_REMINDER_MIN_VIEWS,
  type DialogComponent,
  type DialogRule,
} from "./constants";

/** What the rules read of a configured dialog (accounts §3 Dialog config options). */
export interface DialogRuleOptions {
  id: string;
  componentName: DialogComponent;
  index: number;
  /** The most times it shows a day. */
  count: number;
  rule?: DialogRule | null;
  /** The threshold in whole currency units (HK$), as the config gives it. */
  totalAmount?: number | null;
  /** Seconds of inactivity before it opens. */
  timeout?: number | null;
}

/** The facts eligibility depends on, as the browser knows them when the timer fires. */
export interface DialogFacts {
  /** The basket's total in cents; null when it is not known (not loaded, failed). */
  basketTotalCents: number | null;
  recentViews: number;
  /** The recommended popup's show-after-add-to-cart flag. */
  recommendPending: boolean;
  recommendedProducts: number;
  /** Times each dialog opened today in this browser, by id. */
  shownToday: Readonly<Record<string, number>>;
}

/** accounts §4: "rule lt: total above 0 and below the threshold; otherwise total above". */
export function basketRuleHolds(
  rule: DialogRule | null | undefined,
  totalCents: number,
  thresholdCents: number,
): boolean {
  if (rule === "lt") return totalCents > 0 && totalCents < thresholdCents;
  return totalCents > thresholdCents;
}

/** accounts §4: "eligible only while count minus times shown is above 0". */
export function hasShowsLeft(option: DialogRuleOptions, shownToday: DialogFacts["shownToday"]) {
  return option.count - (shownToday[option.id] ?? 0) > 0;
}

export function isEligible(option: DialogRuleOptions, facts: DialogFacts): boolean {
  if (!hasShowsLeft(option, facts.shownToday)) return false;
  switch (option.componentName) {
    case "DynamicBasket":
      return (
        facts.basketTotalCents !== null &&
        option.totalAmount != null &&
        basketRuleHolds(option.rule, facts.basketTotalCents, Math.round(option.totalAmount * 100))
      );
    case "ViewItemsReminder":
      return facts.recentViews >= VIEW_ITEMS_REMINDER_MIN_VIEWS;
    case "Promotion":
      return true;
    case "RecommendProductsPopup":
      return facts.recommendPending && facts.recommendedProducts > 0;
  }
}

/** accounts §4: "Ordering is a base offset plus its index". */
export function dialogOrder(option: Pick<DialogRuleOptions, "index">): number {
  return DIALOG_ORDER_BASE + option.index;
}

/** The eligible dialogs in their order; equal orders keep the config's order. */
export function dialogQueue<T extends DialogRuleOptions>(
  options: readonly T[],
  facts: DialogFacts,
) {
  return options
    .map((option, position) => ({ option, position }))
    .filter(({ option }) => isEligible(option, facts))
    .sort((a, b) => dialogOrder(a.option) - dialogOrder(b.option) || a.position - b.position)
    .map(({ option }) => option);
}

/**
 * accounts §4: "the queue … is rebuilt and the next one after the current is shown, cycling to
 * the first". `currentId` is the dialog shown last (it may have left the queue since).
 */
export function nextDialog<T extends DialogRuleOptions>(
  queue: readonly T[],
  options: readonly T[],
  currentId: string | null,
): T | null {
  if (queue.length === 0) return null;
  const current = currentId ? options.find((option) => option.id === currentId) : undefined;
  if (!current) return queue[0] ?? null;
  const currentOrder = dialogOrder(current);
  const currentPosition = options.indexOf(current);
  const after = queue.find((option) => {
    const order = dialogOrder(option);
    return (
      order > currentOrder || (order === currentOrder && options.indexOf(option) > currentPosition)
    );
  });
  return after ?? queue[0] ?? null;
}

/**
 * accounts §9: "inactivity timer from store values (dialogShowTimeout, or
 * recommendProductsDialogTimeout for the recommended popup) times 1000; default timeout 30; the
 * recommend dialog falls back to the general one". The store values are the configured
 * timeouts: the recommended popup's own, and the first other dialog's (ADR 0038).
 */
export function inactivityTimeoutMs(
  options: readonly DialogRuleOptions[],
  recommendPending: boolean,
): number {
  const general = options.find(
    (option) => option.componentName !== "RecommendProductsPopup" && option.timeout != null,
  )?.timeout;
  const recommend = options.find(
    (option) => option.componentName === "RecommendProductsPopup" && option.timeout != null,
  )?.timeout;
  const seconds = (recommendPending ? (recommend ?? general) : general) ?? DIALOG_DEFAULT_TIMEOUT_S;
  return seconds * DIALOG_TIMEOUT_UNIT_MS;
}

/** What is left to reach the threshold, never below zero (a "gt" basket is already over it). */
export function amountRemainingCents(totalCents: number, thresholdAmount: number): number {
  return Math.max(0, Math.round(thresholdAmount * 100) - totalCents);
}

/**
 * accounts §4: "Dynamic basket shows at most 2 text lines, with a placeholder for the amount
 * remaining": the lines with `{amount}` replaced by the formatted amount.
 */
export function dynamicBasketLines<T extends { text: string }>(
  lines: readonly T[],
  formattedAmount: string,
): T[] {
  return lines
    .slice(0, DYNAMIC_BASKET_MAX_LINES)
    .map((line) => ({ ...line, text: line.text.split(AMOUNT_PLACEHOLDER).join(formattedAmount) }));
}

/** Whether `pathname` (with or without its locale prefix) is a path without pop-ups. */
export function isDialogFreePath(pathname: string): boolean {
  const path = pathname.replace(/^\/(en|zh)(?=\/|$)/, "") || "/";
  return DIALOG_FREE_PATHS.some((free) => path === free || path.startsWith(`${free}/`));
}
