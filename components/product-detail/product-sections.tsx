/**
 * The product's texts (shopping §3 Product attributes): description, the detail attributes
 * (brandcolordec, pdp_fabric, pdpDetail01-06 ...), technology (pdp_tech), fit (cbSizeFit) and
 * the size chart picture (cbSizeChart), each under its own heading.
 */
import Image from "next/image";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { IMAGE_QUALITY } from "@/lib/client/ui-constants";
import type { ProductDetailData } from "@/lib/graphql/operations/products";
import styles from "./product-detail.module.css";
import { CUSTOM_MEDIA } from "@/lib/client/breakpoints";

const SIZE_CHART = "cbSizeChart";
const FIT = "cbSizeFit";
const TECHNOLOGY = "pdp_tech";
/** Attributes that are list or page plumbing, not text for shoppers. */
const HIDDEN = new Set([
  "colorRgb",
  "plpSelectGroup",
  "plpSelectSub",
  "ActivityIcon",
  "productLabel",
]);

type Attribute = NonNullable<ProductDetailData["attributes"]>[number];

function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={props.id}>
      <h2 id={props.id}>{props.title}</h2>
      {props.children}
    </section>
  );
}

const text = (attribute: Attribute | undefined) =>
  attribute?.values
    .map((value) => value.displayName)
    .filter(Boolean)
    .join(", ") ?? "";

export async function ProductSections({ product }: { product: ProductDetailData }) {
  const t = await getTranslations("product");
  const attributes = product.attributes ?? [];
  const byCode = new Map(attributes.map((attribute) => [attribute.code, attribute]));
  const details = attributes.filter(
    (attribute) =>
      ![SIZE_CHART, FIT, TECHNOLOGY].includes(attribute.code) &&
      !HIDDEN.has(attribute.code) &&
      text(attribute) !== "",
  );
  const chart = byCode.get(SIZE_CHART)?.values.find((value) => value.url);
  return (
    <div className={styles.sections}>
      {product.description ? (
        <Section id="product-description" title={t("description")}>
          <p className={styles.prose}>{product.description}</p>
        </Section>
      ) : null}
      {details.length > 0 ? (
        <section className={styles.section} aria-labelledby="product-details">
          <h2 id="product-details">{t("details")}</h2>
          <dl className={styles.details}>
            {details.map((attribute) => (
              <div key={attribute.code}>
                <dt>{attribute.frontName || attribute.name}</dt>
                <dd>{text(attribute)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {text(byCode.get(TECHNOLOGY)) ? (
        <Section id="product-technology" title={t("technology")}>
          <p className={styles.prose}>{text(byCode.get(TECHNOLOGY))}</p>
        </Section>
      ) : null}
      {text(byCode.get(FIT)) ? (
        <Section id="product-fit" title={t("fit")}>
          <p className={styles.prose}>{text(byCode.get(FIT))}</p>
        </Section>
      ) : null}
      {chart?.url ? (
        <section className={styles.section} aria-labelledby="product-size-chart">
          <h2 id="product-size-chart">{t("sizeChart")}</h2>
          <Image
            src={chart.url}
            alt={t("sizeChart")}
            width={800}
            height={500}
            sizes={`${CUSTOM_MEDIA["--single-column"]} 100vw, 800px`}
            quality={IMAGE_QUALITY}
            className={styles.chart}
          />
        </section>
      ) : null}
    </div>
  );
}
