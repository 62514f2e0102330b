/**
 * /products and /products/{c1}/{c2}/{c3} (shopping §2 Product list): every on-shelf product,
 * or those of one category (any level; `new-in` lists the last 14 days' arrivals). An unknown
 * category is the 404 page.
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
import { cachedCategoryTree } from "@/lib/server/catalog-cache";
import { BUILD_PLACEHOLDER } from "@/lib/server/build-placeholder";

/** Only the build's placeholder: real pages render on first request, then are cached. */
export function generateStaticParams() {
  return [{ path: [BUILD_PLACEHOLDER] }];
}

async function resolve(props: ListRouteProps) {
  const route = await readListRoute(props);
  const tree = await cachedCategoryTree(route.locale);
  const chain = categoryChain(tree, route.segments);
  if (!chain) notFound();
  const category = chain.at(-1) ?? null;
  const basePath = category ? `/products/${category.path}` : "/products";
  return { ...route, chain, category, basePath };
}

export async function generateMetadata(props: ListRouteProps): Promise<Metadata> {
  const { locale, category, basePath, state } = await resolve(props);
  const t = await getTranslations({ locale, namespace: "productList" });
  return listMetadata({
    title: category ? category.name : t("allProducts"),
    description: category
      ? t("categoryDescription", { name: category.name })
      : t("allProductsDescription"),
    basePath,
    state,
  });
}

export default async function ProductsPage(props: ListRouteProps) {
  const { locale, chain, category, basePath, state } = await resolve(props);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "productList" });
  return (
    <ListPage
      basePath={basePath}
      heading={category ? category.name : t("allProducts")}
      breadcrumbs={[
        { name: t("breadcrumbHome"), path: "/" },
        { name: t("allProducts"), path: "/products" },
        ...chain.map((item) => ({ name: item.name, path: `/products/${item.path}` })),
      ]}
      route={category ? { categoryPath: category.path } : {}}
      state={state}
      locale={locale}
    />
  );
}
