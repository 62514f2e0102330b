"use client";
/**
 * The console forms' shared parts (issue 17 item 3; ADR 0046, 0048): a labelled input or select
 * in the console's field style, the line of faults and the status under a form, and the two
 * round trips. The create forms (promotions, coupons) send one mutation whose payload carries
 * `userErrors` (one per fault of the draft); the console shows the call's own error or those
 * faults by field and text, else says what it created and reloads the page's lists. An action
 * (ship, approve, adjust stock) shows the call's error or its one refusal as the API words it,
 * else the state it reached, and reloads the page.
 */
import { useRouter } from "next/navigation";
import {
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
} from "react";
import type { OpsCallResult } from "@/lib/client/ops-api";
import styles from "./ops.module.css";

/** A labelled input: the label's text, then the input, so `getByLabel` finds it. */
export function TextField({
  label,
  ...input
}: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={styles.field}>
      {label}
      <input {...input} />
    </label>
  );
}

/** A labelled select of fixed values, each shown as `labelOf` says (else as the value). */
export function SelectField<Value extends string>({
  label,
  values,
  labelOf,
  ...select
}: {
  label: ReactNode;
  values: readonly Value[];
  labelOf?: (value: Value) => string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <label className={styles.field}>
      {label}
      <select {...select}>
        {values.map((value) => (
          <option key={value} value={value}>
            {labelOf ? labelOf(value) : value}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * What a discount applies to: the target kind and its codes, as the create mutations take them
 * (`targetKind`, `targetCodes`; read back with `codeList`).
 */
export function TargetFields(props: { label: string; kinds: readonly string[] }) {
  return (
    <div className={styles.pair}>
      <SelectField label={props.label} values={props.kinds} name="targetKind" defaultValue="ALL" />
      <TextField
        label="Category paths, brand codes or product codes (comma-separated)"
        name="targetCodes"
      />
    </div>
  );
}

/**
 * A form's outcome under it: its faults (a list, or the one fault of an action) as an alert, and
 * what it did as a status.
 */
export function FormOutcome(props: {
  faults: readonly string[] | string | null;
  done: string | null;
}) {
  const { faults, done } = props;
  return (
    <>
      {typeof faults === "string" ? (
        faults ? (
          <p role="alert" className={styles.error}>
            {faults}
          </p>
        ) : null
      ) : faults && faults.length > 0 ? (
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
    </>
  );
}

/** A form field's trimmed text ("" when absent). */
export type FormText = (name: string) => string;

/** A `datetime-local` value read as Hong Kong time (the shop's zone), as ISO; empty is null. */
export const hongKongIsoOrNull = (local: string) =>
  local ? new Date(`${local}:00+08:00`).toISOString() : null;

/** A comma-separated list typed in one field, without blanks. */
export const codeList = (typed: string) =>
  typed
    .split(",")
    .map((code) => code.trim())
    .filter(Boolean);

interface CreatePayload {
  userErrors: readonly unknown[];
}

/**
 * A create form's round trip: `send` reads the form and calls the mutation, `payloadOf` picks
 * its payload; a refused call shows its error, a refused draft one line per `userErrors` entry
 * (`faultOf`), a created one `doneOf` and a refresh of the page's server data.
 */
export function useCreateForm<Data, Payload extends CreatePayload>(spec: {
  send: (text: FormText, form: FormData) => Promise<OpsCallResult<Data>>;
  payloadOf: (data: Data) => Payload;
  faultOf: (error: Payload["userErrors"][number]) => string;
  doneOf: (payload: Payload) => string;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [faults, setFaults] = useState<string[]>([]);
  const [done, setDone] = useState<string | null>(null);

  const submit = async (form: FormData) => {
    setBusy(true);
    setFaults([]);
    setDone(null);
    const result = await spec.send((name) => String(form.get(name) ?? "").trim(), form);
    setBusy(false);
    if (result.error) return setFaults([result.error.message]);
    const payload = spec.payloadOf(result.data);
    if (payload.userErrors.length > 0) return setFaults(payload.userErrors.map(spec.faultOf));
    setDone(spec.doneOf(payload));
    router.refresh();
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(new FormData(event.currentTarget));
  };
  return { busy, faults, done, onSubmit };
}

interface ActionPayload {
  userErrors: readonly { message: string }[];
}

/**
 * An action's round trip: `run` calls the mutation and `pick`s its payload; a refused call or
 * action shows the (first) refusal, a done one `doneOf` and a refresh of the page's server data.
 * `run` tells whether the action went through, so a form can clear its inputs.
 */
export function useOpsAction<Payload>(doneOf: (payload: Payload) => string) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [fault, setFault] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const run = async <Data,>(
    call: () => Promise<OpsCallResult<Data>>,
    pick: (data: Data) => Payload & ActionPayload,
  ): Promise<boolean> => {
    setBusy(true);
    setFault(null);
    setDone(null);
    const result = await call();
    setBusy(false);
    if (result.error) {
      setFault(result.error.message);
      return false;
    }
    const payload = pick(result.data);
    const [refusal] = payload.userErrors;
    if (refusal) {
      setFault(refusal.message);
      return false;
    }
    setDone(doneOf(payload));
    router.refresh();
    return true;
  };
  return { busy, fault, done, run };
}
