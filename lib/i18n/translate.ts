/**
 * Message lookup outside React (API error messages, metadata). Falls back to zh, the
 * spec's fallback language for text (accounts §1), then to the key itself.
 *
 * In the Next.js build the message files arrive precompiled (next.config.ts: next-intl's
 * `precompile`, so no page ships the ICU parser): a message with arguments is then an array,
 * not a string. Formatting goes through use-intl's translator, which takes either form.
 */
import { createTranslator } from "use-intl/core";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import { FALLBACK_TEXT_LOCALE, SHOP_TIME_ZONE, type Locale } from "@/lib/domain/locales";

/** A message is a string, or its compiled form (an array) in the Next.js build. */
type Messages = { [key: string]: string | Messages };

/** `base` with `override` laid over it, so a key missing in one bundle falls back to the other. */
function withFallback(override: Messages, base: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const baseValue = base[key];
    merged[key] =
      isNamespace(value) && isNamespace(baseValue) ? withFallback(value, baseValue) : value;
  }
  return merged;
}

function isNamespace(value: unknown): value is Messages {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export const MESSAGES: Record<Locale, Messages> = {
  en: FALLBACK_TEXT_LOCALE === "zh" ? withFallback(en, zh) : en,
  zh: FALLBACK_TEXT_LOCALE === "zh" ? zh : withFallback(zh, en),
};

const TRANSLATORS = Object.fromEntries(
  (Object.keys(MESSAGES) as Locale[]).map((locale) => [
    locale,
    createTranslator({
      locale,
      messages: MESSAGES[locale],
      timeZone: SHOP_TIME_ZONE,
      // A missing key or argument is a bug to fix in the messages, not a shopper's error.
      onError: () => undefined,
      getMessageFallback: ({ namespace, key }) => (namespace ? `${namespace}.${key}` : key),
    }),
  ]),
) as Record<Locale, ReturnType<typeof createTranslator>>;

export function translate(
  locale: Locale,
  key: string,
  values: Record<string, string | number> = {},
): string {
  return (TRANSLATORS[locale] as (key: string, values?: Record<string, string | number>) => string)(
    key,
    values,
  );
}
