/**
 * Structured data for search engines (shopping issue 3 §4 SEO): schema.org Product and
 * BreadcrumbList as JSON-LD. Pure builders over plain inputs, so any page maps its own data in;
 * `components/seo/json-ld.tsx` writes the result into the page with `serializeJsonLd`.
 *
 * Money is integer HKD cents in, a decimal string out ("1299.00"): no float ever reaches a price.
 */
import { CENTS_PER_DOLLAR, CURRENCY_CODE } from "@/lib/domain/pricing/constants";

const SCHEMA = "https://schema.org";

/** What a shopper can do with the product now; off-shelf products are DISCONTINUED. */
export type ProductAvailability = "IN_STOCK" | "LIMITED" | "OUT_OF_STOCK" | "DISCONTINUED";

const AVAILABILITY_URLS: Record<ProductAvailability, string> = {
  IN_STOCK: `${SCHEMA}/InStock`,
  LIMITED: `${SCHEMA}/LimitedAvailability`,
  OUT_OF_STOCK: `${SCHEMA}/OutOfStock`,
  DISCONTINUED: `${SCHEMA}/Discontinued`,
};

export interface ProductJsonLdInput {
  /** Title in the page's language. */
  name: string;
  /** Plain text; an empty one is left out. */
  description: string;
  /** The product (SPU) code, given as the sku. */
  code: string;
  /** Image URLs, absolute or relative to `url`; empty entries are skipped. */
  images: readonly string[];
  /** Null or empty: no brand. */
  brandName: string | null;
  /** The product page's absolute canonical URL. */
  url: string;
  /** The (lowest) sale price in cents. */
  priceCents: number;
  /** The highest sale price among the SKUs; above `priceCents`, the offer is an AggregateOffer. */
  highPriceCents?: number | null;
  /** The list (original) price in cents; above the sale price it is the strikethrough price. */
  listPriceCents?: number | null;
  /** Number of SKUs on offer (AggregateOffer only). */
  offerCount?: number | null;
  availability: ProductAvailability;
}

export interface BreadcrumbItem {
  name: string;
  /** Absolute URL. */
  url: string;
}

export type JsonLd = Record<string, unknown>;

/** Integer cents as a decimal string with two places: 129900 → "1299.00". */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const fraction = String(abs % CENTS_PER_DOLLAR).padStart(2, "0");
  return `${sign}${Math.floor(abs / CENTS_PER_DOLLAR)}.${fraction}`;
}

function absoluteUrl(url: string, base: string): string {
  try {
    return new URL(url, base).toString();
  } catch {
    return url;
  }
}

export function productJsonLd(input: ProductJsonLdInput): JsonLd {
  const common = {
    priceCurrency: CURRENCY_CODE,
    availability: AVAILABILITY_URLS[input.availability],
    itemCondition: `${SCHEMA}/NewCondition`,
    url: input.url,
  };
  const high = input.highPriceCents ?? null;
  const offers: JsonLd =
    high !== null && high > input.priceCents
      ? {
          "@type": "AggregateOffer",
          lowPrice: centsToDecimal(input.priceCents),
          highPrice: centsToDecimal(high),
          ...(input.offerCount ? { offerCount: input.offerCount } : {}),
          ...common,
        }
      : {
          "@type": "Offer",
          price: centsToDecimal(input.priceCents),
          ...common,
        };
  const list = input.listPriceCents ?? null;
  if (list !== null && list > input.priceCents) {
    offers.priceSpecification = {
      "@type": "UnitPriceSpecification",
      priceType: `${SCHEMA}/StrikethroughPrice`,
      price: centsToDecimal(list),
      priceCurrency: CURRENCY_CODE,
    };
  }
  const images = input.images
    .filter((image) => image.trim() !== "")
    .map((image) => absoluteUrl(image, input.url));
  const brandName = input.brandName?.trim() ?? "";
  return {
    "@context": SCHEMA,
    "@type": "Product",
    name: input.name,
    ...(input.description.trim() !== "" ? { description: input.description } : {}),
    sku: input.code,
    ...(images.length > 0 ? { image: images } : {}),
    ...(brandName !== "" ? { brand: { "@type": "Brand", name: brandName } } : {}),
    url: input.url,
    offers,
  };
}

export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): JsonLd {
  return {
    "@context": SCHEMA,
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for a `<script type="application/ld+json">` body. `<` (and `>`, `&`, the line
 * separators) become \u escapes, which JSON reads back as the same characters, so product text
 * holding `</script>` or `<!--` can never end the script element or change how it is parsed.
 */
export function serializeJsonLd(data: JsonLd | readonly JsonLd[]): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => UNSAFE_IN_SCRIPT[char] ?? char,
  );
}
