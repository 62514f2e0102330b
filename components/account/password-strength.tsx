"use client";
/** The strength meter of accounts §5 Password: none, low, medium or high as the shopper types. */
import { useTranslations } from "next-intl";
import { passwordStrength } from "@/lib/domain/accounts/registration-rules";
import styles from "./account.module.css";

export function PasswordStrength(props: { password: string }) {
  const t = useTranslations("accountForms");
  const level = passwordStrength(props.password);
  return (
    <p
      className={styles.strength}
      data-testid="password-strength"
      data-level={level}
      aria-live="polite"
    >
      <meter min={0} max={3} value={["none", "low", "medium", "high"].indexOf(level)} aria-hidden />
      <span>{t("strength", { level: t(`strengthLevels.${level}`) })}</span>
    </p>
  );
}
