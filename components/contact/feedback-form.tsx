"use client";
/**
 * The contact form (accounts §2 /contact-us, §7 createFeedback): name, e-mail, optional phone
 * and subject, message. The API checks every field and answers in the shopper's language; the
 * form only shows the answer beside the field it names. Texts come as props from the page, so
 * the page sends no text bundle for it.
 */
import { useState, type FormEvent } from "react";
import { runMutation, UserErrorException } from "@/lib/client/operations";
import { useShopTransport } from "@/lib/client/shop-transport-context";
import { createFeedback } from "@/lib/graphql/persisted/contact";
import styles from "./contact.module.css";

const FIELDS = ["name", "email", "phone", "subject", "message"] as const;
type Field = (typeof FIELDS)[number];

export interface FeedbackFormLabels extends Record<Field, string> {
  optional: string;
  send: string;
  sent: string;
  failed: string;
}

type State =
  | { status: "idle" | "sending" | "sent" }
  | { status: "error"; message: string; field: Field | null };

export function FeedbackForm(props: { labels: FeedbackFormLabels }) {
  const { labels } = props;
  const client = useShopTransport();
  const [state, setState] = useState<State>({ status: "idle" });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (field: Field) => String(form.get(field) ?? "");
    setState({ status: "sending" });
    try {
      await runMutation(
        client,
        createFeedback,
        {
          input: {
            name: value("name"),
            email: value("email"),
            phone: value("phone") || null,
            subject: value("subject") || null,
            message: value("message"),
          },
        },
        { serverErrorMessage: labels.failed, ignoreErrors: true },
      );
      setState({ status: "sent" });
    } catch (error) {
      if (error instanceof UserErrorException) {
        const field = FIELDS.find((name) => name === error.userError.field) ?? null;
        setState({ status: "error", message: error.message, field });
      } else {
        setState({ status: "error", message: labels.failed, field: null });
      }
    }
  };

  if (state.status === "sent") {
    return (
      <p className={styles.sent} role="status" data-testid="feedback-sent">
        {labels.sent}
      </p>
    );
  }
  const errorOf = (field: Field | null) =>
    state.status === "error" && state.field === field ? state.message : null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="feedback-form">
      {FIELDS.map((field) => {
        const error = errorOf(field);
        const optional = field === "phone" || field === "subject";
        const common = {
          id: `feedback-${field}`,
          name: field,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": error ? `feedback-${field}-error` : undefined,
        };
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={common.id}>
              {labels[field]}
              {optional ? <span className={styles.optional}> ({labels.optional})</span> : null}
            </label>
            {field === "message" ? (
              <textarea {...common} rows={6} maxLength={2000} required />
            ) : (
              <input
                {...common}
                type={field === "email" ? "email" : field === "phone" ? "tel" : "text"}
                autoComplete={field === "subject" ? "off" : field === "phone" ? "tel" : field}
                required={!optional}
              />
            )}
            {error ? (
              <p id={`feedback-${field}-error`} className={styles.error} role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {errorOf(null) ? (
        <p className={styles.error} role="alert">
          {errorOf(null)}
        </p>
      ) : null}
      <button type="submit" className={styles.send} disabled={state.status === "sending"}>
        {labels.send}
      </button>
    </form>
  );
}
