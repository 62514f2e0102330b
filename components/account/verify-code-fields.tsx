"use client";
/**
 * The address a code goes to (an e-mail, or a country prefix plus mobile), the code itself and
 * a Send button with the resend countdown (accounts §5; §9 "SMS resend countdown"). Shared by
 * sign-up and password reset; the server enforces the same cooldown.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { runMutation, UserErrorException } from "@/lib/client/operations";
import { COUNTRY_PHONE_PREFIX } from "@/lib/domain/checkout/constants";
import type { VerificationPurpose } from "@/lib/domain/accounts/constants";
import {
  codeAddressSchema,
  fieldProblems,
  PHONE_COUNTRIES,
} from "@/lib/domain/accounts/registration-rules";
import { sendEmailVerifyCode, sendSmsVerifyCode } from "@/lib/graphql/operations/registration";
import styles from "./account.module.css";

export interface CodeAddressValues {
  method: "email" | "mobile";
  email: string;
  phoneCountry: (typeof PHONE_COUNTRIES)[number];
  mobile: string;
  verifyCode: string;
}

export const EMPTY_CODE_ADDRESS: CodeAddressValues = {
  method: "email",
  email: "",
  phoneCountry: "HK",
  mobile: "",
  verifyCode: "",
};

export function VerifyCodeFields(props: {
  purpose: VerificationPurpose;
  values: CodeAddressValues;
  onChange: (values: CodeAddressValues) => void;
  errors: Record<string, string | undefined>;
}) {
  const t = useTranslations("accountForms");
  const tError = useTranslations("loginError");
  const client = useApolloClient();
  const [countdown, setCountdown] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const { values, onChange, errors } = props;

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const send = async () => {
    setSendError(null);
    setNotice(null);
    const parsed = codeAddressSchema.safeParse(values);
    if (!parsed.success) {
      setSendError(t(`errors.${fieldProblems(parsed.error)[0]?.key ?? "emailInvalid"}`));
      return;
    }
    try {
      const data =
        parsed.data.method === "email"
          ? (
              await runMutation(
                client,
                sendEmailVerifyCode,
                { input: { email: parsed.data.email, purpose: props.purpose } },
                { loading: true, serverErrorMessage: tError("serverError") },
              )
            ).sendEmailVerifyCode
          : (
              await runMutation(
                client,
                sendSmsVerifyCode,
                {
                  input: {
                    countryCode: COUNTRY_PHONE_PREFIX[parsed.data.phoneCountry],
                    mobile: parsed.data.mobile,
                    purpose: props.purpose,
                  },
                },
                { loading: true, serverErrorMessage: tError("serverError") },
              )
            ).sendSmsVerifyCode;
      setCountdown(data.resendAfterSeconds ?? 60);
      setNotice(t("codeSent"));
    } catch (error) {
      setSendError(error instanceof UserErrorException ? error.message : tError("serverError"));
    }
  };

  const set = (patch: Partial<CodeAddressValues>) => onChange({ ...values, ...patch });
  return (
    <fieldset className={styles.fieldset}>
      <div className={styles.choices} role="radiogroup">
        <label className={styles.checkbox}>
          <input
            type="radio"
            checked={values.method === "email"}
            onChange={() => set({ method: "email" })}
          />
          <span>{t("byEmail")}</span>
        </label>
        <label className={styles.checkbox}>
          <input
            type="radio"
            checked={values.method === "mobile"}
            onChange={() => set({ method: "mobile" })}
          />
          <span>{t("byMobile")}</span>
        </label>
      </div>
      {values.method === "email" ? (
        <label className={styles.field}>
          <span>{t("email")}</span>
          <input
            type="email"
            autoComplete="email"
            value={values.email}
            aria-invalid={Boolean(errors.email)}
            onChange={(event) => set({ email: event.target.value })}
          />
          {errors.email && <span className={styles.fieldError}>{errors.email}</span>}
        </label>
      ) : (
        <div className={styles.row}>
          <label className={styles.field}>
            <span>{t("mobileCountryCode")}</span>
            <select
              value={values.phoneCountry}
              onChange={(event) =>
                set({ phoneCountry: event.target.value as CodeAddressValues["phoneCountry"] })
              }
            >
              {PHONE_COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {COUNTRY_PHONE_PREFIX[country]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>{t("mobile")}</span>
            <input
              type="tel"
              autoComplete="tel-national"
              value={values.mobile}
              aria-invalid={Boolean(errors.mobile)}
              onChange={(event) => set({ mobile: event.target.value })}
            />
            {errors.mobile && <span className={styles.fieldError}>{errors.mobile}</span>}
          </label>
        </div>
      )}
      <div className={styles.row}>
        <label className={styles.field}>
          <span>{t("verifyCode")}</span>
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={values.verifyCode}
            aria-invalid={Boolean(errors.verifyCode)}
            onChange={(event) => set({ verifyCode: event.target.value })}
          />
          {errors.verifyCode && <span className={styles.fieldError}>{errors.verifyCode}</span>}
        </label>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={countdown > 0}
          onClick={() => void send()}
        >
          {countdown > 0 ? t("resendIn", { seconds: countdown }) : t("sendCode")}
        </button>
      </div>
      {notice && <p role="status">{notice}</p>}
      {sendError && (
        <p className={styles.formError} role="alert">
          {sendError}
        </p>
      )}
    </fieldset>
  );
}
