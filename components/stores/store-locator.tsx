"use client";
/**
 * The store locator's list with its district filter (accounts §2 /storeLocator). Rendered on
 * the server with every store, so it reads and links without JavaScript; the filter only hides
 * the stores of other districts.
 */
import { useState } from "react";
import type { StoreLocationData } from "@/lib/graphql/operations/content";
import { mapLink } from "./map-link";
import styles from "./stores.module.css";
import { ShopLink } from "@/components/layout/shop-link";

export interface StoreLocatorLabels {
  district: string;
  allDistricts: string;
  phone: string;
  hours: string;
  viewStore: string;
  map: string;
}

export function StoreLocator(props: { stores: StoreLocationData[]; labels: StoreLocatorLabels }) {
  const { stores, labels } = props;
  const [district, setDistrict] = useState("");
  const districts = [...new Set(stores.map((store) => store.district))];
  const shown = district ? stores.filter((store) => store.district === district) : stores;
  return (
    <>
      <label className={styles.filter}>
        {labels.district}
        <select value={district} onChange={(event) => setDistrict(event.target.value)}>
          <option value="">{labels.allDistricts}</option>
          {districts.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <ul className={styles.list} data-testid="store-list">
        {shown.map((store) => (
          <li key={store.code} className={styles.card}>
            <h2>{store.name}</h2>
            <p className={styles.district}>{store.district}</p>
            <p>{store.address}</p>
            <p>
              {labels.phone}: <a href={`tel:${store.phone.replace(/[\s-]/g, "")}`}>{store.phone}</a>
            </p>
            <p>
              {labels.hours}: {store.hours}
            </p>
            <p className={styles.links}>
              <ShopLink href={`/storeView?code=${encodeURIComponent(store.code)}`}>
                {labels.viewStore}
              </ShopLink>
              <a href={mapLink(store)} target="_blank" rel="noopener noreferrer">
                {labels.map}
              </a>
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
