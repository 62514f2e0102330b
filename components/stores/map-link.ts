/**
 * Where "open in a map" goes: OpenStreetMap at the store's coordinates. A link, not an embedded
 * map: it needs no script, key or WebGL, and every phone opens it in its own map app.
 */
const MAP_ZOOM = 17;

export function mapLink(store: { latitude: number; longitude: number }): string {
  const { latitude: lat, longitude: lon } = store;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${MAP_ZOOM}/${lat}/${lon}`;
}
