"use client";
/**
 * The one way an address reads on screen (accounts §5 Address display) for client islands: the
 * pure rule with the country's name from the text bundles in the page's language.
 */
import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { formatAddress, type DisplayAddressParts } from "@/lib/domain/checkout/address-display";
import type { Locale } from "@/lib/domain/locales";

export function useAddressText(): (parts: DisplayAddressParts) => string {
  const locale = useLocale() as Locale;
  const t = useTranslations("countries");
  return useCallback(
    (parts: DisplayAddressParts) => {
      const code = parts.country ?? "";
      const countryName = code && t.has(code) ? t(code) : code || null;
      return formatAddress(parts, { locale, countryName });
    },
    [locale, t],
  );
}
