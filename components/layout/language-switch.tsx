"use client";
import { useTranslations } from "next-intl";
import { switchLanguage } from "@/lib/client/language";
import type { Locale } from "@/lib/domain/spec-constants";
import { otherLocale } from "@/lib/i18n/locale";
import styles from "./header.module.css";

/** "language switch to the other language" (accounts §2 Header desktop). */
export function LanguageSwitch(props: { locale: Locale; className?: string }) {
  const t = useTranslations("header");
  const target = otherLocale(props.locale);
  return (
    <button
      type="button"
      lang={target === "zh" ? "zh-Hant-HK" : "en"}
      className={props.className ?? styles.textButton}
      data-testid="language-switch"
      onClick={() => switchLanguage(target)}
    >
      {t("switchLanguage")}
    </button>
  );
}
