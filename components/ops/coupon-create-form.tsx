"use client";
/**
 * The console's coupon create form (issue 17 item 3 "promotions and coupons (create ...)"; ADR
 * 0048): a promotion code anyone may type, or a member coupon template; amount or percent off,
 * minimum spend, what it applies to, its window and (codes only) a usage limit. Money is typed
 * in dollars and sent in cents. The API refuses a draft at fault with one error per fault
 * (the loyalty domain's couponFaults, the seed's own check), shown here by field and text.
 */
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
import {
  codeList,
  FormOutcome,
  hongKongIsoOrNull,
  SelectField,
  TargetFields,
  TextField,
  useCreateForm,
} from "./form-parts";
import styles from "./ops.module.css";

const KIND_LABEL: Record<CouponKind, string> = {
  PROMOTION_CODE: "Promotion code (anyone types it)",
  PROMOTION_COUPON: "Member coupon (template)",
};
const BENEFIT_LABEL: Record<CouponBenefitKind, string> = {
  AMOUNT_OFF: "Amount off (HK$)",
  PERCENT_OFF: "Percent off (%)",
};

/** Dollars typed ("100", "99.5") as cents; NaN when not a number, so the API refuses it. */
const centsOf = (dollars: string) => Math.round(Number(dollars) * CENTS_PER_DOLLAR);

export function CouponCreateForm() {
  const [kind, setKind] = useState<CouponKind>("PROMOTION_CODE");
  const [benefitKind, setBenefitKind] = useState<CouponBenefitKind>("AMOUNT_OFF");
  const { busy, faults, done, onSubmit } = useCreateForm({
    send: (text, form) => {
      const benefit = text("benefitValue");
      const limit = text("usageLimit");
      return callOps(opsCouponCreate, {
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
          targetCodes: codeList(text("targetCodes")),
          beginsAt: hongKongIsoOrNull(text("beginsAt")),
          endsAt: hongKongIsoOrNull(text("endsAt")),
          usageLimit: kind === "PROMOTION_CODE" && limit ? Math.trunc(Number(limit)) || 0 : null,
          active: form.get("active") === "on",
        },
      });
    },
    payloadOf: (data) => data.opsCouponCreate,
    faultOf: (e) => `${e.field ? `${e.field}: ` : ""}${e.message}`,
    doneOf: (change) => `Created ${change.coupon?.code ?? ""} (${change.coupon?.status ?? ""}).`,
  });

  return (
    <form className={styles.form} data-testid="ops-coupon-create" noValidate onSubmit={onSubmit}>
      <div className={styles.pair}>
        <TextField label="Coupon code" name="code" autoCapitalize="characters" />
        <SelectField
          label="Kind"
          values={COUPON_KINDS}
          labelOf={(value) => KIND_LABEL[value]}
          value={kind}
          onChange={(event) => setKind(event.target.value as CouponKind)}
        />
      </div>
      <div className={styles.pair}>
        <TextField label="Coupon name (English)" name="nameEn" maxLength={200} />
        <TextField label="Coupon name (Chinese)" name="nameZh" maxLength={200} />
      </div>
      <div className={styles.pair}>
        <TextField label="Description (English)" name="descriptionEn" maxLength={200} />
        <TextField label="Description (Chinese)" name="descriptionZh" maxLength={200} />
      </div>
      <div className={styles.pair}>
        <SelectField
          label="Benefit"
          values={COUPON_BENEFIT_KINDS}
          labelOf={(value) => BENEFIT_LABEL[value]}
          value={benefitKind}
          onChange={(event) => setBenefitKind(event.target.value as CouponBenefitKind)}
        />
        <TextField
          label={benefitKind === "AMOUNT_OFF" ? "Amount off (HK$)" : "Percent off"}
          name="benefitValue"
          inputMode="decimal"
        />
        <TextField
          label="Minimum spend (HK$, after promotions)"
          name="threshold"
          inputMode="decimal"
          defaultValue="0"
        />
      </div>
      <TargetFields label="Coupon applies to" kinds={COUPON_TARGET_KINDS} />
      <div className={styles.pair}>
        <TextField
          label="Valid from (Hong Kong time, empty: now)"
          name="beginsAt"
          type="datetime-local"
        />
        <TextField label="Valid until (empty: never)" name="endsAt" type="datetime-local" />
        {kind === "PROMOTION_CODE" ? (
          <TextField label="Usage limit (empty: unlimited)" name="usageLimit" inputMode="numeric" />
        ) : null}
      </div>
      <label>
        <input type="checkbox" name="active" defaultChecked /> Usable once created (else paused)
      </label>
      <button type="submit" className={styles.primary} disabled={busy}>
        Create coupon
      </button>
      <FormOutcome faults={faults} done={done} />
    </form>
  );
}
