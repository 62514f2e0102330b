"use client";
/**
 * The compare view (accounts §4 Compare list; shopping §2: at most 4 products, kept in this
 * browser): the chosen products side by side with picture, brand, price, colours, sizes and
 * every attribute; remove one, clear all. The list lives in localStorage, so the products load
 * in the browser. A product no longer sold is shown as off shelf.
 */
import Image from "next/image";
import { useTranslations } from "next-intl";
import { Price } from "@/components/catalog/price";
import { cardImage } from "@/components/catalog/product-card-view";
import { clearCompareList, toggleCompare, useCompareList } from "@/lib/client/local-lists";
import { useShopQuery } from "@/lib/client/use-shop-query";
import { colourChoices, sizeChoices } from "@/lib/domain/catalog/product-selection";
import { IMAGE_QUALITY } from "@/lib/client/ui-constants";
import { getNotCacheProductByCode } from "@/lib/graphql/operations/products";
import { compareRows } from "./compare-rows";
import styles from "./compare.module.css";
import { ShopLink } from "@/components/layout/shop-link";

export function CompareView() {
  const t = useTranslations("compareView");
  const codes = useCompareList();
  const { data, loading } = useShopQuery(getNotCacheProductByCode, {
    variables: { codes: [...codes] },
    skip: codes.length === 0,
    ignoreErrors: true,
  });
  const byCode = new Map(
    (data?.notCacheProductByCode ?? []).map((product) => [product.code, product]),
  );
  const products = codes.flatMap((code) => {
    const product = byCode.get(code);
    return product ? [product] : [];
  });

  if (codes.length === 0) {
    return (
      <div className={styles.empty} data-testid="compare-empty">
        <p>{t("empty")}</p>
        <ShopLink href="/products" className={styles.button}>
          {t("browse")}
        </ShopLink>
      </div>
    );
  }
  if (loading && products.length === 0) return <p aria-busy="true">{t("loading")}</p>;

  const rows = compareRows(products);
  return (
    <>
      <p className={styles.toolbar}>
        <button type="button" className={styles.link} onClick={clearCompareList}>
          {t("clear")}
        </button>
      </p>
      <div className={styles.scroller}>
        <table className={styles.table} data-testid="compare-table">
          <caption className="visually-hidden">{t("caption")}</caption>
          <thead>
            <tr>
              <td />
              {products.map((product) => {
                const image = cardImage(product);
                return (
                  <th key={product.code} scope="col" className={styles.product}>
                    <ShopLink
                      href={`/product/${encodeURIComponent(product.code)}`}
                      className={styles.productLink}
                    >
                      <span className={styles.picture}>
                        {image ? (
                          <Image
                            src={image.url}
                            alt=""
                            fill
                            sizes="200px"
                            quality={IMAGE_QUALITY}
                          />
                        ) : null}
                      </span>
                      <span className={styles.brand}>{product.brandList[0]?.name}</span>
                      <span>{product.title}</span>
                    </ShopLink>
                    <button
                      type="button"
                      className={styles.link}
                      onClick={() => toggleCompare(product.code)}
                      aria-label={t("removeNamed", { title: product.title })}
                    >
                      {t("remove")}
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{t("price")}</th>
              {products.map((product) => (
                <td key={product.code}>
                  {product.onShelves ? (
                    <Price
                      salePrice={product.salePrice}
                      listPrice={product.listPrice}
                      discountPercentage={product.discountPercentage}
                    />
                  ) : (
                    <strong>{t("offShelf")}</strong>
                  )}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t("colours")}</th>
              {products.map((product) => (
                <td key={product.code}>
                  {colourChoices(product.skus)
                    .map((colour) => colour.name)
                    .join(", ")}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">{t("sizes")}</th>
              {products.map((product) => (
                <td key={product.code}>
                  {sizeChoices(product.skus, null, null)
                    .map((size) => size.label)
                    .join(", ")}
                </td>
              ))}
            </tr>
            {rows.map((row) => (
              <tr key={row.code}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={products[index]?.code ?? index}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
