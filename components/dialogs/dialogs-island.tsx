"use client";
/**
 * The pop-ups (accounts §4 Pop-ups), loaded after the page is idle (dialogs-loader.tsx). Reads
 * the dialog config once; after the configured inactivity gathers what eligibility needs (the
 * basket total, recent views, the recommended products after an add to bag), rebuilds the queue
 * and shows the next dialog after the current one, cycling to the first. Each open counts
 * toward the day's count in this browser and is reported by dialog id; a route change closes
 * the dialog.
 */
import { useLocale, useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { useCompactLayout } from "@/components/layout/use-media-query";
import { couponCodesOf, readCouponChoice } from "@/components/cart/coupon-codes";
import { readRecentViews } from "@/lib/client/local-lists";
import { runMutation, runQuery } from "@/lib/client/operations";
import type { ShopTransport } from "@/lib/client/shop-transport";
import { useShopTransport } from "@/lib/client/shop-transport-context";
import { useUiStoreApi } from "@/lib/client/ui-store";
import { RECOMMEND_PRODUCTS_FIRST } from "@/lib/domain/dialogs/constants";
import { CURRENCY_CODE } from "@/lib/domain/pricing/constants";
import {
  amountRemainingCents,
  dialogQueue,
  hasShowsLeft,
  inactivityTimeoutMs,
  nextDialog,
  type DialogFacts,
} from "@/lib/domain/dialogs/rules";
import type { Locale } from "@/lib/domain/locales";
import type { DialogOptionData } from "@/lib/graphql/operations/dialogs";
import { cart as cartOperation, guesslikes } from "@/lib/graphql/persisted/cart";
import { dialogConfig, openDialog } from "@/lib/graphql/persisted/dialogs";
import { amountToCents, formatCents } from "@/lib/i18n/money";
import {
  countDialogOpen,
  readCurrentDialog,
  readDialogCounts,
  writeCurrentDialog,
} from "./dialog-storage";
import { readRecommendAfterAdd, setRecommendAfterAdd } from "./recommend-flag";
import { DialogView, type ShownDialog } from "./dialog-view";
import { useInactivity } from "./use-inactivity";

/** What the goods in the bag cost after discounts, before delivery (the free-delivery basis). */
async function basketTotalCents(client: ShopTransport, serverErrorMessage: string) {
  const data = await runQuery(
    client,
    cartOperation,
    { couponCodes: couponCodesOf(readCouponChoice()) },
    { serverErrorMessage, fetchPolicy: "no-cache" },
  );
  const { amount, postage } = data.cart.calculation;
  return {
    cents: amountToCents(amount.amount) - amountToCents(postage.amount),
    currencyCode: amount.currencyCode,
  };
}

export function DialogsIsland() {
  const client = useShopTransport();
  const store = useUiStoreApi();
  const locale = useLocale() as Locale;
  const serverErrorMessage = useTranslations("loginError")("serverError");
  const compact = useCompactLayout();
  const pathname = usePathname();
  const [options, setOptions] = useState<readonly DialogOptionData[]>([]);
  const [shown, setShown] = useState<(ShownDialog & { pathname: string }) | null>(null);
  // The facts of one firing are still being gathered: a second firing waits for it.
  const gathering = useRef(false);

  useEffect(() => {
    runQuery(client, dialogConfig, {}, { serverErrorMessage })
      .then((data) => setOptions(data.dialogConfig))
      .catch((error: unknown) => console.warn("dialog config failed", error));
  }, [client, serverErrorMessage]);

  // accounts §4: "A route change hides the dialog."
  const visible = shown !== null && shown.pathname === pathname ? shown : null;

  const showNext = useCallback(async () => {
    const now = new Date();
    const shownToday = readDialogCounts(now).counts;
    const left = options.filter((option) => hasShowsLeft(option, shownToday));
    const wants = (name: DialogOptionData["componentName"]) =>
      left.some((option) => option.componentName === name);
    const recommendSku = readRecommendAfterAdd();
    const facts: DialogFacts = {
      basketTotalCents: 0,
      recentViews: readRecentViews().length,
      recommendPending: recommendSku !== null,
      recommendedProducts: 0,
      shownToday,
    };
    let products: ShownDialog["products"] = [];
    let currencyCode: string = CURRENCY_CODE;
    try {
      // Only asked when a dialog could use the answer: an empty bag holds nothing to price.
      if (wants("DynamicBasket") && store.getState().cartCount > 0) {
        const total = await basketTotalCents(client, serverErrorMessage);
        facts.basketTotalCents = total.cents;
        currencyCode = total.currencyCode;
      }
      if (recommendSku && wants("RecommendProductsPopup")) {
        const data = await runQuery(
          client,
          guesslikes,
          { skuCodes: [recommendSku] },
          { serverErrorMessage },
        );
        products = data.guesslikes.slice(0, RECOMMEND_PRODUCTS_FIRST);
        facts.recommendedProducts = products.length;
      }
    } catch (error) {
      console.warn("pop-up facts failed", error);
      facts.basketTotalCents = null;
    }
    const next = nextDialog(dialogQueue(options, facts), options, readCurrentDialog());
    if (!next) return;
    countDialogOpen(next.id, now);
    writeCurrentDialog(next.id);
    // accounts §4: "Showing the recommended-products popup resets its show-after-add-to-cart flag."
    if (next.componentName === "RecommendProductsPopup") setRecommendAfterAdd(null);
    const remaining =
      next.componentName === "DynamicBasket" && next.totalAmount !== null
        ? formatCents(
            amountRemainingCents(facts.basketTotalCents ?? 0, next.totalAmount),
            currencyCode,
            locale,
          )
        : null;
    setShown({
      option: next,
      pathname,
      remaining,
      products,
      recent: next.componentName === "ViewItemsReminder" ? readRecentViews() : [],
    });
    runMutation(client, openDialog, { id: next.id }, { serverErrorMessage }).catch(
      (error: unknown) => console.warn("open-dialog report failed", error),
    );
  }, [client, locale, options, pathname, serverErrorMessage, store]);

  // A firing with nothing to show leaves the timer stopped until the next activity; closing a
  // dialog starts a new period of inactivity.
  useInactivity(
    options.length > 0 && visible === null,
    () => inactivityTimeoutMs(options, readRecommendAfterAdd() !== null),
    () => {
      if (gathering.current) return;
      gathering.current = true;
      void showNext().finally(() => {
        gathering.current = false;
      });
    },
  );

  if (!visible) return null;
  return (
    <DialogView
      dialog={visible}
      device={compact ? visible.option.mobile : visible.option.pc}
      locale={locale}
      onClose={() => setShown(null)}
    />
  );
}
