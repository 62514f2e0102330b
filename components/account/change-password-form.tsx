"use client";
/**
 * Change password on /user (accounts §5 Password, §7 updatePassword): the old password must
 * match and the new one differ; the member's other devices are signed out, this one stays.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { runMutation, UserErrorException } from "@/lib/client/operations";
import { fieldProblems, updatePasswordSchema } from "@/lib/domain/accounts/registration-rules";
import { updatePassword } from "@/lib/graphql/operations/registration";
import { PasswordStrength } from "./password-strength";
import styles from "./account.module.css";

export function ChangePasswordForm() {
  const t = useTranslations("changePassword");
  const tForm = useTranslations("accountForms");
  const tError = useTranslations("loginError");
  const client = useApolloClient();
  const [values, setValues] = useState({ oldPassword: "", password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = updatePasswordSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          fieldProblems(parsed.error).map(({ field, key }) => [field, tForm(`errors.${key}`)]),
        ),
      );
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await runMutation(
        client,
        updatePassword,
        { input: { oldPassword: parsed.data.oldPassword, newPassword: parsed.data.password } },
        { loading: true, serverErrorMessage: tError("serverError") },
      );
      setValues({ oldPassword: "", password: "", confirmPassword: "" });
      setMessage({ ok: true, text: t("done") });
    } catch (error) {
      setMessage({
        ok: false,
        text: error instanceof UserErrorException ? error.message : tError("serverError"),
      });
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: keyof typeof values, label: string, autoComplete: string) => (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={Boolean(errors[name])}
        onChange={(event) => set({ [name]: event.target.value })}
      />
      {errors[name] && <span className={styles.fieldError}>{errors[name]}</span>}
    </label>
  );
  return (
    <section aria-labelledby="change-password-title" data-testid="change-password">
      <h2 id="change-password-title">{t("title")}</h2>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        {field("oldPassword", tForm("oldPassword"), "current-password")}
        {field("password", tForm("newPassword"), "new-password")}
        <PasswordStrength password={values.password} />
        {field("confirmPassword", tForm("confirmPassword"), "new-password")}
        {message && (
          <p
            className={message.ok ? undefined : styles.formError}
            role={message.ok ? "status" : "alert"}
          >
            {message.text}
          </p>
        )}
        <button type="submit" className={styles.primaryButton} disabled={submitting}>
          {t("submit")}
        </button>
      </form>
    </section>
  );
}
