/**
 * Home (/, accounts §2): the published home landing page's blocks (content/landing/home.json,
 * edited in the operations console), then the level-1 categories and the brands. The title,
 * description, keywords and h1 come from the home page's SEO info. Alike for everyone: rendered
 * on its first request and kept until the home page, its SEO info, the category tree or the
 * brands change (their cache tags). With no home page published, a hero from the text bundle
 * stands in, so a new shop's home is never empty.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { LandingBlocks } from "@/components/content/landing-blocks";
import styles from "@/components/home/home.module.css";
import { categoryHref } from "@/components/layout/nav-helpers";
import { NEW_IN_CATEGORY_CODE as NEW_IN_CODE } from "@/lib/domain/catalog/constants";
import { HOME_LANDING_CODE } from "@/lib/domain/content/constants";
import { isLocale } from "@/lib/i18n/locale";
import { cachedBrands, cachedCategoryTree } from "@/lib/server/catalog-cache";
import { cachedLandingPage, cachedSeoInfo } from "@/lib/server/content-cache";
import { pageMetadata } from "@/lib/server/page-metadata";
import { ShopLink } from "@/components/layout/shop-link";

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
  const locale = await localeOf(props);
  const [t, seo] = await Promise.all([
    getTranslations({ locale, namespace: "meta" }),
    cachedSeoInfo(locale, HOME_LANDING_CODE),
  ]);
  const title = seo?.title || t("homeTitle");
  return {
    ...(await pageMetadata({
      title,
      description: seo?.description || t("homeDescription"),
      path: "/",
    })),
    ...(seo?.keywords ? { keywords: seo.keywords } : {}),
    // The home title is the whole title, not "<page> | <site>".
    title: { absolute: title },
  };
}

export default async function HomePage(props: HomeProps) {
  const locale = await localeOf(props);
  setRequestLocale(locale);
  const [t, categoryTree, brandList, home, seo] = await Promise.all([
    getTranslations({ locale, namespace: "home" }),
    cachedCategoryTree(locale),
    cachedBrands(locale),
    cachedLandingPage(locale, HOME_LANDING_CODE),
    cachedSeoInfo(locale, HOME_LANDING_CODE),
  ]);
  // The new-arrivals category has its own call to action above the grid.
  const shopCategories = categoryTree.filter((category) => category.code !== NEW_IN_CODE);
  return (
    <>
      {home ? (
        <div data-testid="home-content">
          <h1 className="visually-hidden">{seo?.h1label || home.title}</h1>
          <LandingBlocks blocks={home.blocks} locale={locale} />
        </div>
      ) : (
        <section className={styles.hero}>
          <div className="container">
            <h1 className={styles.heroTitle}>{seo?.h1label || t("heroTitle")}</h1>
            <p className={styles.heroText}>{t("heroText")}</p>
            <ShopLink href={`/products/${NEW_IN_CODE}`} className={styles.heroButton}>
              {t("shopNew")}
            </ShopLink>
          </div>
        </section>
      )}
      <section className="container" aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.sectionTitle}>
          {t("shopCategories")}
        </h2>
        <ul className={styles.categoryGrid}>
          {shopCategories.map((category) => (
            <li key={category.path}>
              <ShopLink href={categoryHref(category)} className={styles.categoryCard}>
                <h3>{category.navFrontName}</h3>
                <p>{category.children.map((child) => child.navFrontName).join(" · ")}</p>
              </ShopLink>
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
              <ShopLink href={`/brand/${brand.code}`}>{brand.name}</ShopLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
