/**
 * What the store locator's map shows (accounts §2 "store locator (map)"; ADR 0039): one marker
 * per store at its coordinates, linking to its page, and the view that holds them all. Pure, so
 * the markers are tested without a map.
 */
export interface StoreMarker {
  code: string;
  name: string;
  address: string;
  /** [latitude, longitude] */
  position: [number, number];
  href: string;
}

/** Not in the spec: the zoom of a map with one store (a street), and the most the view zooms in. */
export const SINGLE_STORE_ZOOM = 16;
export const MAX_FIT_ZOOM = 16;

const onEarth = (lat: number, lng: number) =>
  Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

export function storeMarkers(
  stores: readonly {
    code: string;
    name: string;
    address: string;
    latitude: number;
    longitude: number;
  }[],
): StoreMarker[] {
  return stores
    .filter((store) => onEarth(store.latitude, store.longitude))
    .map((store) => ({
      code: store.code,
      name: store.name,
      address: store.address,
      position: [store.latitude, store.longitude],
      href: `/storeView?code=${encodeURIComponent(store.code)}`,
    }));
}

/** South-west and north-east corners around every marker; null when there is none. */
export function markerBounds(
  markers: readonly StoreMarker[],
): [[number, number], [number, number]] | null {
  if (markers.length === 0) return null;
  const lats = markers.map((marker) => marker.position[0]);
  const lngs = markers.map((marker) => marker.position[1]);
  return [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
}
