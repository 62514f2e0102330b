"use client";
/**
 * The attribute and price facets of a product list (shopping §2, §3 Filter condition): each value
 * a plain link to the list with that value toggled, a tick when chosen, a swatch for colours and
 * the count of products it would list. Rendered on the server like the rest of the panel; it is
 * a client module only so that the page carries each value as a few fields and the links are
 * built from them, not as a finished tree of links (a listing has some 150 values; issue 15's
 * HTML budget).
 */
import Link from "next/link";
import {
  listQueryString,
  toggleAttribute,
  togglePrice,
  type ListUrlState,
} from "@/lib/domain/catalog/list-url";
import { PRICE_BANDS } from "@/lib/domain/catalog/price-range";
import styles from "./product-list.module.css";

export interface FacetValueView {
  key: string;
  label: string;
  count: number;
  selected: boolean;
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
    <section
      key={facet.code}
      className={styles.facet}
      aria-labelledby={`facet-${facet.code}`}
      data-facet={facet.code}
    >
      <h3 id={`facet-${facet.code}`}>{facet.name}</h3>
      <ul>
        {facet.values.map((value) => (
          <li key={value.key}>
            <Link
              prefetch={false}
              href={`${props.basePath}${listQueryString(toggled(props.state, facet.code, value.key))}`}
              className={styles.facetLink}
              aria-current={value.selected ? "true" : undefined}
              rel="nofollow"
              data-value={value.key}
            >
              <span className={styles.facetCheck} aria-hidden="true">
                {value.selected ? "✓" : ""}
              </span>
              {value.rgb ? (
                <span
                  className={styles.swatch}
                  style={{ background: value.rgb }}
                  aria-hidden="true"
                />
              ) : null}
              <span>{value.label}</span>
              <span className={styles.facetCount} data-testid="facet-count">
                {value.count}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  ));
}
