/**
 * /storeView?code={store} (accounts §2 "Store locator and one store"): one store. Middleware
 * folds `?code=` into the path, so each store's page is cached on its own.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { mapLink } from "@/components/stores/map-link";
import styles from "@/components/stores/stores.module.css";
import { isLocale } from "@/lib/i18n/locale";
import { BUILD_PLACEHOLDER } from "@/lib/server/build-placeholder";
import { cachedStoreLocations } from "@/lib/server/content-cache";
import { pageMetadata } from "@/lib/server/page-metadata";
import { ShopLink } from "@/components/layout/shop-link";

interface StoreViewProps {
  params: Promise<{ locale: string; code: string }>;
}

/** Only the build's placeholder: real pages render on first request, then are cached. */
export function generateStaticParams() {
  return [{ code: BUILD_PLACEHOLDER }];
}

async function storeOf(props: StoreViewProps) {
  const { locale, code } = await props.params;
  if (!isLocale(locale)) notFound();
  const stores = await cachedStoreLocations(locale);
  const store = stores.find((candidate) => candidate.code === decodeURIComponent(code));
  if (!store) notFound();
  return { locale, store };
}

export async function generateMetadata(props: StoreViewProps): Promise<Metadata> {
  const { store } = await storeOf(props);
  return pageMetadata({
    title: store.name,
    description: `${store.address} · ${store.hours}`,
    path: `/storeView?code=${encodeURIComponent(store.code)}`,
  });
}

export default async function StoreViewPage(props: StoreViewProps) {
  const { locale, store } = await storeOf(props);
  setRequestLocale(locale);
  const t = await getTranslations("stores");
  return (
    <article className={`container ${styles.page}`} data-testid="store-view">
      <nav aria-label={t("title")} className={styles.breadcrumb}>
        <ShopLink href="/storeLocator">{t("backToList")}</ShopLink>
      </nav>
      <h1>{store.name}</h1>
      <p className={styles.district}>{store.district}</p>
      <p>{store.address}</p>
      <p>
        {t("phone")}: <a href={`tel:${store.phone.replace(/[\s-]/g, "")}`}>{store.phone}</a>
      </p>
      <p>
        {t("hours")}: {store.hours}
      </p>
      <p className={styles.links}>
        <a href={mapLink(store)} target="_blank" rel="noopener noreferrer">
          {t("map")}
        </a>
      </p>
    </article>
  );
}
