"use client";
/**
 * The attribute and price facets of a product list (shopping §2, §3 Filter condition): each value
 * a plain link to the list with that value toggled, a tick when chosen, a swatch for colours and
 * the count of products it would list. Rendered on the server like the rest of the panel; it is
 * a client module only so that the page carries each value as a few fields and the links are
 * built from them, not as a finished tree of links (a listing has some 150 values; issue 15's
 * HTML budget). A long facet shows its first values and every chosen one until "Show all".
 */
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FACET_VALUES_SHOWN } from "@/lib/client/ui-constants";
import {
  listQueryString,
  toggleAttribute,
  togglePrice,
  type ListUrlState,
} from "@/lib/domain/catalog/list-url";
import { PRICE_BANDS } from "@/lib/domain/catalog/price-range";
import styles from "./product-list.module.css";
import { ShopLink } from "@/components/layout/shop-link";

export interface FacetValueView {
  key: string;
  label: string;
  count: number;
  /** Only when chosen: a list's sixty-odd values travel in the page's payload. */
  selected?: true;
  /** A colour value's swatch. */
  rgb?: string;
}

export interface FacetView {
  /** The attribute's code, or "price" for the price bands. */
  code: string;
  name: string;
  values: FacetValueView[];
}

function toggled(state: ListUrlState, facet: string, value: string): ListUrlState {
  if (facet !== "price") return toggleAttribute(state, facet, value);
  const band = PRICE_BANDS.find((candidate) => candidate.key === value);
  return band ? togglePrice(state, band) : state;
}

export function FacetLists(props: { facets: FacetView[]; state: ListUrlState; basePath: string }) {
  return props.facets.map((facet) => (
    <FacetSection key={facet.code} facet={facet} state={props.state} basePath={props.basePath} />
  ));
}

function FacetSection(props: { facet: FacetView; state: ListUrlState; basePath: string }) {
  const t = useTranslations("productList");
  const [expanded, setExpanded] = useState(false);
  const { facet } = props;
  const long = facet.values.length > FACET_VALUES_SHOWN;
  const shown =
    expanded || !long
      ? facet.values
      : facet.values.filter((value, index) => index < FACET_VALUES_SHOWN || value.selected);
  const listId = `facet-${facet.code}-values`;
  return (
    <section
      className={styles.facet}
      aria-labelledby={`facet-${facet.code}`}
      data-facet={facet.code}
    >
      <h3 id={`facet-${facet.code}`}>{facet.name}</h3>
      <ul id={listId}>
        {shown.map((value) => (
          <li key={value.key}>
            <ShopLink
              href={`${props.basePath}${listQueryString(toggled(props.state, facet.code, value.key))}`}
              aria-current={value.selected ? "true" : undefined}
              rel="nofollow"
              data-value={value.key}
            >
              {value.rgb ? (
                <span
                  className={styles.swatch}
                  style={{ background: value.rgb }}
                  aria-hidden="true"
                />
              ) : null}
              <span>{value.label}</span>
              <span data-testid="facet-count">{value.count}</span>
            </ShopLink>
          </li>
        ))}
      </ul>
      {long ? (
        <button
          type="button"
          className={styles.facetMore}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t("showFewerValues") : t("showAllValues", { count: facet.values.length })}
        </button>
      ) : null}
    </section>
  );
}
