"use client";
/**
 * The wish list (accounts §2 /user/wish): each favourite with its picture, name, colour and
 * size, price (the member's own price when it is lower), remove, and add to bag with that exact SKU
 * through the product page's own button. A sold-out size offers the arrival notice instead.
 * More pages load on request (cursor paging, so removing while paging skips nothing).
 */
import { useApolloClient } from "@apollo/client/react";
import { useLocale, useTranslations } from "next-intl";
import Image from "next/image";
import { useState } from "react";
import { AddToCartButton } from "@/components/cart/add-to-cart-button";
import { Price } from "@/components/catalog/price";
import { ArrivalNoticeForm } from "@/components/product-detail/arrival-notice-form";
import { runMutation, runQuery } from "@/lib/client/operations";
import { IMAGE_QUALITY } from "@/lib/client/ui-constants";
import type { Locale } from "@/lib/domain/locales";
import {
  cancelFavorites,
  favorites,
  type FavoriteNodeData,
  type FavoritesData,
} from "@/lib/graphql/operations/account-lists";
import { amountToCents, formatMoney } from "@/lib/i18n/money";
import styles from "./account-lists.module.css";
import { ShopLink } from "@/components/layout/shop-link";

export const WISH_LIST_PAGE_SIZE = 20;

/** The member's own price (level or promotion), when it beats the sale price everyone sees. */
function memberPriceOf(node: FavoriteNodeData) {
  if (!node.sku || !node.unitPrice) return null;
  return amountToCents(node.unitPrice.amount) < amountToCents(node.sku.salePrice.amount)
    ? node.unitPrice
    : null;
}

function WishItem(props: { node: FavoriteNodeData; busy: boolean; onRemove(): void }) {
  const t = useTranslations("wishList");
  const locale = useLocale() as Locale;
  const { node } = props;
  const sku = node.sku;
  const product = sku?.product;
  const image = product?.images[0];
  const buyable = Boolean(sku?.isEnabled && product?.onShelves);
  const soldOut = buyable && (sku?.inventory ?? 0) <= 0;
  const memberPrice = memberPriceOf(node);
  return (
    <li className={styles.wishItem} data-testid="wish-item" data-sku={node.skuCode}>
      <div className={styles.thumb}>
        {image ? <Image src={image.url} alt="" fill sizes="96px" quality={IMAGE_QUALITY} /> : null}
      </div>
      <div className={styles.stack}>
        {product && node.url ? (
          <ShopLink href={node.url} className={styles.name}>
            {product.title}
          </ShopLink>
        ) : (
          <p className={styles.name}>{node.skuCode}</p>
        )}
        {sku ? (
          <p>
            {t("colour")}: {sku.options.color?.name ?? "-"} · {t("size")}:{" "}
            {sku.options.size?.label ?? "-"}
          </p>
        ) : null}
        {sku ? <Price salePrice={sku.salePrice} listPrice={sku.listPrice} size="small" /> : null}
        {memberPrice ? (
          <p>
            {t("memberPrice")}: {formatMoney(memberPrice, locale)}
          </p>
        ) : null}
        {!buyable ? <p className={styles.note}>{t("unavailable")}</p> : null}
        {soldOut ? (
          <div data-testid="wish-sold-out">
            <p className={styles.note}>{t("soldOut")}</p>
            <ArrivalNoticeForm skuCode={node.skuCode} />
          </div>
        ) : null}
        <div className={styles.actions}>
          {buyable && !soldOut ? <AddToCartButton skuCode={node.skuCode} quantity={1} /> : null}
          <button
            type="button"
            disabled={props.busy}
            data-testid="wish-remove"
            onClick={props.onRemove}
          >
            {t("remove")}
          </button>
        </div>
      </div>
    </li>
  );
}

export function WishList(props: { initial: FavoritesData }) {
  const t = useTranslations("wishList");
  const serverErrorMessage = useTranslations("loginError")("serverError");
  const client = useApolloClient();
  const [nodes, setNodes] = useState(props.initial.edges.map((e) => e.node));
  const [pageInfo, setPageInfo] = useState(props.initial.pageInfo);
  const [total, setTotal] = useState(props.initial.totalCount);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function guarded(run: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await run();
    } catch {
      setError(serverErrorMessage);
    } finally {
      setBusy(false);
    }
  }

  const loadMore = () =>
    guarded(async () => {
      const data = await runQuery(
        client,
        favorites,
        { pageInput: { first: WISH_LIST_PAGE_SIZE, after: pageInfo.endCursor } },
        { serverErrorMessage },
      );
      setNodes((current) => [...current, ...data.favorites.edges.map((e) => e.node)]);
      setPageInfo(data.favorites.pageInfo);
      setTotal(data.favorites.totalCount);
    });

  const remove = (node: FavoriteNodeData) =>
    guarded(async () => {
      const data = await runMutation(
        client,
        cancelFavorites,
        { codes: [String(node.id)] },
        { serverErrorMessage },
      );
      const gone = new Set(data.cancelFavorites.cancelledIds);
      setNodes((current) => current.filter((n) => !gone.has(n.id)));
      setTotal((n) => n - gone.size);
    });

  if (nodes.length === 0)
    return (
      <div className={styles.stack} data-testid="wish-empty">
        <p>{t("empty")}</p>
        <ShopLink href="/">{t("browse")}</ShopLink>
      </div>
    );
  return (
    <div className={styles.stack}>
      <p className={styles.note}>{t("count", { count: total, max: props.initial.maxCount })}</p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <ul className={styles.list} data-testid="wish-list">
        {nodes.map((node) => (
          <WishItem key={node.id} node={node} busy={busy} onRemove={() => void remove(node)} />
        ))}
      </ul>
      {pageInfo.hasNextPage ? (
        <button type="button" disabled={busy} onClick={() => void loadMore()}>
          {t("loadMore")}
        </button>
      ) : null}
    </div>
  );
}
