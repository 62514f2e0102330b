"use client";
/**
 * The console's coupon create form (issue 17 item 3 "promotions and coupons (create ...)"; ADR
 * 0048): a promotion code anyone may type, or a member coupon template; amount or percent off,
 * minimum spend, what it applies to, its window and (codes only) a usage limit. Money is typed
 * in dollars and sent in cents. The API refuses a draft at fault with one error per fault
 * (the loyalty domain's couponFaults, the seed's own check), shown here by field and text.
 */
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callOps } from "@/lib/client/ops-api";
import {
  COUPON_BENEFIT_KINDS,
  COUPON_KINDS,
  COUPON_TARGET_KINDS,
  type CouponBenefitKind,
  type CouponKind,
  type CouponTargetKind,
} from "@/lib/domain/loyalty/constants";
import { CENTS_PER_DOLLAR } from "@/lib/domain/pricing/constants";
import { opsCouponCreate } from "@/lib/graphql/persisted/ops-promotions";
import styles from "./ops.module.css";

const KIND_LABEL: Record<CouponKind, string> = {
  PROMOTION_CODE: "Promotion code (anyone types it)",
  PROMOTION_COUPON: "Member coupon (template)",
};
const BENEFIT_LABEL: Record<CouponBenefitKind, string> = {
  AMOUNT_OFF: "Amount off (HK$)",
  PERCENT_OFF: "Percent off (%)",
};

const isoOrNull = (local: string) => (local ? new Date(`${local}:00+08:00`).toISOString() : null);
/** Dollars typed ("100", "99.5") as cents; NaN when not a number, so the API refuses it. */
const centsOf = (dollars: string) => Math.round(Number(dollars) * CENTS_PER_DOLLAR);

export function CouponCreateForm() {
  const router = useRouter();
  const [kind, setKind] = useState<CouponKind>("PROMOTION_CODE");
  const [benefitKind, setBenefitKind] = useState<CouponBenefitKind>("AMOUNT_OFF");
  const [busy, setBusy] = useState(false);
  const [faults, setFaults] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (form: FormData) => {
    setBusy(true);
    setFaults([]);
    setDone(null);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const benefit = text("benefitValue");
    const limit = text("usageLimit");
    const result = await callOps(opsCouponCreate, {
      input: {
        code: text("code"),
        kind,
        nameEn: text("nameEn"),
        nameZh: text("nameZh"),
        descriptionEn: text("descriptionEn"),
        descriptionZh: text("descriptionZh"),
        benefitKind,
        // An unreadable number goes as 0, which the API refuses with its own message.
        benefitValue:
          (benefitKind === "AMOUNT_OFF" ? centsOf(benefit) : Math.trunc(Number(benefit))) || 0,
        thresholdCents: centsOf(text("threshold") || "0") || 0,
        targetKind: text("targetKind") as CouponTargetKind,
        targetCodes: text("targetCodes")
          .split(",")
          .map((code) => code.trim())
          .filter(Boolean),
        beginsAt: isoOrNull(text("beginsAt")),
        endsAt: isoOrNull(text("endsAt")),
        usageLimit: kind === "PROMOTION_CODE" && limit ? Math.trunc(Number(limit)) || 0 : null,
        active: form.get("active") === "on",
      },
    });
    setBusy(false);
    if (result.error) return setFaults([result.error.message]);
    const change = result.data.opsCouponCreate;
    if (change.userErrors.length > 0) {
      return setFaults(
        change.userErrors.map((e) => `${e.field ? `${e.field}: ` : ""}${e.message}`),
      );
    }
    setDone(`Created ${change.coupon?.code ?? ""} (${change.coupon?.status ?? ""}).`);
    router.refresh();
  };

  return (
    <form
      className={styles.form}
      data-testid="ops-coupon-create"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(new FormData(event.currentTarget));
      }}
    >
      <div className={styles.pair}>
        <label className={styles.field}>
          Coupon code
          <input name="code" autoCapitalize="characters" />
        </label>
        <label className={styles.field}>
          Kind
          <select value={kind} onChange={(event) => setKind(event.target.value as CouponKind)}>
            {COUPON_KINDS.map((value) => (
              <option key={value} value={value}>
                {KIND_LABEL[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className={styles.pair}>
        <label className={styles.field}>
          Coupon name (English)
          <input name="nameEn" maxLength={200} />
        </label>
        <label className={styles.field}>
          Coupon name (Chinese)
          <input name="nameZh" maxLength={200} />
        </label>
      </div>
      <div className={styles.pair}>
        <label className={styles.field}>
          Description (English)
          <input name="descriptionEn" maxLength={200} />
        </label>
        <label className={styles.field}>
          Description (Chinese)
          <input name="descriptionZh" maxLength={200} />
        </label>
      </div>
      <div className={styles.pair}>
        <label className={styles.field}>
          Benefit
          <select
            value={benefitKind}
            onChange={(event) => setBenefitKind(event.target.value as CouponBenefitKind)}
          >
            {COUPON_BENEFIT_KINDS.map((value) => (
              <option key={value} value={value}>
                {BENEFIT_LABEL[value]}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {benefitKind === "AMOUNT_OFF" ? "Amount off (HK$)" : "Percent off"}
          <input name="benefitValue" inputMode="decimal" />
        </label>
        <label className={styles.field}>
          Minimum spend (HK$, after promotions)
          <input name="threshold" inputMode="decimal" defaultValue="0" />
        </label>
      </div>
      <div className={styles.pair}>
        <label className={styles.field}>
          Coupon applies to
          <select name="targetKind" defaultValue="ALL">
            {COUPON_TARGET_KINDS.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Category paths, brand codes or product codes (comma-separated)
          <input name="targetCodes" />
        </label>
      </div>
      <div className={styles.pair}>
        <label className={styles.field}>
          Valid from (Hong Kong time, empty: now)
          <input name="beginsAt" type="datetime-local" />
        </label>
        <label className={styles.field}>
          Valid until (empty: never)
          <input name="endsAt" type="datetime-local" />
        </label>
        {kind === "PROMOTION_CODE" ? (
          <label className={styles.field}>
            Usage limit (empty: unlimited)
            <input name="usageLimit" inputMode="numeric" />
          </label>
        ) : null}
      </div>
      <label>
        <input type="checkbox" name="active" defaultChecked /> Usable once created (else paused)
      </label>
      <button type="submit" className={styles.primary} disabled={busy}>
        Create coupon
      </button>
      {faults.length > 0 ? (
        <ul role="alert" className={styles.error}>
          {faults.map((fault) => (
            <li key={fault}>{fault}</li>
          ))}
        </ul>
      ) : null}
      {done ? (
        <p role="status" className={styles.status}>
          {done}
        </p>
      ) : null}
    </form>
  );
}
