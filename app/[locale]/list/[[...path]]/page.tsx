/**
 * /list?keyword= (shopping §2 Search result; accounts §9 Search): on-shelf products whose
 * search values, style or code match the keyword, in English or Chinese, with the list's
 * filters and sorts. Result pages are `noindex, follow`: endless keyword variations are thin
 * duplicates of the category pages, which are the ones to index. The keyword is shown as text
 * only (React escapes it), however long or odd.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ListPage } from "@/components/product-list/list-page";
import {
  listMetadata,
  readListRoute,
  type ListRouteProps,
} from "@/components/product-list/list-route";
import { BUILD_PLACEHOLDER } from "@/lib/server/build-placeholder";

/** Only the build's placeholder: real pages render on first request, then are cached. */
export function generateStaticParams() {
  return [{ path: [BUILD_PLACEHOLDER] }];
}

const BASE_PATH = "/list";

export async function generateMetadata(props: ListRouteProps): Promise<Metadata> {
  const { locale, state } = await readListRoute(props);
  const t = await getTranslations({ locale, namespace: "productList" });
  const metadata = await listMetadata({
    title: state.keyword ? t("searchTitle", { keyword: state.keyword }) : t("searchEmptyTitle"),
    description: state.keyword
      ? t("searchDescription", { keyword: state.keyword })
      : t("allProductsDescription"),
    basePath: BASE_PATH,
    state,
  });
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function SearchResultPage(props: ListRouteProps) {
  const { locale, state, segments } = await readListRoute(props);
  // The search has no sub-paths; only the state segment middleware adds.
  if (segments.length > 0) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "productList" });
  const heading = state.keyword
    ? t("searchTitle", { keyword: state.keyword })
    : t("searchEmptyTitle");
  return (
    <ListPage
      basePath={BASE_PATH}
      heading={heading}
      breadcrumbs={[
        { name: t("breadcrumbHome"), path: "/" },
        {
          name: heading,
          path: `${BASE_PATH}${state.keyword ? `?keyword=${encodeURIComponent(state.keyword)}` : ""}`,
        },
      ]}
      route={{}}
      state={state}
      locale={locale}
    />
  );
}
