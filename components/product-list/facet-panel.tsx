/**
 * The filters of a product list (shopping §2, §3 Filter condition): categories, brands, each
 * filter attribute and the price bands, with the count of products each choice would list.
 * Every choice is a plain link to the list's URL with that choice toggled (spec keys co=, si=,
 * p= ...), so filtering works before any script loads and every filtered list has its own URL.
 * On small screens the panel is a drawer opened by the "Filter" button.
 */
import { getLocale, getTranslations } from "next-intl/server";
import {
  listQueryString,
  toggleAttribute,
  togglePrice,
  withoutFilters,
  type ListUrlState,
} from "@/lib/domain/catalog/list-url";
import { PRICE_BANDS } from "@/lib/domain/catalog/price-range";
import { CURRENCY_CODE } from "@/lib/domain/pricing/constants";
import type { Locale } from "@/lib/domain/locales";
import { formatCents } from "@/lib/i18n/money";
import type { CategoryCountData, FilterConditionData } from "@/lib/graphql/operations/products";
import { FacetDrawer } from "./facet-drawer";
import { FacetLists, type FacetView } from "./facet-lists";
import styles from "./product-list.module.css";
import { ShopLink } from "@/components/layout/shop-link";

interface FacetPanelProps {
  condition: FilterConditionData;
  state: ListUrlState;
  basePath: string;
  /** The route's category: its children are offered; none: the top level. */
  categoryPath: string | null;
  showBrands: boolean;
}

function findCategory(list: CategoryCountData[], path: string): CategoryCountData | null {
  for (const category of list) {
    if (category.path === path) return category;
    const found = findCategory(category.children ?? [], path);
    if (found) return found;
  }
  return null;
}

export async function FacetPanel(props: FacetPanelProps) {
  const t = await getTranslations("productList");
  const locale = (await getLocale()) as Locale;
  const dollars = (cents: number) => formatCents(cents, CURRENCY_CODE, locale);
  const { condition, state } = props;
  const href = (next: ListUrlState) => `${props.basePath}${listQueryString(next)}`;
  const query = listQueryString({ ...state, after: null });
  const categories = props.categoryPath
    ? (findCategory(condition.categories, props.categoryPath)?.children ?? [])
    : condition.categories.filter((category) => category.code !== "new-in");
  const bands = PRICE_BANDS.map((band) => ({
    band,
    count: condition.salePrices.find((price) => price.salePrice === band.key)?.count ?? 0,
    selected: state.salePrice?.min === band.min && state.salePrice.max === band.max,
  }));
  const bandLabel = ({ named }: (typeof PRICE_BANDS)[number]) =>
    named.to === null
      ? t("priceBandFrom", { min: dollars(named.from) })
      : t("priceBand", { min: dollars(named.from), max: dollars(named.to) });
  const facets: FacetView[] = [
    ...condition.attributes
      .filter((facet) => facet.queryKey)
      .map((facet) => ({
        code: facet.code,
        name: facet.name,
        values: facet.values.map((value) => ({
          key: value.key,
          label: value.frontName,
          count: value.total,
          ...(value.selected ? { selected: true as const } : {}),
          ...(value.colorRgb ? { rgb: value.colorRgb } : {}),
        })),
      })),
    {
      code: "price",
      name: t("price"),
      values: bands.map(({ band, count, selected }) => ({
        key: band.key,
        label: bandLabel(band),
        count,
        ...(selected ? { selected: true as const } : {}),
      })),
    },
  ];
  const chosen = [
    ...condition.attributes.flatMap((facet) =>
      facet.values
        .filter((value) => value.selected)
        .map((value) => ({
          label: value.frontName,
          href: href(toggleAttribute(state, facet.code, value.key)),
        })),
    ),
    ...bands
      .filter((entry) => entry.selected)
      .map((entry) => ({
        label: bandLabel(entry.band),
        href: href(togglePrice(state, entry.band)),
      })),
  ];

  return (
    <FacetDrawer label={t("showFilters")} title={t("filters")}>
      <h2 className={styles.facetHeading}>{t("filters")}</h2>
      {chosen.length > 0 ? (
        <div className={styles.chosen} aria-label={t("selected")} role="group">
          <ul>
            {chosen.map((choice) => (
              <li key={choice.href}>
                <ShopLink
                  href={choice.href}
                  className={styles.chip}
                  aria-label={t("remove", { name: choice.label })}
                >
                  {choice.label} <span aria-hidden="true">×</span>
                </ShopLink>
              </li>
            ))}
          </ul>
          <ShopLink href={href(withoutFilters(state))} className={styles.clearAll}>
            {t("clearAll")}
          </ShopLink>
        </div>
      ) : null}

      {categories.length > 0 ? (
        <section className={styles.facet} aria-labelledby="facet-category">
          <h3 id="facet-category">{t("category")}</h3>
          <ul>
            {categories
              .filter((category) => category.count > 0)
              .map((category) => (
                <li key={category.path}>
                  <ShopLink href={`/products/${category.path}${query}`}>
                    <span>{category.name}</span>
                    <span>{category.count}</span>
                  </ShopLink>
                </li>
              ))}
          </ul>
        </section>
      ) : null}

      {props.showBrands && condition.brands.length > 0 ? (
        <section className={styles.facet} aria-labelledby="facet-brand">
          <h3 id="facet-brand">{t("brand")}</h3>
          <ul>
            {condition.brands.map((brand) => (
              <li key={brand.code}>
                <ShopLink href={`/brand/${encodeURIComponent(brand.code)}`}>
                  <span>{brand.name}</span>
                  <span>{brand.count}</span>
                </ShopLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <FacetLists facets={facets} state={state} basePath={props.basePath} />
    </FacetDrawer>
  );
}
