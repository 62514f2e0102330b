"use client";
/**
 * Password sign-in (accounts §4 Session, §7 userLogin): remember-me picks the 7-day token,
 * otherwise 2 hours. After success the page reloads at redirectUrl so every server
 * component renders for the member.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { runMutation, UserErrorException } from "@/lib/client/operations";
import { userLogin } from "@/lib/graphql/operations/accounts";
import styles from "./account.module.css";

export function LoginForm(props: { redirectUrl: string }) {
  const t = useTranslations("login");
  const tError = useTranslations("loginError");
  const client = useApolloClient();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = z.object({
    account: z.string().trim().min(1, t("accountRequired")),
    password: z.string().min(1, t("passwordRequired")),
    rememberMe: z.boolean(),
  });
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { account: "", password: "", rememberMe: false },
    mode: "onBlur",
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await runMutation(
        client,
        userLogin,
        { input: values },
        { loading: true, serverErrorMessage: tError("serverError") },
      );
      window.location.assign(props.redirectUrl);
    } catch (error) {
      setFormError(error instanceof UserErrorException ? error.message : tError("serverError"));
    }
  });

  const { errors, isSubmitting } = form.formState;
  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      data-testid="login-form"
    >
      <label className={styles.field}>
        <span>{t("account")}</span>
        <input
          type="text"
          autoComplete="username"
          aria-invalid={Boolean(errors.account)}
          {...form.register("account")}
        />
        {errors.account && <span className={styles.fieldError}>{errors.account.message}</span>}
      </label>
      <label className={styles.field}>
        <span>{t("password")}</span>
        <input
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          {...form.register("password")}
        />
        {errors.password && <span className={styles.fieldError}>{errors.password.message}</span>}
      </label>
      <label className={styles.checkbox}>
        <input type="checkbox" {...form.register("rememberMe")} />
        <span>{t("rememberMe")}</span>
      </label>
      {formError && (
        <p className={styles.formError} role="alert" data-testid="login-error">
          {formError}
        </p>
      )}
      <button type="submit" className={styles.primaryButton} disabled={isSubmitting}>
        {t("submit")}
      </button>
    </form>
  );
}
