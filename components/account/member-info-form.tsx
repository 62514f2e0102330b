"use client";
/**
 * Personal information on /user (accounts §3 accountInfo, §5, §7 updateMemberInfo): title,
 * names, nickname, gender, birth month and birthday, checked with the same zod rules as the
 * server. The birthday can be set once; after that it and the birth month are read-only.
 * E-mail and mobile are shown on the page but not edited here: they change only with a code.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { runMutation } from "@/lib/client/operations";
import { logout } from "@/lib/client/session-actions";
import { useShopTransport } from "@/lib/client/shop-transport-context";
import { useUiStoreApi } from "@/lib/client/ui-store";
import { GENDERS, TITLES } from "@/lib/domain/accounts/constants";
import { birthMonthOf, memberInfoSchema, shopDate } from "@/lib/domain/accounts/registration-rules";
import { updateMemberInfo, type AccountInfoData } from "@/lib/graphql/operations/member-info";
import styles from "./account.module.css";
import { FormMessage, useAccountForm } from "./use-account-form";

const MONTHS = Array.from({ length: 12 }, (_, index) => String(index + 1));

type Fields = {
  title: string;
  firstName: string;
  lastName: string;
  nickName: string;
  gender: string;
  birthMonth: string;
  birthday: string;
};

function fieldsOf(info: AccountInfoData): Fields {
  return {
    title: info.appellation ?? "",
    firstName: info.firstName ?? "",
    lastName: info.lastName ?? "",
    nickName: info.nickname ?? "",
    gender: info.genderType ?? "",
    birthMonth: info.birthMonth ? String(info.birthMonth) : "",
    birthday: info.birthday ?? "",
  };
}

export function MemberInfoForm({ initial }: { initial: AccountInfoData }) {
  const t = useTranslations("memberInfo");
  const tRegister = useTranslations("register");
  const client = useApolloClient();
  const router = useRouter();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(initial));
  const [birthdayLocked, setBirthdayLocked] = useState(Boolean(initial.birthday));
  const form = useAccountForm();
  const { errors } = form;
  const set = (patch: Partial<Fields>) => setFields((current) => ({ ...current, ...patch }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Only what the member can change is sent; an unchosen select is "not given".
    const input = {
      title: fields.title || undefined,
      firstName: fields.firstName,
      lastName: fields.lastName,
      nickName: fields.nickName,
      gender: fields.gender || undefined,
      // A birthday being set brings its own month; the server stores that month.
      birthMonth:
        birthdayLocked || fields.birthday || !fields.birthMonth
          ? undefined
          : Number(fields.birthMonth),
      birthday: birthdayLocked || !fields.birthday ? undefined : fields.birthday,
    };
    void form.submit(memberInfoSchema(shopDate(new Date())), input, async (parsed) => {
      const data = await runMutation(
        client,
        updateMemberInfo,
        { input: parsed },
        { loading: true, serverErrorMessage: form.serverErrorMessage },
      );
      const saved = data.updateMemberInfo.accountInfo;
      if (saved) {
        setFields(fieldsOf(saved));
        setBirthdayLocked(Boolean(saved.birthday));
      }
      // The greeting and the header read the name on the server.
      router.refresh();
      return t("saved");
    });
  };

  const error = (name: keyof Fields) =>
    errors[name] && <span className={styles.fieldError}>{errors[name]}</span>;
  const text = (name: "firstName" | "lastName" | "nickName", label: string, auto: string) => (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        name={name}
        autoComplete={auto}
        value={fields[name]}
        aria-invalid={Boolean(errors[name])}
        onChange={(e) => set({ [name]: e.target.value })}
      />
      {error(name)}
    </label>
  );

  return (
    <section aria-labelledby="member-info-title" data-testid="member-info">
      <h2 id="member-info-title">{t("title")}</h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.row}>
          <label className={styles.field}>
            <span>{tRegister("personTitle")}</span>
            <select
              name="title"
              value={fields.title}
              aria-invalid={Boolean(errors.title)}
              onChange={(e) => set({ title: e.target.value })}
            >
              <option value="">{tRegister("choose")}</option>
              {TITLES.map((title) => (
                <option key={title} value={title}>
                  {tRegister(`titles.${title}`)}
                </option>
              ))}
            </select>
            {error("title")}
          </label>
          <label className={styles.field}>
            <span>{tRegister("gender")}</span>
            <select
              name="gender"
              value={fields.gender}
              aria-invalid={Boolean(errors.gender)}
              onChange={(e) => set({ gender: e.target.value })}
            >
              <option value="">{tRegister("choose")}</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {tRegister(`genders.${gender}`)}
                </option>
              ))}
            </select>
            {error("gender")}
          </label>
        </div>
        <div className={styles.row}>
          {text("firstName", tRegister("firstName"), "given-name")}
          {text("lastName", tRegister("lastName"), "family-name")}
        </div>
        {text("nickName", t("nickName"), "nickname")}
        <div className={styles.row}>
          <label className={styles.field}>
            <span>{t("birthday")}</span>
            <input
              type="date"
              name="birthday"
              value={fields.birthday}
              readOnly={birthdayLocked}
              aria-readonly={birthdayLocked}
              aria-invalid={Boolean(errors.birthday)}
              aria-describedby="member-info-birthday-hint"
              max={shopDate(new Date())}
              onChange={(e) => {
                const birthday = e.target.value;
                // The month follows the birthday, so the two can never disagree.
                set(
                  /^\d{4}-\d{2}-\d{2}$/.test(birthday)
                    ? { birthday, birthMonth: String(birthMonthOf(birthday)) }
                    : { birthday },
                );
              }}
            />
            {error("birthday")}
          </label>
          <label className={styles.field}>
            <span>{tRegister("birthMonth")}</span>
            <select
              name="birthMonth"
              value={fields.birthMonth}
              disabled={birthdayLocked}
              aria-invalid={Boolean(errors.birthMonth)}
              onChange={(e) => set({ birthMonth: e.target.value })}
            >
              <option value="">{tRegister("choose")}</option>
              {MONTHS.map((month) => (
                <option key={month} value={month}>
                  {month}
                </option>
              ))}
            </select>
            {error("birthMonth")}
          </label>
        </div>
        <p id="member-info-birthday-hint" data-testid="birthday-hint">
          {birthdayLocked ? t("birthdayLocked") : t("birthdayOnce")}
        </p>
        <p>{t("contactNote")}</p>
        <FormMessage message={form.message} />
        <button type="submit" className={styles.primaryButton} disabled={form.submitting}>
          {t("submit")}
        </button>
      </form>
    </section>
  );
}

/** "Sign out" on /user: the header's logout (accounts §4 Session), then home as a visitor. */
export function SignOutButton() {
  const t = useTranslations("user");
  const serverError = useTranslations("loginError")("serverError");
  const client = useApolloClient();
  const transport = useShopTransport();
  const store = useUiStoreApi();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={styles.secondaryButton}
      data-testid="user-sign-out"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void logout(transport, store, { serverErrorMessage: serverError, apollo: client });
      }}
    >
      {t("signOut")}
    </button>
  );
}
