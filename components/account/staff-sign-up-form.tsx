"use client";
/**
 * Staff registration for a signed-in member (accounts §2 /member/regStaff, §5 "staff sign-up
 * requires staff code and surname"): the same zod rules as the API; on success the header's
 * STAFF badge appears without signing in again.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { runMutation, UserErrorException } from "@/lib/client/operations";
import { useUiStoreApi } from "@/lib/client/ui-store";
import { fieldProblems } from "@/lib/domain/accounts/registration-rules";
import { staffSignUpSchema } from "@/lib/domain/accounts/staff-rules";
import { staffSignUp } from "@/lib/graphql/operations/staff";
import styles from "./account.module.css";

type Field = "staffCode" | "surname";

export function StaffSignUpForm() {
  const t = useTranslations("staffSignUp");
  const tForm = useTranslations("accountForms");
  const tError = useTranslations("loginError");
  const client = useApolloClient();
  const store = useUiStoreApi();
  const router = useRouter();
  const [values, setValues] = useState({ staffCode: "", surname: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    const parsed = staffSignUpSchema.safeParse(values);
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
      const data = await runMutation(
        client,
        staffSignUp,
        { input: parsed.data },
        { loading: true, serverErrorMessage: tError("serverError") },
      );
      const customer = data.staffSignUp.customer;
      if (customer) {
        store.getState().setSession({
          kind: "member",
          userCode: customer.userCode,
          isStaff: customer.isStaff,
          nickName: customer.nickName,
        });
      }
      setMessage({
        ok: true,
        text: t("done", { staffCode: customer?.memberInfo.staffCode ?? parsed.data.staffCode }),
      });
      router.refresh();
    } catch (error) {
      setMessage({
        ok: false,
        text: error instanceof UserErrorException ? error.message : tError("serverError"),
      });
    } finally {
      setSubmitting(false);
    }
  };

  const field = (name: Field, autoComplete: string) => (
    <label className={styles.field}>
      <span>{t(name)}</span>
      <input
        name={name}
        autoComplete={autoComplete}
        value={values[name]}
        aria-invalid={Boolean(errors[name])}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
      {errors[name] && <span className={styles.fieldError}>{errors[name]}</span>}
    </label>
  );

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="staff-sign-up-form"
    >
      {field("staffCode", "off")}
      {field("surname", "family-name")}
      {message && (
        <p
          role={message.ok ? "status" : "alert"}
          className={message.ok ? undefined : styles.formError}
        >
          {message.text}
        </p>
      )}
      <button type="submit" className={styles.primaryButton} disabled={submitting}>
        {t("submit")}
      </button>
    </form>
  );
}
