"use client";
/**
 * Reset a forgotten password (accounts §7 resetPassword): an e-mail or mobile, its code and a new
 * password twice. Success signs the shopper in (every other session was revoked) and opens /user.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { runMutation, UserErrorException } from "@/lib/client/operations";
import { fieldProblems, resetPasswordSchema } from "@/lib/domain/accounts/registration-rules";
import { COUNTRY_PHONE_PREFIX } from "@/lib/domain/checkout/constants";
import { resetPassword } from "@/lib/graphql/operations/registration";
import { PasswordStrength } from "./password-strength";
import { EMPTY_CODE_ADDRESS, VerifyCodeFields, type CodeAddressValues } from "./verify-code-fields";
import styles from "./account.module.css";

export function ResetPasswordForm(props: { afterUrl: string }) {
  const t = useTranslations("resetPassword");
  const tForm = useTranslations("accountForms");
  const tError = useTranslations("loginError");
  const client = useApolloClient();
  const [address, setAddress] = useState<CodeAddressValues>(EMPTY_CODE_ADDRESS);
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = resetPasswordSchema.safeParse({ ...address, password, confirmPassword });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          fieldProblems(parsed.error).map(({ field, key }) => [field, tForm(`errors.${key}`)]),
        ),
      );
      return;
    }
    setErrors({});
    const values = parsed.data;
    setSubmitting(true);
    try {
      await runMutation(
        client,
        resetPassword,
        {
          input: {
            email: values.method === "email" ? values.email : null,
            countryCode:
              values.method === "mobile" ? COUNTRY_PHONE_PREFIX[values.phoneCountry] : null,
            mobile: values.method === "mobile" ? values.mobile : null,
            verifyCode: values.verifyCode,
            password: values.password,
            confirmPassword: values.confirmPassword,
          },
        },
        { loading: true, serverErrorMessage: tError("serverError") },
      );
      // A full load, so that every server component renders for the new member.
      window.location.assign(props.afterUrl);
    } catch (error) {
      setFormError(error instanceof UserErrorException ? error.message : tError("serverError"));
      setSubmitting(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="reset-password-form"
    >
      <VerifyCodeFields
        purpose="RESET_PASSWORD"
        values={address}
        onChange={setAddress}
        errors={errors}
      />
      <label className={styles.field}>
        <span>{tForm("newPassword")}</span>
        <input
          type="password"
          autoComplete="new-password"
          value={password}
          aria-invalid={Boolean(errors.password)}
          onChange={(event) => setPassword(event.target.value)}
        />
        {errors.password && <span className={styles.fieldError}>{errors.password}</span>}
      </label>
      <PasswordStrength password={password} />
      <label className={styles.field}>
        <span>{tForm("confirmPassword")}</span>
        <input
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          aria-invalid={Boolean(errors.confirmPassword)}
          onChange={(event) => setConfirmPassword(event.target.value)}
        />
        {errors.confirmPassword && (
          <span className={styles.fieldError}>{errors.confirmPassword}</span>
        )}
      </label>
      {formError && (
        <p className={styles.formError} role="alert" data-testid="reset-password-error">
          {formError}
        </p>
      )}
      <button type="submit" className={styles.primaryButton} disabled={submitting}>
        {t("submit")}
      </button>
    </form>
  );
}
