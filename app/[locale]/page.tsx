/** Home (/): the hero, the level-1 categories and the brands. CMS content replaces the hero later. */
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import styles from "@/components/home/home.module.css";
import { executeOperation } from "@/lib/graphql/execute";
import { brands, categories } from "@/lib/graphql/operations/catalog";
import { pageMetadata } from "@/lib/server/page-metadata";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("meta");
  return {
    ...(await pageMetadata({
      title: t("homeTitle"),
      description: t("homeDescription"),
      path: "/",
    })),
    title: { absolute: t("homeTitle") },
  };
}

export default async function HomePage() {
  const t = await getTranslations("home");
  const [categoryData, brandData] = await Promise.all([
    executeOperation(categories),
    executeOperation(brands),
  ]);
  const shopCategories = categoryData.categories.filter((category) => category.code !== "new-in");
  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <h1 className={styles.heroTitle}>{t("heroTitle")}</h1>
          <p className={styles.heroText}>{t("heroText")}</p>
          <Link href="/products/new-in" className={styles.heroButton}>
            {t("shopNew")}
          </Link>
        </div>
      </section>
      <section className="container">
        <h2 className={styles.sectionTitle}>{t("shopCategories")}</h2>
        <ul className={styles.categoryGrid}>
          {shopCategories.map((category) => (
            <li key={category.path}>
              <Link href={`/products/${category.path}`} className={styles.categoryCard}>
                <h3>{category.navFrontName}</h3>
                <p>{category.children.map((child) => child.navFrontName).join(" · ")}</p>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="container">
        <h2 className={styles.sectionTitle}>{t("brands")}</h2>
        <ul className={styles.brandList}>
          {brandData.brands.map((brand) => (
            <li key={brand.code}>
              <Link href={`/brand/${brand.code}`}>{brand.name}</Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
