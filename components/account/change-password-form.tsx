"use client";
/**
 * Change password on /user (accounts §5 Password, §7 updatePassword): the old password must
 * match and the new one differ; the member's other devices are signed out, this one stays.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { runMutation } from "@/lib/client/operations";
import { updatePasswordSchema } from "@/lib/domain/accounts/registration-rules";
import { updatePassword } from "@/lib/graphql/operations/registration";
import { PasswordStrength } from "./password-strength";
import styles from "./account.module.css";
import { FormMessage, useAccountForm } from "./use-account-form";

export function ChangePasswordForm() {
  const t = useTranslations("changePassword");
  const tForm = useTranslations("accountForms");
  const client = useApolloClient();
  const form = useAccountForm();
  const { errors } = form;
  const [values, setValues] = useState({ oldPassword: "", password: "", confirmPassword: "" });
  const set = (patch: Partial<typeof values>) => setValues((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(updatePasswordSchema, values, async (input) => {
      await runMutation(
        client,
        updatePassword,
        { input: { oldPassword: input.oldPassword, newPassword: input.password } },
        { loading: true, serverErrorMessage: form.serverErrorMessage },
      );
      setValues({ oldPassword: "", password: "", confirmPassword: "" });
      return t("done");
    });
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
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {field("oldPassword", tForm("oldPassword"), "current-password")}
        {field("password", tForm("newPassword"), "new-password")}
        <PasswordStrength password={values.password} />
        {field("confirmPassword", tForm("confirmPassword"), "new-password")}
        <FormMessage message={form.message} />
        <button type="submit" className={styles.primaryButton} disabled={form.submitting}>
          {t("submit")}
        </button>
      </form>
    </section>
  );
}
