/**
 * The product list shared by /products, /products/{c1}/{c2}/{c3}, /brand/{code}/... and
 * /list?keyword= (shopping §2 Product list): heading, facets, sorts, the first page of 30
 * rendered on the server, then infinite scroll, with a plain "next page" link underneath that
 * works without JavaScript. An empty result says so and offers a way back.
 */
import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/seo/json-ld";
import {
  hasFilters,
  LIST_SORTS,
  listApiFilters,
  listQueryString,
  withoutFilters,
  type ListUrlState,
} from "@/lib/domain/catalog/list-url";
import { PRODUCT_LIST_FIRST_PAGE_SIZE } from "@/lib/domain/catalog/constants";
import type { Locale } from "@/lib/domain/locales";
import type { ProductListVariables } from "@/lib/graphql/operations/products";
import { cachedFilterCondition, cachedProductList } from "@/lib/server/catalog-cache";
import { breadcrumbJsonLd } from "@/lib/server/json-ld";
import { canonicalUrl } from "@/lib/server/page-metadata";
import { FacetPanel } from "./facet-panel";
import { ProductGrid } from "./product-grid";
import { SortLinks } from "./sort-links";
import styles from "./product-list.module.css";
import { ShopLink } from "@/components/layout/shop-link";

export interface ListPageProps {
  /** The route's path without query ("/products/men", "/list"). */
  basePath: string;
  heading: string;
  /** Home first, this page last. */
  breadcrumbs: { name: string; path: string }[];
  route: { categoryPath?: string; brandCodes?: string[] };
  state: ListUrlState;
  locale: Locale;
}

export async function ListPage(props: ListPageProps) {
  const t = await getTranslations({ locale: props.locale, namespace: "productList" });
  const filters = listApiFilters(props.state, props.route);
  const sort = LIST_SORTS[props.state.sort];
  const variables: ProductListVariables = {
    filters,
    sorts: [{ name: sort.name, sort: sort.direction }],
    first: PRODUCT_LIST_FIRST_PAGE_SIZE,
    after: props.state.after,
  };
  // The same for every visitor: kept in the rendering cache, tagged by what they show.
  const [products, filterCondition] = await Promise.all([
    cachedProductList(props.locale, variables),
    cachedFilterCondition(props.locale, filters),
  ]);
  const total = products.pageInfo.totalCount;
  const href = (state: ListUrlState) => `${props.basePath}${listQueryString(state)}`;
  const nextHref = products.pageInfo.endCursor
    ? href({ ...props.state, after: products.pageInfo.endCursor })
    : null;

  return (
    <div className={`container ${styles.page}`}>
      <JsonLd
        data={breadcrumbJsonLd(
          props.breadcrumbs.map((crumb) => ({ name: crumb.name, url: canonicalUrl(crumb.path) })),
        )}
      />
      <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
        <ol>
          {props.breadcrumbs.map((crumb, index) => (
            <li key={crumb.path}>
              {index < props.breadcrumbs.length - 1 ? (
                <ShopLink href={crumb.path}>{crumb.name}</ShopLink>
              ) : (
                <span aria-current="page">{crumb.name}</span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <header className={styles.header}>
        <h1 className={styles.title}>{props.heading}</h1>
        <p className={styles.count} data-testid="list-count">
          {t("count", { count: total })}
        </p>
      </header>
      <div className={styles.layout}>
        <FacetPanel
          condition={filterCondition}
          state={props.state}
          basePath={props.basePath}
          categoryPath={props.route.categoryPath ?? null}
          showBrands={!props.route.brandCodes}
        />
        <section className={styles.results} aria-labelledby="list-results">
          <div className={styles.toolbar}>
            <h2 id="list-results" className="visually-hidden">
              {t("products")}
            </h2>
            <SortLinks state={props.state} basePath={props.basePath} />
          </div>
          {products.edges.length === 0 ? (
            <div className={styles.empty} data-testid="list-empty">
              <p className={styles.emptyTitle}>
                {props.state.keyword && !hasFilters(props.state)
                  ? t("emptyKeyword", { keyword: props.state.keyword })
                  : t("empty")}
              </p>
              <p>{t("emptyHint")}</p>
              <p className={styles.emptyActions}>
                {hasFilters(props.state) ? (
                  <ShopLink href={href(withoutFilters(props.state))} className={styles.button}>
                    {t("clearFilters")}
                  </ShopLink>
                ) : null}
                <ShopLink href="/products" className={styles.buttonSecondary}>
                  {t("backToAll")}
                </ShopLink>
              </p>
            </div>
          ) : (
            <ProductGrid
              key={JSON.stringify(variables)}
              edges={products.edges}
              pageInfo={products.pageInfo}
              variables={variables}
              nextHref={nextHref}
            />
          )}
        </section>
      </div>
    </div>
  );
}
