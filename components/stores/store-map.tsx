"use client";
/**
 * The store locator's map (accounts §2 "store locator (map)"; ADR 0039): Leaflet with raster
 * tiles from MAP_TILE_URL and a marker per shown store. Loaded only by the store locator, and
 * only in the browser (next/dynamic from store-locator.tsx), so no other page carries it. The
 * list stays the page's content: when Leaflet cannot load or the first tiles fail (no network,
 * a tile server down), the map removes itself and the list is the page, as without a tile URL.
 */
import "leaflet/dist/leaflet.css";
import type * as Leaflet from "leaflet";
import { useEffect, useRef, useState } from "react";
import { MAX_FIT_ZOOM, SINGLE_STORE_ZOOM, markerBounds, type StoreMarker } from "./map-markers";
import styles from "./stores.module.css";

export interface StoreMapProps {
  markers: StoreMarker[];
  tileUrl: string;
  attribution: string;
  label: string;
}

type LeafletModule = typeof Leaflet;

export default function StoreMap(props: StoreMapProps) {
  const { markers, tileUrl, attribution, label } = props;
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<Leaflet.Map | null>(null);
  const layer = useRef<Leaflet.LayerGroup | null>(null);
  const leaflet = useRef<LeafletModule | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    import("leaflet")
      .then((module) => {
        // Leaflet is a UMD module: the bundler may hand it over as the default export.
        const L = ((module as { default?: LeafletModule }).default ?? module) as LeafletModule;
        if (cancelled || !container.current) return;
        leaflet.current = L;
        const created = L.map(container.current, { scrollWheelZoom: false });
        let loaded = false;
        L.tileLayer(tileUrl, { attribution, maxZoom: 19 })
          .on("tileload", () => {
            loaded = true;
          })
          // No tile yet and one failed: the tiles are out of reach, so the list alone is better.
          .on("tileerror", () => {
            if (!loaded) setFailed(true);
          })
          .addTo(created);
        layer.current = L.layerGroup().addTo(created);
        map.current = created;
        setMarkers(L, created, layer.current, markers);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
    };
    // The map is made once; the markers follow the filter below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tileUrl, attribution]);

  useEffect(() => {
    if (leaflet.current && map.current && layer.current) {
      setMarkers(leaflet.current, map.current, layer.current, markers);
    }
  }, [markers]);

  if (failed) return null;
  return (
    <div
      ref={container}
      className={styles.map}
      role="region"
      aria-label={label}
      data-testid="store-map"
      data-markers={markers.length}
    />
  );
}

function setMarkers(
  L: LeafletModule,
  map: Leaflet.Map,
  layer: Leaflet.LayerGroup,
  markers: readonly StoreMarker[],
) {
  layer.clearLayers();
  for (const marker of markers) {
    // A vector marker: Leaflet's default icon is an image the bundler would have to copy.
    const popup = document.createElement("div");
    const link = document.createElement("a");
    link.href = marker.href;
    link.textContent = marker.name;
    const address = document.createElement("p");
    address.textContent = marker.address;
    popup.append(link, address);
    L.circleMarker(marker.position, { radius: 9, weight: 2 }).bindPopup(popup).addTo(layer);
  }
  const bounds = markerBounds(markers);
  if (!bounds) return;
  if (markers.length === 1) map.setView(markers[0]!.position, SINGLE_STORE_ZOOM);
  else map.fitBounds(bounds, { padding: [32, 32], maxZoom: MAX_FIT_ZOOM });
}
