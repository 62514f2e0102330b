"use client";
/**
 * Language change (accounts §4): store the locale cookie, tell other tabs, reload after
 * 50 ms. Other tabs re-render their server components in the new language.
 */
import Cookies from "js-cookie";
import { LANGUAGE_RELOAD_DELAY_MS } from "./ui-constants";
import type { Locale } from "@/lib/domain/locales";
import { isLocale } from "@/lib/i18n/locale";
import { browserCookieSecure } from "@/lib/session/cookie-options";
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from "@/lib/session/cookies";

const CHANNEL = "shop-locale";

export function switchLanguage(locale: Locale): void {
  // "A locale outside the allowed list is refused."
  if (!isLocale(locale)) return;
  Cookies.set(LOCALE_COOKIE, locale, {
    path: "/",
    expires: LOCALE_COOKIE_DAYS,
    sameSite: "lax",
    secure: browserCookieSecure(),
  });
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage({ locale });
    channel.close();
  }
  window.setTimeout(() => window.location.reload(), LANGUAGE_RELOAD_DELAY_MS);
}

/** Calls back when another tab switches the language; returns the unsubscribe. */
export function onLanguageChangedElsewhere(callback: (locale: Locale) => void): () => void {
  if (typeof BroadcastChannel === "undefined") return () => {};
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<{ locale?: unknown }>) => {
    if (isLocale(event.data.locale)) callback(event.data.locale);
  };
  return () => channel.close();
}
