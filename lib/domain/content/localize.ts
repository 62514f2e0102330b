/**
 * A content body in one language: every `{ en, zh }` text in it replaced by the text for the
 * locale (Chinese where the English is empty, accounts §1). What the API answers for page
 * blocks, so a page receives only the language it shows.
 */
import type { Locale } from "@/lib/domain/locales";
import { textIn, type LocalizedText } from "./localized";

export type InLocale<T> = T extends LocalizedText
  ? string
  : T extends readonly (infer U)[]
    ? InLocale<U>[]
    : T extends object
      ? { [K in keyof T]: InLocale<T[K]> }
      : T;

function isLocalizedText(value: object): value is LocalizedText {
  const keys = Object.keys(value);
  return (
    keys.length === 2 &&
    typeof (value as Record<string, unknown>).en === "string" &&
    typeof (value as Record<string, unknown>).zh === "string"
  );
}

export function inLocale<T>(value: T, locale: Locale): InLocale<T> {
  if (Array.isArray(value)) return value.map((item) => inLocale(item, locale)) as InLocale<T>;
  if (value !== null && typeof value === "object") {
    if (isLocalizedText(value)) return textIn(value, locale) as InLocale<T>;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, inLocale(item, locale)]),
    ) as InLocale<T>;
  }
  return value as InLocale<T>;
}
