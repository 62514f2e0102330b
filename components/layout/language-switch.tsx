"use client";
/**
 * "language switch to the other language" (accounts §2 Header desktop). A real link to
 * the current page with ?lang=, which the route guard turns into the locale cookie, so the
 * switch works before the script loads; with the script, switchLanguage also tells other
 * tabs. The label names the target language in that language, hence its lang attribute.
 */
import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useLocationSearch } from "@/lib/client/use-current-path";
import { switchLanguage } from "@/lib/client/language";
import type { Locale } from "@/lib/domain/locales";
import { HTML_LANG, otherLocale } from "@/lib/i18n/locale";
import styles from "./header.module.css";

export function LanguageSwitch(props: { locale: Locale; className?: string }) {
  const t = useTranslations("header");
  const pathname = usePathname();
  const search = useLocationSearch();
  const target = otherLocale(props.locale);
  const query = new URLSearchParams(search);
  query.set("lang", target);
  return (
    <a
      href={`${pathname}?${query.toString()}`}
      hrefLang={HTML_LANG[target]}
      lang={HTML_LANG[target]}
      className={props.className ?? styles.textButton}
      data-testid="language-switch"
      onClick={(event) => {
        event.preventDefault();
        switchLanguage(target);
      }}
    >
      {t("switchLanguage")}
    </a>
  );
}
