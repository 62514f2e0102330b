"use client";
/**
 * The console's promotion create form (ADR 0046 "Promotions and coupons"): the fields the pricing
 * engine reads, the rule as JSON in the type's stored shape (ADR 0041). The API refuses a rule at
 * fault with one error per fault (promotionRuleFaults), shown here by code, field and text.
 */
import { useState } from "react";
import { callOps } from "@/lib/client/ops-api";
import { PROMOTION_TYPES, type PromotionType } from "@/lib/domain/promotions/constants";
import { opsPromotionCreate } from "@/lib/graphql/persisted/ops-promotions";
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

const TARGETS = ["ALL", "CATEGORIES", "BRANDS", "PRODUCTS"] as const;

/** A starting rule for each type, so the operator edits numbers rather than writes JSON. */
const EXAMPLE_RULES: Record<PromotionType, unknown> = {
  SATISFY_REDUCE: { tiers: [{ threshold: { kind: "AMOUNT", cents: 50000 }, reduceCents: 5000 }] },
  DIRECT_REDUCE: { reduceCentsPerUnit: 1000 },
  SATISFY_DISCOUNT: { tiers: [{ threshold: { kind: "QUANTITY", items: 2 }, percentOff: 10 }] },
  PRESENT: { threshold: { kind: "AMOUNT", cents: 50000 } },
  BUNDLE: { size: 2, bundlePriceCents: 50000 },
  SPECIFY_PRICE: { unitPriceCents: 9900 },
  FREIGHT_SATISFY_REDUCE: { threshold: { kind: "AMOUNT", cents: 30000 }, reduceCents: 3000 },
  FREIGHT_SATISFY_DISCOUNT: { threshold: { kind: "AMOUNT", cents: 30000 }, percentOff: 100 },
  MEMBER: { levels: [], percentOff: 5 },
  FULL_FREE: { buy: 3, free: 1 },
  EXCHANGE: { threshold: { kind: "AMOUNT", cents: 50000 } },
};
const exampleOf = (type: PromotionType) =>
  JSON.stringify({ type, ...(EXAMPLE_RULES[type] as object) });

export function PromotionCreateForm() {
  const [type, setType] = useState<PromotionType>("DIRECT_REDUCE");
  const [ruleJson, setRuleJson] = useState(exampleOf("DIRECT_REDUCE"));
  const { busy, faults, done, onSubmit } = useCreateForm({
    send: (text, form) =>
      callOps(opsPromotionCreate, {
        input: {
          code: text("code"),
          type,
          nameEn: text("nameEn"),
          nameZh: text("nameZh"),
          ruleDescEn: text("ruleDescEn"),
          ruleDescZh: text("ruleDescZh"),
          priority: Number(text("priority") || "0"),
          beginsAt: hongKongIsoOrNull(text("beginsAt")),
          endsAt: hongKongIsoOrNull(text("endsAt")),
          targetKind: text("targetKind") as (typeof TARGETS)[number],
          targetCodes: codeList(text("targetCodes")),
          ruleJson,
          active: form.get("active") === "on",
        },
      }),
    payloadOf: (data) => data.opsPromotionCreate,
    faultOf: (e) => `${e.code}${e.field ? ` (${e.field})` : ""}: ${e.message}`,
    doneOf: (change) =>
      `Created ${change.promotion?.code ?? ""} (${change.promotion?.status ?? ""}).`,
  });

  return (
    <form className={styles.form} data-testid="ops-promotion-create" onSubmit={onSubmit}>
      <div className={styles.pair}>
        <TextField label="Code" name="code" required pattern="[A-Za-z0-9][A-Za-z0-9_\-]{1,39}" />
        <SelectField
          label="Type"
          values={PROMOTION_TYPES}
          value={type}
          onChange={(event) => {
            const next = event.target.value as PromotionType;
            setType(next);
            setRuleJson(exampleOf(next));
          }}
        />
        <TextField
          label="Priority (lower goes first)"
          name="priority"
          type="number"
          step={1}
          defaultValue={100}
          required
        />
      </div>
      <div className={styles.pair}>
        <TextField label="Name (English)" name="nameEn" required maxLength={100} />
        <TextField label="Name (Chinese)" name="nameZh" required maxLength={100} />
      </div>
      <div className={styles.pair}>
        <TextField label="Rule text (English)" name="ruleDescEn" maxLength={200} />
        <TextField label="Rule text (Chinese)" name="ruleDescZh" maxLength={200} />
      </div>
      <div className={styles.pair}>
        <TextField
          label="Begins (Hong Kong time, empty: now)"
          name="beginsAt"
          type="datetime-local"
        />
        <TextField label="Ends (empty: never)" name="endsAt" type="datetime-local" />
      </div>
      <TargetFields label="Applies to" kinds={TARGETS} />
      <label className={styles.field}>
        Rule (JSON)
        <textarea
          className={styles.json}
          value={ruleJson}
          onChange={(event) => setRuleJson(event.target.value)}
          rows={4}
          required
        />
      </label>
      <label>
        <input type="checkbox" name="active" defaultChecked /> In force once created (else paused)
      </label>
      <button type="submit" className={styles.primary} disabled={busy}>
        Create promotion
      </button>
      <FormOutcome faults={faults} done={done} />
    </form>
  );
}
