"use client";
/**
 * The footer's subscribe form (accounts §2 Footer, §4 Newsletter subscribe, §5 Footer
 * subscribe): idle, then validated (an empty e-mail shows footer.rules.email.required, a
 * malformed one footer.rules.email.type, beside the field), then a success or failure toast
 * (footer.operationSuccess, footer.operationFail). The API checks the address again with the
 * same rule. Texts come as props from the footer, so no text bundle is sent for it.
 */
import { useId, useState, type FormEvent } from "react";
import { runMutation } from "@/lib/client/operations";
import { useShopTransport } from "@/lib/client/shop-transport-context";
import { useUiStore } from "@/lib/client/ui-store";
import { emailProblem } from "@/lib/domain/validation/email";
import { subscribeEmail } from "@/lib/graphql/persisted/contact";
import styles from "./footer.module.css";

export interface SubscribeFormLabels {
  email: string;
  submit: string;
  required: string;
  type: string;
  success: string;
  fail: string;
}

export function SubscribeForm(props: { labels: SubscribeFormLabels }) {
  const { labels } = props;
  const client = useShopTransport();
  const showToast = useUiStore((state) => state.showToast);
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get("email") ?? "").trim();
    const invalid = emailProblem(email);
    setProblem(invalid ? labels[invalid] : null);
    if (invalid) return;
    setSending(true);
    try {
      const subscribed = await runMutation(
        client,
        subscribeEmail,
        { email },
        { serverErrorMessage: labels.fail, ignoreErrors: true },
      );
      if (!subscribed.subscribeEmail) throw new Error("not subscribed");
      form.reset();
      showToast(labels.success, { status: "success" });
    } catch {
      showToast(labels.fail, { status: "error" });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={styles.subscribeForm}
      onSubmit={submit}
      noValidate
      data-testid="subscribe-form"
    >
      <label htmlFor={`${id}-email`} className="visually-hidden">
        {labels.email}
      </label>
      <div className={styles.subscribeRow}>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={labels.email}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={() => setProblem(null)}
        />
        <button type="submit" disabled={sending}>
          {labels.submit}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className={styles.subscribeProblem} role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
