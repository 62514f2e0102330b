"use client";
/**
 * The checkout's entry in the browser. The hand-off lives in session storage (shopping §4
 * Checkout entry); when the server had its cookie copy it rendered the first screen from it
 * (`start`, docs/adr/0032), and that screen stays as long as this tab's hand-off is the same.
 * A different one (another tab entered checkout since) is followed, fetched here as before the
 * copy existed; none, or one that does not hold up, goes back to the bag.
 */
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { CART_COUPON_CODES_KEY, readCouponChoice } from "@/components/cart/coupon-codes";
import {
  CHECKOUT_LINES_KEY,
  parseCheckoutHandoff,
  type CheckoutHandoff,
} from "@/lib/client/checkout-handoff";
import { useUiStore } from "@/lib/client/ui-store";
import { CheckoutSkeleton } from "./checkout-skeleton";
import { firstCheckoutForm, sameStart, type CheckoutStart } from "./checkout-start";
import { CheckoutView } from "./checkout-view";
import styles from "./checkout.module.css";

interface CheckoutIslandProps {
  server: { isMember: boolean; isStaff: boolean };
  memberEmail: string;
  staffCode: string;
  start: CheckoutStart | null;
}

const noSubscribe = () => () => undefined;
/** What the server renders with: it cannot see session storage. */
const ON_SERVER = "\u0000server";

/** This tab's stored text under `key` (stable strings, so React can compare snapshots). */
function useStored(key: string): string {
  return useSyncExternalStore(
    noSubscribe,
    () => window.sessionStorage.getItem(key) ?? "",
    () => ON_SERVER,
  );
}

function formKey(source: "server" | "tab", handoff: CheckoutHandoff): string {
  return `${source}:${JSON.stringify(handoff)}`;
}

export function CheckoutIsland(props: CheckoutIslandProps) {
  const storedHandoff = useStored(CHECKOUT_LINES_KEY);
  const storedCoupons = useStored(CART_COUPON_CODES_KEY);
  const onServer = storedHandoff === ON_SERVER;
  const { start } = props;
  if (onServer) {
    if (!start) return <CheckoutSkeleton />;
    return (
      <CheckoutLoaded key={formKey("server", start.handoff)} {...props} handoff={start.handoff} />
    );
  }
  const handoff = parseCheckoutHandoff(storedHandoff);
  if (!handoff || handoff.lines.length === 0) return <BackToCart />;
  const storedMemberCoupon = storedCoupons ? readCouponChoice().memberCoupon : null;
  const same = start !== null && sameStart(start, { handoff, storedMemberCoupon });
  return (
    <CheckoutLoaded
      // Hydration keeps the server's form when the hand-off is the same; another one starts a
      // fresh form, fetched in the browser. A page kept hidden and shown again with a new
      // hand-off starts afresh too.
      key={formKey(same ? "server" : "tab", handoff)}
      {...props}
      start={same ? start : null}
      handoff={handoff}
      storedMemberCoupon={storedMemberCoupon}
    />
  );
}

function BackToCart() {
  const t = useTranslations("checkout");
  const router = useRouter();
  useEffect(() => {
    router.replace("/cart");
  }, [router]);
  return <p className={styles.muted}>{t("backToCart")}</p>;
}

function CheckoutLoaded(
  props: CheckoutIslandProps & { handoff: CheckoutHandoff; storedMemberCoupon?: string | null },
) {
  // The live session wins once known (a logout in another tab); the server's word until then.
  const liveKind = useUiStore((state) => state.session.kind);
  const liveStaff = useUiStore((state) => state.session.isStaff);
  const isMember = liveKind === undefined ? props.server.isMember : liveKind === "member";
  const isStaff =
    isMember && (liveKind === undefined ? props.server.isStaff : (liveStaff ?? false));
  const { handoff, start } = props;
  return (
    <CheckoutView
      handoff={handoff}
      session={{ isMember, isStaff }}
      start={start}
      initialForm={firstCheckoutForm({
        handoff,
        storedMemberCoupon: start ? start.storedMemberCoupon : (props.storedMemberCoupon ?? null),
        email: props.memberEmail,
        guideId: props.staffCode,
      })}
    />
  );
}
