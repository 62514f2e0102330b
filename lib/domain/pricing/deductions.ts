/**
 * Go-dollar, the members' external points (shopping §4 point type EXTERNAL_POINT; accounts §1:
 * 1 go-dollar = HK$1), taken last, off the amount due. Requested in whole go-dollars. Refused
 * (and nothing deducted) for guests, beyond the balance, or beyond the amount before deduction
 * (merchandise net + freight + services). It is allocated to the lines in proportion to what
 * each still costs; a part beyond the merchandise (paying freight or services) stays
 * unallocated, since no line carries it and no line refund should return it.
 */
import { GO_DOLLAR_CENTS, GO_DOLLAR_POINT_TYPE } from "@/lib/domain/loyalty/constants";
import { PRICING_ERROR_CODES } from "./constants";
import { allocate } from "./allocate";
import type {
  GoDollarLimit,
  PricedDeduction,
  PricingCustomer,
  PricingError,
  PricingInput,
} from "./types";
import type { WorkLine } from "./work-line";

export const GO_DOLLAR_SOURCE = "deduction:GO_DOLLAR";
const SUBJECT = "GO_DOLLAR";

export interface DeductionResult {
  deductionAmount: number;
  deductions: PricedDeduction[];
  errors: PricingError[];
}

function refusal(
  centsRequested: number,
  balanceCents: number,
  customer: PricingCustomer,
  amountBefore: number,
): string | null {
  if (customer.scope === "GUEST") return PRICING_ERROR_CODES.GO_DOLLAR_MEMBERS_ONLY;
  if (centsRequested > balanceCents) return PRICING_ERROR_CODES.GO_DOLLAR_BALANCE_INSUFFICIENT;
  if (centsRequested > amountBefore) return PRICING_ERROR_CODES.GO_DOLLAR_EXCEEDS_ORDER_AMOUNT;
  return null;
}

/**
 * The most go-dollar this order can take (shopping §2 Checkout go-dollar use; issue 12 item
 * 16): whole go-dollars within the balance and within the amount before deduction, the same
 * two limits `refusal` enforces, so asking for exactly this amount is never refused.
 */
export function goDollarLimit(
  goDollar: PricingInput["goDollar"],
  customer: PricingCustomer,
  amountBefore: number,
): GoDollarLimit | null {
  if (goDollar === null || customer.scope === "GUEST") return null;
  const cap = Math.min(goDollar.balanceCents, Math.max(0, amountBefore));
  return { balanceCents: goDollar.balanceCents, maxUsable: Math.floor(cap / GO_DOLLAR_CENTS) };
}

export function applyGoDollar(
  lines: readonly WorkLine[],
  goDollar: PricingInput["goDollar"],
  customer: PricingCustomer,
  amountBefore: number,
): DeductionResult {
  const none: DeductionResult = { deductionAmount: 0, deductions: [], errors: [] };
  if (goDollar === null || goDollar.requested <= 0) return none;
  const requested = goDollar.requested;
  const centsRequested = requested * GO_DOLLAR_CENTS;
  const error = refusal(centsRequested, goDollar.balanceCents, customer, amountBefore);
  if (error !== null) return { ...none, errors: [{ code: error, subject: SUBJECT }] };
  allocate(lines, centsRequested, GO_DOLLAR_SOURCE, "deduction");
  return {
    deductionAmount: centsRequested,
    deductions: [
      {
        code: "GO_DOLLAR",
        deductionType: GO_DOLLAR_POINT_TYPE,
        cost: requested,
        actualAmount: centsRequested,
      },
    ],
    errors: [],
  };
}
