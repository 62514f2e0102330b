/**
 * Message lookup outside React (API error messages, metadata). Falls back to zh, the
 * spec's fallback language for text (accounts §1), then to the key itself.
 */
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";
import { FALLBACK_TEXT_LOCALE, type Locale } from "@/lib/domain/locales";

type Messages = { [key: string]: string | Messages };

/** `base` with `override` laid over it, so a key missing in one bundle falls back to the other. */
function withFallback(override: Messages, base: Messages): Messages {
  const merged: Messages = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const baseValue = base[key];
    merged[key] =
      typeof value === "object" && typeof baseValue === "object"
        ? withFallback(value, baseValue)
        : value;
  }
  return merged;
}

export const MESSAGES: Record<Locale, Messages> = {
  en: FALLBACK_TEXT_LOCALE === "zh" ? withFallback(en, zh) : en,
  zh: FALLBACK_TEXT_LOCALE === "zh" ? zh : withFallback(zh, en),
};

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

export function translate(
  locale: Locale,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const template = lookup(MESSAGES[locale], key) ?? key;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
