"use client";
/** The operator sign-in of /ops (opsSignIn): its answer's message shown as is. */
import { useRouter } from "next/navigation";
import { useState } from "react";
import { callOps } from "@/lib/client/ops-api";
import { opsSignIn } from "@/lib/graphql/persisted/ops";
import styles from "./ops.module.css";

export function SignInForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      // A click before hydration must never put the password in the address (as the shop's login).
      method="post"
      className={styles.form}
      onSubmit={async (event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        setBusy(true);
        const result = await callOps(opsSignIn, {
          email: String(form.get("email") ?? ""),
          password: String(form.get("password") ?? ""),
        });
        setBusy(false);
        if (result.error) {
          setError(result.error.message);
          return;
        }
        router.replace("/ops");
        router.refresh();
      }}
    >
      <label className={styles.field}>
        E-mail
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label className={styles.field}>
        Password
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={busy}>
        Sign in
      </button>
    </form>
  );
}
