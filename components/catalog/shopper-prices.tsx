"use client";
/**
 * The caller's own prices on pages cached alike for everyone (shopping §5; docs/architecture.md
 * "Rendering cache"). The server renders every price as the catalog's sale price; once the
 * browser knows the session, this asks shopperPrices for the products on the page and each
 * ShopperPrice shows what this shopper pays: a member's level price, a staff price, or a
 * promotion price of their scope. The boxes keep their size, so the swap moves nothing.
 */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useTransportQuery } from "@/lib/client/use-transport-query";
import { discountPercentage } from "@/lib/domain/catalog/discount";
import { useUiStore } from "@/lib/client/ui-store";
import type { ShopperPriceData } from "@/lib/graphql/operations/products";
import { shopperPrices } from "@/lib/graphql/persisted/products";
import { amountToCents } from "@/lib/i18n/money";
import { Price, type PriceProps } from "./price";

const ShopperPricesContext = createContext<ReadonlyMap<string, ShopperPriceData>>(new Map());

export function ShopperPricesProvider(props: { productCodes: string[]; children: ReactNode }) {
  const session = useUiStore((state) => state.session);
  // Until the session is known the page's prices stand; a new session asks again.
  const skip = session.kind === undefined || props.productCodes.length === 0;
  const { data } = useTransportQuery(shopperPrices, {
    variables: { productCodes: props.productCodes },
    skip,
    ignoreErrors: true,
    askAgainOn: `${session.kind}:${session.userCode ?? ""}`,
  });
  const prices = useMemo(
    () => new Map((data?.shopperPrices ?? []).map((price) => [price.productCode, price])),
    [data],
  );
  return <ShopperPricesContext value={prices}>{props.children}</ShopperPricesContext>;
}

/** The shopper's price of a product, or of one of its SKUs, in place of the page's. */
export function ShopperPrice(props: PriceProps & { productCode: string; skuCode?: string | null }) {
  const prices = useContext(ShopperPricesContext);
  const { productCode, skuCode, ...price } = props;
  const found = prices.get(productCode);
  const own = skuCode
    ? found?.skus.find((sku) => sku.skuCode === skuCode)?.salePrice
    : found?.salePrice;
  if (!own || own.amount === price.salePrice.amount) return <Price {...price} />;
  return (
    <Price
      {...price}
      salePrice={own}
      discountPercentage={discountPercentage(
        amountToCents(price.listPrice.amount),
        amountToCents(own.amount),
      )}
    />
  );
}
