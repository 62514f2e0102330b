"use client";
/**
 * Member sign-up (accounts §2 /register, §5 Registration, §7 userRegister). The same zod schema
 * checks the form here and the input on the server; after success the member lands on /user.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { runMutation, UserErrorException } from "@/lib/client/operations";
import { GENDERS, TITLES } from "@/lib/domain/accounts/constants";
import {
  fieldProblems,
  PHONE_COUNTRIES,
  registerSchema,
} from "@/lib/domain/accounts/registration-rules";
import { COUNTRY_PHONE_PREFIX } from "@/lib/domain/checkout/constants";
import { userRegister } from "@/lib/graphql/operations/registration";
import { PasswordStrength } from "./password-strength";
import { PROVIDER_NAMES, useLinkTicket } from "./use-link-ticket";
import { EMPTY_CODE_ADDRESS, VerifyCodeFields, type CodeAddressValues } from "./verify-code-fields";
import styles from "./account.module.css";

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

export function RegisterForm(props: {
  referralCode?: string;
  /** From a social sign-in that found no member: bind it once the account exists. */
  linkTicket?: string;
  afterUrl: string;
}) {
  const t = useTranslations("register");
  const tForm = useTranslations("accountForms");
  const tCountry = useTranslations("countries");
  const tError = useTranslations("loginError");
  const client = useApolloClient();
  const [address, setAddress] = useState<CodeAddressValues>(EMPTY_CODE_ADDRESS);
  const [fields, setFields] = useState({
    agreement: false,
    title: "",
    countryCode: "HK",
    firstName: "",
    lastName: "",
    gender: "",
    birthMonth: "",
    password: "",
    confirmPassword: "",
    referralCode: props.referralCode ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const link = useLinkTicket(props.linkTicket);
  const [linkFailure, setLinkFailure] = useState<string | null>(null);
  const set = (patch: Partial<typeof fields>) => setFields((current) => ({ ...current, ...patch }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const candidate = {
      ...fields,
      ...address,
      birthMonth: fields.birthMonth === "" ? undefined : Number(fields.birthMonth),
      referralCode: fields.referralCode.trim() || undefined,
    };
    const parsed = registerSchema.safeParse(candidate);
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
        userRegister,
        {
          input: {
            agreement: values.agreement,
            title: values.title,
            countryCode: values.countryCode,
            firstName: values.firstName,
            lastName: values.lastName,
            gender: values.gender,
            birthMonth: values.birthMonth,
            email: values.method === "email" ? values.email : null,
            mobileCountryCode:
              values.method === "mobile" ? COUNTRY_PHONE_PREFIX[values.phoneCountry] : null,
            mobile: values.method === "mobile" ? values.mobile : null,
            verifyCode: values.verifyCode,
            password: values.password,
            confirmPassword: values.confirmPassword,
            referralCode: values.referralCode ?? null,
          },
        },
        { loading: true, serverErrorMessage: tError("serverError") },
      );
      // The member exists now whatever the bind says; a refusal is shown, not thrown.
      const notLinked = await link.bind();
      if (notLinked) {
        setLinkFailure(notLinked);
        return;
      }
      // A full load, so that every server component renders for the new member.
      window.location.assign(props.afterUrl);
    } catch (error) {
      setFormError(error instanceof UserErrorException ? error.message : tError("serverError"));
      setSubmitting(false);
    }
  };

  if (linkFailure) {
    return (
      <div className={styles.form} data-testid="register-link-failed">
        <h2>{t("linkFailedTitle")}</h2>
        <p className={styles.formError} role="alert">
          {t("linkFailed", { reason: linkFailure })}
        </p>
        <a className={styles.primaryButton} href={props.afterUrl}>
          {t("continue")}
        </a>
      </div>
    );
  }

  const error = (name: string) =>
    errors[name] ? <span className={styles.fieldError}>{errors[name]}</span> : null;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="register-form"
    >
      {link.state.kind === "ready" && (
        <p role="status" data-testid="register-link-notice">
          {t("linkNotice", { provider: PROVIDER_NAMES[link.state.appType], name: link.state.name })}
        </p>
      )}
      {link.state.kind === "stale" && (
        <p className={styles.formError} role="alert" data-testid="register-link-stale">
          {t("linkStale")}
        </p>
      )}
      <label className={styles.field}>
        <span>{t("personTitle")}</span>
        <select
          value={fields.title}
          aria-invalid={Boolean(errors.title)}
          onChange={(e) => set({ title: e.target.value })}
        >
          <option value="">{t("choose")}</option>
          {TITLES.map((title) => (
            <option key={title} value={title}>
              {t(`titles.${title}`)}
            </option>
          ))}
        </select>
        {error("title")}
      </label>
      <label className={styles.field}>
        <span>{t("country")}</span>
        <select value={fields.countryCode} onChange={(e) => set({ countryCode: e.target.value })}>
          {PHONE_COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {tCountry(country)}
            </option>
          ))}
        </select>
        {error("countryCode")}
      </label>
      <div className={styles.row}>
        <label className={styles.field}>
          <span>{t("firstName")}</span>
          <input
            autoComplete="given-name"
            value={fields.firstName}
            aria-invalid={Boolean(errors.firstName)}
            onChange={(e) => set({ firstName: e.target.value })}
          />
          {error("firstName")}
        </label>
        <label className={styles.field}>
          <span>{t("lastName")}</span>
          <input
            autoComplete="family-name"
            value={fields.lastName}
            aria-invalid={Boolean(errors.lastName)}
            onChange={(e) => set({ lastName: e.target.value })}
          />
          {error("lastName")}
        </label>
      </div>
      <div className={styles.row}>
        <label className={styles.field}>
          <span>{t("gender")}</span>
          <select
            value={fields.gender}
            aria-invalid={Boolean(errors.gender)}
            onChange={(e) => set({ gender: e.target.value })}
          >
            <option value="">{t("choose")}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`genders.${gender}`)}
              </option>
            ))}
          </select>
          {error("gender")}
        </label>
        <label className={styles.field}>
          <span>{t("birthMonth")}</span>
          <select
            value={fields.birthMonth}
            aria-invalid={Boolean(errors.birthMonth)}
            onChange={(e) => set({ birthMonth: e.target.value })}
          >
            <option value="">{t("choose")}</option>
            {MONTHS.map((month) => (
              <option key={month} value={month}>
                {month}
              </option>
            ))}
          </select>
          {error("birthMonth")}
        </label>
      </div>
      <VerifyCodeFields purpose="REGISTER" values={address} onChange={setAddress} errors={errors} />
      <label className={styles.field}>
        <span>{tForm("password")}</span>
        <input
          type="password"
          autoComplete="new-password"
          value={fields.password}
          aria-invalid={Boolean(errors.password)}
          onChange={(e) => set({ password: e.target.value })}
        />
        {error("password")}
      </label>
      <PasswordStrength password={fields.password} />
      <label className={styles.field}>
        <span>{tForm("confirmPassword")}</span>
        <input
          type="password"
          autoComplete="new-password"
          value={fields.confirmPassword}
          aria-invalid={Boolean(errors.confirmPassword)}
          onChange={(e) => set({ confirmPassword: e.target.value })}
        />
        {error("confirmPassword")}
      </label>
      <label className={styles.field}>
        <span>{t("referralCode")}</span>
        <input
          value={fields.referralCode}
          onChange={(e) => set({ referralCode: e.target.value })}
        />
        {error("referralCode")}
      </label>
      <label className={styles.checkbox}>
        <input
          type="checkbox"
          checked={fields.agreement}
          aria-invalid={Boolean(errors.agreement)}
          onChange={(e) => set({ agreement: e.target.checked })}
        />
        <span>{t("agreement")}</span>
      </label>
      {error("agreement")}
      <p className={styles.links}>
        <a href="/help/privacy" target="_blank" rel="noreferrer">
          {t("privacy")}
        </a>
        <a href="/help/terms-of-use" target="_blank" rel="noreferrer">
          {t("terms")}
        </a>
      </p>
      {formError && (
        <p className={styles.formError} role="alert" data-testid="register-error">
          {formError}
        </p>
      )}
      <button
        type="submit"
        className={styles.primaryButton}
        disabled={submitting || link.state.kind === "checking"}
      >
        {t("submit")}
      </button>
    </form>
  );
}
