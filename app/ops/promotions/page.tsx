/**
 * /ops/promotions: the promotions (type, name, window, status, priority, orders that applied
 * them) with pause and resume, the create form, and the promotion codes and member coupons with
 * their uses and the coupon create form (ADR 0048), for operators with aftersales:manage (ADR
 * 0046 "Promotions and coupons").
 */
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { OpsBar } from "@/components/ops/ops-bar";
import styles from "@/components/ops/ops.module.css";
import { CouponCreateForm } from "@/components/ops/coupon-create-form";
import { PromotionCreateForm } from "@/components/ops/promotion-create-form";
import { CouponsTable, PromotionsTable } from "@/components/ops/promotions-table";
import { opsCoupons, opsPromotions } from "@/lib/graphql/operations/ops-promotions";
import { executeOpsOperation, getOperator } from "@/lib/server/ops-console";
import { opsCall } from "@/lib/server/ops-sections";

export const metadata: Metadata = { title: "Promotions" };

export default async function OpsPromotionsPage() {
  const operator = await getOperator();
  if (!operator) redirect("/ops/sign-in");
  const [promotions, coupons] = await Promise.all([
    opsCall(() => executeOpsOperation(opsPromotions, {})),
    opsCall(() => executeOpsOperation(opsCoupons, {})),
  ]);
  return (
    <>
      <OpsBar operator={operator} />
      <main className={styles.shell}>
        <h1>Promotions</h1>
        {promotions.ok ? (
          <PromotionsTable rows={promotions.data.opsPromotions} />
        ) : (
          <p role="alert" className={styles.error}>
            {promotions.message}
          </p>
        )}
        <h2>New promotion</h2>
        <PromotionCreateForm />
        <h2>Coupons</h2>
        {coupons.ok ? (
          <CouponsTable rows={coupons.data.opsCoupons} />
        ) : (
          <p role="alert" className={styles.error}>
            {coupons.message}
          </p>
        )}
        <h2>New coupon</h2>
        <CouponCreateForm />
      </main>
    </>
  );
}
