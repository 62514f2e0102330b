import "server-only";
/**
 * The checkout's first screen read on the server (issue 15 item 4, docs/adr/0032): the
 * hand-off from its cookie copy, then at once the delivery modes, services and payment
 * methods, a member's addresses and billing address, the bag's lines for the summary's names
 * and pictures, and the totals for the form as it first shows. No copy, or a read that fails,
 * leaves the screen to the browser as before (null).
 */
import { unstable_rethrow } from "next/navigation";
import { cookies } from "next/headers";
import {
  firstCheckoutForm,
  withDefaultAddress,
  type CheckoutStart,
} from "@/components/checkout/checkout-start";
import { calculationInputOf } from "@/components/checkout/order-input";
import { decodeHandoffCopy } from "@/lib/client/checkout-handoff";
import { executeOperation, OperationError } from "@/lib/graphql/execute";
import { cartItemCalculate, miniCart } from "@/lib/graphql/operations/cart";
import { billingAddress, checkBaseInfo, userAddresses } from "@/lib/graphql/operations/checkout";
import { logger } from "@/lib/logger";
import { CHECKOUT_HANDOFF_COOKIE } from "@/lib/session/cookies";

/** A part the page can do without (the summary's pictures): missing, the browser asks. */
async function optional<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof OperationError) return null;
    throw error;
  }
}

export async function readCheckoutStart(viewer: {
  isMember: boolean;
  email: string;
  staffCode: string;
}): Promise<CheckoutStart | null> {
  const copy = decodeHandoffCopy((await cookies()).get(CHECKOUT_HANDOFF_COOKIE)?.value);
  if (!copy || copy.lines.length === 0) return null;
  const handoff = { lines: copy.lines, couponCodes: copy.couponCodes };
  try {
    const [base, saved, billing, bag] = await Promise.all([
      executeOperation(checkBaseInfo),
      viewer.isMember ? executeOperation(userAddresses) : null,
      viewer.isMember ? executeOperation(billingAddress) : null,
      optional(executeOperation(miniCart)),
    ]);
    const savedAddresses = saved?.userAddresses ?? null;
    const form = withDefaultAddress(
      firstCheckoutForm({
        handoff,
        storedMemberCoupon: copy.memberCoupon,
        email: viewer.email,
        guideId: viewer.staffCode,
      }),
      savedAddresses,
    );
    const input = calculationInputOf({
      form,
      context: {
        transportMethods: base.checkBaseInfo.transportMethods,
        savedAddresses: savedAddresses ?? [],
        pickUpPoints: [],
        isMember: viewer.isMember,
      },
      lines: handoff.lines,
    });
    const calculated = await optional(executeOperation(cartItemCalculate, { input }));
    return {
      handoff,
      storedMemberCoupon: copy.memberCoupon,
      base: base.checkBaseInfo,
      savedAddresses,
      billing: billing?.billingAddress ?? null,
      calculation: calculated ? { input, result: calculated.cartItemCalculate } : null,
      bag: bag?.miniCart.ableCartItems ?? null,
    };
  } catch (error) {
    // Next's own signals (the shell's prerender stopping at the cookie read) are not failures.
    unstable_rethrow(error);
    // The browser reads it all again and shows its own message if that fails too.
    logger.warn("checkout: server read of the first screen failed", { error });
    return null;
  }
}
