/**
 * /storeLocator (accounts §2 "Store locator and one store"): every published store, with a
 * district filter and, when MAP_TILE_URL is set, a map island (ADR 0039); cached until a store
 * is published again (content:store).
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { StoreLocator } from "@/components/stores/store-locator";
import styles from "@/components/stores/stores.module.css";
import { isLocale } from "@/lib/i18n/locale";
import { getEnv } from "@/lib/env";
import { cachedStoreLocations } from "@/lib/server/content-cache";
import { pageMetadata } from "@/lib/server/page-metadata";

interface StoreLocatorProps {
  params: Promise<{ locale: string }>;
}

async function localeOf(props: StoreLocatorProps) {
  const { locale } = await props.params;
  if (!isLocale(locale)) notFound();
  return locale;
}

export async function generateMetadata(props: StoreLocatorProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(props), namespace: "stores" });
  return pageMetadata({ title: t("title"), description: t("intro"), path: "/storeLocator" });
}

export default async function StoreLocatorPage(props: StoreLocatorProps) {
  const locale = await localeOf(props);
  setRequestLocale(locale);
  const [t, tMap, stores] = await Promise.all([
    getTranslations("stores"),
    getTranslations("storeMap"),
    cachedStoreLocations(locale),
  ]);
  const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION } = getEnv();
  return (
    <article className={`container ${styles.page}`}>
      <h1>{t("title")}</h1>
      <p className={styles.intro}>{t("intro")}</p>
      <StoreLocator
        stores={stores}
        labels={{
          district: t("district"),
          allDistricts: t("allDistricts"),
          phone: t("phone"),
          hours: t("hours"),
          viewStore: t("viewStore"),
          map: t("map"),
        }}
        map={
          MAP_TILE_URL
            ? { tileUrl: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION, label: tMap("label") }
            : undefined
        }
      />
    </article>
  );
}
