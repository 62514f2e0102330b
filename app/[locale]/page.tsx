/**
 * Home (/): the hero, the level-1 categories and the brands. CMS content replaces the hero
 * later. Alike for everyone: rendered on its first request and kept until the category tree or
 * the brands change.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import Link from "next/link";
import { notFound } from "next/navigation";
import styles from "@/components/home/home.module.css";
import { categoryHref } from "@/components/layout/nav-helpers";
import { NEW_IN_CATEGORY_CODE as NEW_IN_CODE } from "@/lib/domain/catalog/constants";
import { isLocale } from "@/lib/i18n/locale";
import { cachedBrands, cachedCategoryTree } from "@/lib/server/catalog-cache";
import { pageMetadata } from "@/lib/server/page-metadata";

interface HomeProps {
  params: Promise<{ locale: string }>;
}

async function localeOf(props: HomeProps) {
  const { locale } = await props.params;
  // The build's placeholder locale (layout.tsx) renders nothing, so it reads no data.
  if (!isLocale(locale)) notFound();
  return locale;
}

export async function generateMetadata(props: HomeProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await localeOf(props), namespace: "meta" });
  return {
    ...(await pageMetadata({
      title: t("homeTitle"),
      description: t("homeDescription"),
      path: "/",
    })),
    // The home title is the whole title, not "<page> | <site>".
    title: { absolute: t("homeTitle") },
  };
}

export default async function HomePage(props: HomeProps) {
  const locale = await localeOf(props);
  setRequestLocale(locale);
  const [t, categoryTree, brandList] = await Promise.all([
    getTranslations({ locale, namespace: "home" }),
    cachedCategoryTree(locale),
    cachedBrands(locale),
  ]);
  // The new-arrivals category has its own call to action above the grid.
  const shopCategories = categoryTree.filter((category) => category.code !== NEW_IN_CODE);
  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <h1 className={styles.heroTitle}>{t("heroTitle")}</h1>
          <p className={styles.heroText}>{t("heroText")}</p>
          <Link prefetch={false} href={`/products/${NEW_IN_CODE}`} className={styles.heroButton}>
            {t("shopNew")}
          </Link>
        </div>
      </section>
      <section className="container" aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.sectionTitle}>
          {t("shopCategories")}
        </h2>
        <ul className={styles.categoryGrid}>
          {shopCategories.map((category) => (
            <li key={category.path}>
              <Link prefetch={false} href={categoryHref(category)} className={styles.categoryCard}>
                <h3>{category.navFrontName}</h3>
                <p>{category.children.map((child) => child.navFrontName).join(" · ")}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="container" aria-labelledby="home-brands">
        <h2 id="home-brands" className={styles.sectionTitle}>
          {t("brands")}
        </h2>
        <ul className={styles.brandList}>
          {brandList.map((brand) => (
            <li key={brand.code}>
              <Link prefetch={false} href={`/brand/${brand.code}`}>
                {brand.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
