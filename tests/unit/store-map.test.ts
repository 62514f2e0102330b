/**
 * The store locator's map (components/stores, ADR 0039): a marker per store from its
 * coordinates, the view around them, and Leaflet reaching no page but the store locator.
 */
import { describe, expect, it } from "vitest";
import { markerBounds, storeMarkers } from "@/components/stores/map-markers";
import { CATALOG_ROUTES, clientModules } from "./client-reach";

const store = (code: string, latitude: number, longitude: number) => ({
  code,
  name: `Store ${code}`,
  address: `${code} Road`,
  latitude,
  longitude,
});

describe("the store map's markers", () => {
  it("puts one marker per store at its coordinates, linking to its page", () => {
    const markers = storeMarkers([
      store("central", 22.2819, 114.1582),
      store("mong kok", 22.3193, 114.1694),
    ]);
    expect(markers).toEqual([
      {
        code: "central",
        name: "Store central",
        address: "central Road",
        position: [22.2819, 114.1582],
        href: "/storeView?code=central",
      },
      {
        code: "mong kok",
        name: "Store mong kok",
        address: "mong kok Road",
        position: [22.3193, 114.1694],
        href: "/storeView?code=mong%20kok",
      },
    ]);
  });

  it("leaves out a store whose coordinates are not on the earth", () => {
    const markers = storeMarkers([store("a", 91, 0), store("b", 0, Number.NaN), store("c", 0, 0)]);
    expect(markers.map((marker) => marker.code)).toEqual(["c"]);
  });

  it("frames every marker, and nothing when there is none", () => {
    const markers = storeMarkers([
      store("central", 22.2819, 114.1582),
      store("macau", 22.1987, 113.5439),
      store("mong-kok", 22.3193, 114.1694),
    ]);
    expect(markerBounds(markers)).toEqual([
      [22.1987, 113.5439],
      [22.3193, 114.1694],
    ]);
    expect(markerBounds([])).toBeNull();
  });
});

describe("where Leaflet runs", () => {
  const leafletImports = (routes: string[]) =>
    clientModules(routes).flatMap((module) =>
      module.imports.filter((specifier) => specifier.startsWith("leaflet")).map(() => module.file),
    );

  it("is reached from the store locator only, through the lazily loaded map", () => {
    expect(leafletImports(["app/[locale]/storeLocator/page.tsx"])).toEqual([
      "components/stores/store-map.tsx",
      "components/stores/store-map.tsx",
    ]);
    expect(
      leafletImports([
        ...CATALOG_ROUTES,
        "app/[locale]/article/[slug]/page.tsx",
        "app/[locale]/explore/[code]/page.tsx",
        "app/[locale]/teaser/page.tsx",
        "app/[locale]/storeView/[code]/page.tsx",
      ]),
    ).toEqual([]);
  });
});
