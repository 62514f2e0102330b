"use client";
/**
 * "Link to an existing account" on /linkAccount: sign in as the member (userLogin), then bind
 * the social account to them with the link ticket (thirdPartyBindV2).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { runMutation, UserErrorException } from "@/lib/client/operations";
import { userLogin } from "@/lib/graphql/operations/accounts";
import { thirdPartyBindV2 } from "@/lib/graphql/operations/third-party";
import type { ThirdPartyAppType } from "@/lib/domain/accounts/identity-providers";
import styles from "./account.module.css";

export function LinkAccountForm(props: {
  appType: ThirdPartyAppType;
  linkTicket: string;
  redirectUrl: string;
}) {
  const t = useTranslations("login");
  const tLink = useTranslations("linkAccount");
  const tError = useTranslations("loginError");
  const client = useApolloClient();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = z.object({
    account: z.string().trim().min(1, t("accountRequired")),
    password: z.string().min(1, t("passwordRequired")),
  });
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { account: "", password: "" },
    mode: "onBlur",
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const options = {
      loading: true,
      changesSession: true,
      serverErrorMessage: tError("serverError"),
    };
    try {
      await runMutation(client, userLogin, { input: { ...values, rememberMe: false } }, options);
      await runMutation(
        client,
        thirdPartyBindV2,
        { appType: props.appType, linkTicket: props.linkTicket },
        options,
      );
      window.location.assign(props.redirectUrl);
    } catch (error) {
      setFormError(error instanceof UserErrorException ? error.message : tError("serverError"));
    }
  });

  const { errors, isSubmitting } = form.formState;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="link-account-form">
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
      {formError && (
        <p className={styles.formError} role="alert" data-testid="link-account-form-error">
          {formError}
        </p>
      )}
      <button type="submit" className={styles.primaryButton} disabled={isSubmitting}>
        {tLink("submit")}
      </button>
    </form>
  );
}
