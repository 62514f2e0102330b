/** JSON-LD builders (Product, BreadcrumbList) and the script element that carries them. */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JsonLd } from "@/components/seo/json-ld";
import {
  breadcrumbJsonLd,
  centsToDecimal,
  productJsonLd,
  serializeJsonLd,
  type ProductJsonLdInput,
} from "@/lib/server/json-ld";

const base: ProductJsonLdInput = {
  name: "Storm Shell Jacket",
  description: "Waterproof, breathable three-layer shell.",
  code: "SPU-1001",
  images: ["https://shop.example.com/img/1.jpg", "/img/2.jpg", ""],
  brandName: "Summit",
  url: "https://shop.example.com/product/SPU-1001",
  priceCents: 129_900,
  listPriceCents: 129_900,
  availability: "IN_STOCK",
};

describe("centsToDecimal", () => {
  it.each([
    [129_900, "1299.00"],
    [129_950, "1299.50"],
    [5, "0.05"],
    [0, "0.00"],
    [-250, "-2.50"],
  ])("%i cents is %s", (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });

  it("refuses a fraction of a cent", () => {
    expect(() => centsToDecimal(12.5)).toThrow(RangeError);
  });
});

describe("productJsonLd", () => {
  it("builds a schema.org Product with a single Offer", () => {
    expect(productJsonLd(base)).toEqual({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Storm Shell Jacket",
      description: "Waterproof, breathable three-layer shell.",
      sku: "SPU-1001",
      image: ["https://shop.example.com/img/1.jpg", "https://shop.example.com/img/2.jpg"],
      brand: { "@type": "Brand", name: "Summit" },
      url: "https://shop.example.com/product/SPU-1001",
      offers: {
        "@type": "Offer",
        price: "1299.00",
        priceCurrency: "HKD",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
        url: "https://shop.example.com/product/SPU-1001",
      },
    });
  });

  it("gives a price range as an AggregateOffer and a higher list price as the strikethrough", () => {
    const data = productJsonLd({
      ...base,
      priceCents: 99_950,
      highPriceCents: 119_900,
      listPriceCents: 129_900,
      offerCount: 6,
    });
    expect(data.offers).toEqual({
      "@type": "AggregateOffer",
      lowPrice: "999.50",
      highPrice: "1199.00",
      offerCount: 6,
      priceCurrency: "HKD",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      url: base.url,
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        priceType: "https://schema.org/StrikethroughPrice",
        price: "1299.00",
        priceCurrency: "HKD",
      },
    });
  });

  it.each([
    ["IN_STOCK", "https://schema.org/InStock"],
    ["LIMITED", "https://schema.org/LimitedAvailability"],
    ["OUT_OF_STOCK", "https://schema.org/OutOfStock"],
    ["DISCONTINUED", "https://schema.org/Discontinued"],
  ] as const)("maps availability %s to %s", (availability, url) => {
    const offers = productJsonLd({ ...base, availability }).offers as Record<string, unknown>;
    expect(offers.availability).toBe(url);
  });

  it("leaves out an empty description, brand and image list", () => {
    const data = productJsonLd({ ...base, description: " ", brandName: null, images: [] });
    expect(data).not.toHaveProperty("description");
    expect(data).not.toHaveProperty("brand");
    expect(data).not.toHaveProperty("image");
    expect((data.offers as Record<string, unknown>).priceSpecification).toBeUndefined();
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the items from 1 in order", () => {
    expect(
      breadcrumbJsonLd([
        { name: "Home", url: "https://shop.example.com/" },
        { name: "Men", url: "https://shop.example.com/products/men" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://shop.example.com/" },
        {
          "@type": "ListItem",
          position: 2,
          name: "Men",
          item: "https://shop.example.com/products/men",
        },
      ],
    });
  });
});

describe("escaping", () => {
  const hostile = {
    ...base,
    name: 'Jacket </script><script>alert("x")</script>',
    description: "<!-- comment --> & more \u2028 line",
  };

  it("escapes <, >, & and line separators, and reads back as the same data", () => {
    const data = productJsonLd(hostile);
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(text).toContain("\\u003c!--");
    expect(JSON.parse(text)).toEqual(data);
  });

  it("renders one script element whose body cannot close it", () => {
    const html = renderToStaticMarkup(createElement(JsonLd, { data: productJsonLd(hostile) }));
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html).not.toContain("<!--");
    const body = html.slice('<script type="application/ld+json">'.length, -"</script>".length);
    expect(JSON.parse(body)).toEqual(productJsonLd(hostile));
  });

  it("carries several objects as one array", () => {
    const html = renderToStaticMarkup(
      createElement(JsonLd, {
        data: [productJsonLd(base), breadcrumbJsonLd([{ name: "Home", url: "https://a.b/" }])],
      }),
    );
    const body = html.slice('<script type="application/ld+json">'.length, -"</script>".length);
    expect(JSON.parse(body)).toHaveLength(2);
  });
});
