"use client";
/**
 * The checkout's entry in the browser: the hand-off lives in session storage, which the
 * server cannot see, so nothing of the form renders before hydration. No hand-off (or one
 * that does not hold up) goes back to the bag (shopping §4 Checkout entry).
 */
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState, useSyncExternalStore } from "react";
import { readCouponChoice } from "@/components/cart/coupon-codes";
import { readCheckoutHandoff, type CheckoutHandoff } from "@/lib/client/checkout-handoff";
import { useUiStore } from "@/lib/client/ui-store";
import { initialCheckoutForm } from "./checkout-form";
import { CheckoutView } from "./checkout-view";
import { checkoutIdempotencyKey } from "./idempotency";
import styles from "./checkout.module.css";

const noSubscribe = () => () => undefined;

export function CheckoutIsland(props: {
  server: { isMember: boolean; isStaff: boolean };
  memberEmail: string;
  staffCode: string;
}) {
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const t = useTranslations("checkout");
  if (!hydrated) return <p className={styles.muted}>{t("loading")}</p>;
  return <CheckoutLoaded {...props} />;
}

function CheckoutLoaded(props: {
  server: { isMember: boolean; isStaff: boolean };
  memberEmail: string;
  staffCode: string;
}) {
  const t = useTranslations("checkout");
  const router = useRouter();
  const [handoff] = useState<CheckoutHandoff | null>(() => readCheckoutHandoff());
  const [idempotencyKey] = useState(() => checkoutIdempotencyKey());
  // The live session wins once known (a logout in another tab); the server's word until then.
  const liveKind = useUiStore((state) => state.session.kind);
  const liveStaff = useUiStore((state) => state.session.isStaff);
  const isMember = liveKind === undefined ? props.server.isMember : liveKind === "member";
  const isStaff =
    isMember && (liveKind === undefined ? props.server.isStaff : (liveStaff ?? false));

  useEffect(() => {
    if (!handoff || handoff.lines.length === 0) router.replace("/cart");
  }, [handoff, router]);

  if (!handoff || handoff.lines.length === 0)
    return <p className={styles.muted}>{t("backToCart")}</p>;
  const coupons = readCouponChoice();
  const memberCoupon =
    coupons.memberCoupon && handoff.couponCodes.includes(coupons.memberCoupon)
      ? coupons.memberCoupon
      : null;
  return (
    <CheckoutView
      handoff={handoff}
      session={{ isMember, isStaff }}
      idempotencyKey={idempotencyKey}
      initialForm={initialCheckoutForm({
        email: props.memberEmail,
        promoCodes: handoff.couponCodes.filter((code) => code !== memberCoupon),
        memberCoupon,
        guideId: props.staffCode,
      })}
    />
  );
}
