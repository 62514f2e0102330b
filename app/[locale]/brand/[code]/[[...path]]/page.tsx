/**
 * /brand/{code} and /brand/{code}/{c1}/{c2}/{c3} (shopping §2 Brand product list): one brand's
 * on-shelf products, optionally within a category. The first segment is the brand code (the
 * spec names only the category levels); an unknown brand or category is the 404 page.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ListPage } from "@/components/product-list/list-page";
import {
  categoryChain,
  listMetadata,
  readListRoute,
  type ListRouteProps,
} from "@/components/product-list/list-route";
import { cachedBrands, cachedCategoryTree } from "@/lib/server/catalog-cache";
import { BUILD_PLACEHOLDER } from "@/lib/server/build-placeholder";

/** Only the build's placeholder: real pages render on first request, then are cached. */
export function generateStaticParams() {
  return [{ code: BUILD_PLACEHOLDER }];
}

async function resolve(props: ListRouteProps) {
  const route = await readListRoute(props);
  const [tree, list] = await Promise.all([
    cachedCategoryTree(route.locale),
    cachedBrands(route.locale),
  ]);
  const brand = list.find((item) => item.code === route.code);
  const chain = categoryChain(tree, route.segments);
  if (!brand || !chain) notFound();
  const category = chain.at(-1) ?? null;
  const brandPath = `/brand/${encodeURIComponent(brand.code)}`;
  const basePath = category ? `${brandPath}/${category.path}` : brandPath;
  return { ...route, brand, chain, category, brandPath, basePath };
}

export async function generateMetadata(props: ListRouteProps): Promise<Metadata> {
  const { locale, brand, category, basePath, state } = await resolve(props);
  const t = await getTranslations({ locale, namespace: "productList" });
  const name = category ? `${brand.name} ${category.name}` : brand.name;
  return listMetadata({
    title: t("brandTitle", { name }),
    description: t("brandDescription", { name }),
    basePath,
    state,
  });
}

export default async function BrandPage(props: ListRouteProps) {
  const { locale, brand, chain, category, brandPath, basePath, state } = await resolve(props);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "productList" });
  return (
    <ListPage
      basePath={basePath}
      heading={category ? `${brand.name} ${category.name}` : brand.name}
      breadcrumbs={[
        { name: t("breadcrumbHome"), path: "/" },
        { name: brand.name, path: brandPath },
        ...chain.map((item) => ({ name: item.name, path: `${brandPath}/${item.path}` })),
      ]}
      route={{ brandCodes: [brand.code], ...(category ? { categoryPath: category.path } : {}) }}
      state={state}
      locale={locale}
    />
  );
}
