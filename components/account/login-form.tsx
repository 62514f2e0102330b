"use client";
/**
 * Password sign-in (accounts §4 Session, §7 userLogin): by e-mail or by mobile with its country
 * code; remember-me picks the 7-day token, otherwise 2 hours, and keeps the e-mail or mobile on
 * this device for next time. When the server flags it (needImageVerifyCode, or a refusal for
 * the verification code) the image check appears. After success the page reloads at
 * redirectUrl so every server component renders for the member. /linkAccount reuses it with an
 * afterSignIn step (the bind) and its own button text.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import { COUNTRY_PHONE_PREFIX, type PhoneCountry } from "@/lib/domain/checkout/constants";
import { isValidMobile, withPhonePrefix } from "@/lib/domain/checkout/phone-rules";
import { runMutation, runQuery, UserErrorException } from "@/lib/client/operations";
import {
  imageVerificationCreate,
  needImageVerifyCode,
  userLogin,
} from "@/lib/graphql/operations/accounts";
import { ImageCheck } from "./image-check";
import { readRememberedAccount, writeRememberedAccount } from "./remembered-account";
import styles from "./account.module.css";

const COUNTRIES = Object.keys(COUNTRY_PHONE_PREFIX) as PhoneCountry[];
const IMAGE_VERIFY_CODE_INVALID = "IMAGE_VERIFY_CODE_INVALID";

export function LoginForm(props: {
  redirectUrl: string;
  /** Runs once signed in, before the reload; a UserErrorException it throws is shown. */
  afterSignIn?: () => Promise<void>;
  submitLabel?: string;
  /** Linking signs in for this one step, so remember-me is not offered. */
  offerRememberMe?: boolean;
  testId?: string;
}) {
  const offerRememberMe = props.offerRememberMe ?? true;
  const t = useTranslations("login");
  const tError = useTranslations("loginError");
  const client = useApolloClient();
  const [formError, setFormError] = useState<string | null>(null);
  const [image, setImage] = useState<{ image: string; token: string } | null>(null);
  const [imageCode, setImageCode] = useState("");
  const schema = z
    .object({
      method: z.enum(["email", "mobile"]),
      email: z.string().trim(),
      country: z.enum(COUNTRIES as [PhoneCountry, ...PhoneCountry[]]),
      mobile: z.string().trim(),
      password: z.string().min(1, t("passwordRequired")),
      rememberMe: z.boolean(),
    })
    .superRefine((values, ctx) => {
      if (values.method === "email" && !values.email)
        ctx.addIssue({ code: "custom", path: ["email"], message: t("emailRequired") });
      if (values.method === "mobile" && !isValidMobile(values.mobile, values.country))
        ctx.addIssue({ code: "custom", path: ["mobile"], message: t("mobileInvalid") });
    });
  type Values = z.infer<typeof schema>;
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      method: "email",
      email: "",
      country: "HK",
      mobile: "",
      password: "",
      rememberMe: false,
    },
    mode: "onBlur",
  });
  const method = useWatch({ control: form.control, name: "method" });
  const accountOf = (values: Values) =>
    values.method === "email"
      ? values.email.trim()
      : withPhonePrefix(values.mobile.replace(/[\s-]/g, ""), values.country);

  const loadImage = useCallback(async () => {
    try {
      const data = await runMutation(
        client,
        imageVerificationCreate,
        {},
        { serverErrorMessage: tError("serverError") },
      );
      setImageCode("");
      setImage(data.imageVerificationCreate);
    } catch {
      setFormError(tError("serverError"));
    }
  }, [client, tError]);

  const checkNeeded = useCallback(
    async (account: string) => {
      if (!account) return;
      const data = await runQuery(
        client,
        needImageVerifyCode,
        { account },
        { serverErrorMessage: tError("serverError") },
      ).catch(() => null);
      if (data?.needImageVerifyCode) await loadImage();
    },
    [client, loadImage, tError],
  );

  // A remembered e-mail or mobile pre-fills the form (remember-me on an earlier sign-in).
  useEffect(() => {
    const saved = readRememberedAccount();
    if (!saved) return;
    form.setValue("method", saved.method);
    form.setValue("rememberMe", true);
    if (saved.method === "email") form.setValue("email", saved.email);
    else {
      if (COUNTRIES.includes(saved.country as PhoneCountry))
        form.setValue("country", saved.country as PhoneCountry);
      form.setValue("mobile", saved.mobile);
    }
    // The remembered account may already be flagged: ask once the form holds it.
    const timer = setTimeout(() => void checkNeeded(accountOf(form.getValues())), 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const account = accountOf(values);
    try {
      await runMutation(
        client,
        userLogin,
        {
          input: {
            account,
            password: values.password,
            rememberMe: offerRememberMe && values.rememberMe,
            ...(image ? { imageVerifyCode: imageCode, imageVerifyToken: image.token } : {}),
          },
        },
        // A sign-in replaces the session: other calls' auth errors meanwhile force no logout.
        { loading: true, changesSession: true, serverErrorMessage: tError("serverError") },
      );
      if (props.afterSignIn) {
        try {
          await props.afterSignIn();
        } catch (error) {
          // Signed in already: show why the next step failed, without the image-check retry.
          setFormError(error instanceof UserErrorException ? error.message : tError("serverError"));
          return;
        }
      }
      if (offerRememberMe)
        writeRememberedAccount(
          !values.rememberMe
            ? null
            : values.method === "email"
              ? { method: "email", email: values.email.trim() }
              : { method: "mobile", country: values.country, mobile: values.mobile.trim() },
        );
      window.location.assign(props.redirectUrl);
    } catch (error) {
      setFormError(error instanceof UserErrorException ? error.message : tError("serverError"));
      // Every image is good for one try; a refusal may also be what turns the check on.
      if (error instanceof UserErrorException && error.code === IMAGE_VERIFY_CODE_INVALID)
        await loadImage();
      else if (image) await loadImage();
      else await checkNeeded(account);
    }
  });

  const { errors, isSubmitting } = form.formState;
  return (
    <form
      method="post"
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      data-testid={props.testId ?? "login-form"}
    >
      <fieldset className={styles.checkbox}>
        <legend>{t("method")}</legend>
        <label>
          <input type="radio" value="email" {...form.register("method")} />
          <span>{t("byEmail")}</span>
        </label>
        <label>
          <input type="radio" value="mobile" {...form.register("method")} />
          <span>{t("byMobile")}</span>
        </label>
      </fieldset>
      {method === "email" ? (
        <label className={styles.field}>
          <span>{t("email")}</span>
          <input
            type="email"
            autoComplete="username"
            aria-invalid={Boolean(errors.email)}
            {...form.register("email")}
          />
          {errors.email && <span className={styles.fieldError}>{errors.email.message}</span>}
        </label>
      ) : (
        <div className={styles.field}>
          <label>
            <span>{t("countryCode")}</span>
            <select {...form.register("country")}>
              {COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {COUNTRY_PHONE_PREFIX[country]}
                </option>
              ))}
            </select>
          </label>
          <label>
            <span>{t("mobile")}</span>
            <input
              type="tel"
              autoComplete="username"
              inputMode="numeric"
              aria-invalid={Boolean(errors.mobile)}
              {...form.register("mobile")}
            />
          </label>
          {errors.mobile && <span className={styles.fieldError}>{errors.mobile.message}</span>}
        </div>
      )}
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
      {image && (
        <ImageCheck
          image={image.image}
          code={imageCode}
          onCodeChange={setImageCode}
          onRefresh={() => void loadImage()}
        />
      )}
      {offerRememberMe && (
        <label className={styles.checkbox}>
          <input type="checkbox" {...form.register("rememberMe")} />
          <span>{t("rememberMe")}</span>
        </label>
      )}
      {formError && (
        <p
          className={styles.formError}
          role="alert"
          data-testid={props.testId ? `${props.testId}-error` : "login-error"}
        >
          {formError}
        </p>
      )}
      <button type="submit" className={styles.primaryButton} disabled={isSubmitting}>
        {props.submitLabel ?? t("submit")}
      </button>
    </form>
  );
}
