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
import { runMutation } from "@/lib/client/operations";
import { useUiStoreApi } from "@/lib/client/ui-store";
import { staffSignUpSchema } from "@/lib/domain/accounts/staff-rules";
import { staffSignUp } from "@/lib/graphql/operations/staff";
import styles from "./account.module.css";
import { FormMessage, useAccountForm } from "./use-account-form";

type Field = "staffCode" | "surname";

export function StaffSignUpForm() {
  const t = useTranslations("staffSignUp");
  const client = useApolloClient();
  const store = useUiStoreApi();
  const router = useRouter();
  const form = useAccountForm();
  const { errors } = form;
  const [values, setValues] = useState({ staffCode: "", surname: "" });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(staffSignUpSchema, values, async (input) => {
      const data = await runMutation(
        client,
        staffSignUp,
        { input },
        { loading: true, serverErrorMessage: form.serverErrorMessage },
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
      // The header reads the session on the server too.
      router.refresh();
      return t("done", { staffCode: customer?.memberInfo.staffCode ?? input.staffCode });
    });
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
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="staff-sign-up-form">
      {field("staffCode", "off")}
      {field("surname", "family-name")}
      <FormMessage message={form.message} />
      <button type="submit" className={styles.primaryButton} disabled={form.submitting}>
        {t("submit")}
      </button>
    </form>
  );
}
