"use client";
/**
 * The teaser page's form (accounts §2 "a teaser page (leave an e-mail)"; §7 "Teaser submit uses
 * type TEASER"): the e-mail only. The API checks it (§5: required, then the e-mail pattern) and
 * answers in the shopper's language; the form shows that answer. Texts come as props.
 */
import { useState, type FormEvent } from "react";
import styles from "@/components/contact/contact.module.css";
import { runMutation, UserErrorException } from "@/lib/client/operations";
import { useShopTransport } from "@/lib/client/shop-transport-context";
import { subscribeNewsLetter } from "@/lib/graphql/persisted/contact";

export interface TeaserFormLabels {
  title: string;
  email: string;
  submit: string;
  sent: string;
  failed: string;
}

type State = { status: "idle" | "sending" | "sent" } | { status: "error"; message: string };

export function TeaserForm(props: { labels: TeaserFormLabels }) {
  const { labels } = props;
  const client = useShopTransport();
  const [state, setState] = useState<State>({ status: "idle" });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    setState({ status: "sending" });
    try {
      await runMutation(
        client,
        subscribeNewsLetter,
        { input: { email, type: "TEASER" } },
        { serverErrorMessage: labels.failed, ignoreErrors: true },
      );
      setState({ status: "sent" });
    } catch (error) {
      setState({
        status: "error",
        message: error instanceof UserErrorException ? error.message : labels.failed,
      });
    }
  };

  if (state.status === "sent") {
    return (
      <p className={styles.sent} role="status" data-testid="teaser-sent">
        {labels.sent}
      </p>
    );
  }
  const error = state.status === "error" ? state.message : null;
  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="teaser-form">
      <h2>{labels.title}</h2>
      <div className={styles.field}>
        <label htmlFor="teaser-email">{labels.email}</label>
        <input
          id="teaser-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "teaser-email-error" : undefined}
        />
        {error ? (
          <p id="teaser-email-error" className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className={styles.send} disabled={state.status === "sending"}>
        {labels.submit}
      </button>
    </form>
  );
}
