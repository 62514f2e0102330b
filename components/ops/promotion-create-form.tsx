"use client";
/**
 * The console's promotion create form (ADR 0046 "Promotions and coupons"): the fields the pricing
 * engine reads, the rule as JSON in the type's stored shape (ADR 0041). The API refuses a rule at
 * fault with one error per fault (promotionRuleFaults), shown here by code, field and text.
 */
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callOps } from "@/lib/client/ops-api";
import { PROMOTION_TYPES, type PromotionType } from "@/lib/domain/promotions/constants";
import { opsPromotionCreate } from "@/lib/graphql/persisted/ops-promotions";
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

const isoOrNull = (local: string) => (local ? new Date(`${local}:00+08:00`).toISOString() : null);

export function PromotionCreateForm() {
  const router = useRouter();
  const [type, setType] = useState<PromotionType>("DIRECT_REDUCE");
  const [ruleJson, setRuleJson] = useState(exampleOf("DIRECT_REDUCE"));
  const [busy, setBusy] = useState(false);
  const [faults, setFaults] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (form: FormData) => {
    setBusy(true);
    setFaults([]);
    setDone(null);
    const text = (name: string) => String(form.get(name) ?? "").trim();
    const targetKind = text("targetKind") as (typeof TARGETS)[number];
    const result = await callOps(opsPromotionCreate, {
      input: {
        code: text("code"),
        type,
        nameEn: text("nameEn"),
        nameZh: text("nameZh"),
        ruleDescEn: text("ruleDescEn"),
        ruleDescZh: text("ruleDescZh"),
        priority: Number(text("priority") || "0"),
        beginsAt: isoOrNull(text("beginsAt")),
        endsAt: isoOrNull(text("endsAt")),
        targetKind,
        targetCodes: text("targetCodes")
          .split(",")
          .map((code) => code.trim())
          .filter(Boolean),
        ruleJson,
        active: form.get("active") === "on",
      },
    });
    setBusy(false);
    if (result.error) return setFaults([result.error.message]);
    const change = result.data.opsPromotionCreate;
    if (change.userErrors.length > 0) {
      return setFaults(
        change.userErrors.map((e) => `${e.code}${e.field ? ` (${e.field})` : ""}: ${e.message}`),
      );
    }
    setDone(`Created ${change.promotion?.code ?? ""} (${change.promotion?.status ?? ""}).`);
    router.refresh();
  };

  return (
    <form
      className={styles.form}
      data-testid="ops-promotion-create"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(new FormData(event.currentTarget));
      }}
    >
      <div className={styles.pair}>
        <label className={styles.field}>
          Code
          <input name="code" required pattern="[A-Za-z0-9][A-Za-z0-9_\-]{1,39}" />
        </label>
        <label className={styles.field}>
          Type
          <select
            value={type}
            onChange={(event) => {
              const next = event.target.value as PromotionType;
              setType(next);
              setRuleJson(exampleOf(next));
            }}
          >
            {PROMOTION_TYPES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Priority (lower goes first)
          <input name="priority" type="number" step={1} defaultValue={100} required />
        </label>
      </div>
      <div className={styles.pair}>
        <label className={styles.field}>
          Name (English)
          <input name="nameEn" required maxLength={100} />
        </label>
        <label className={styles.field}>
          Name (Chinese)
          <input name="nameZh" required maxLength={100} />
        </label>
      </div>
      <div className={styles.pair}>
        <label className={styles.field}>
          Rule text (English)
          <input name="ruleDescEn" maxLength={200} />
        </label>
        <label className={styles.field}>
          Rule text (Chinese)
          <input name="ruleDescZh" maxLength={200} />
        </label>
      </div>
      <div className={styles.pair}>
        <label className={styles.field}>
          Begins (Hong Kong time, empty: now)
          <input name="beginsAt" type="datetime-local" />
        </label>
        <label className={styles.field}>
          Ends (empty: never)
          <input name="endsAt" type="datetime-local" />
        </label>
      </div>
      <div className={styles.pair}>
        <label className={styles.field}>
          Applies to
          <select name="targetKind" defaultValue="ALL">
            {TARGETS.map((value) => (
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
