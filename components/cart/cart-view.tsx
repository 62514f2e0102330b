"use client";
/**
 * The bag (shopping §2 Cart page): purchasable lines with tick, select-all, quantity, variant
 * and remove; the unavailable lines apart, each with its reason; the activities with gifts
 * and add-ons; beside them the promotion code right above the totals and checkout (in view
 * without scrolling on desktop), then member coupons, the services offered at checkout and
 * share. A skeleton shows until the session's cart arrives.
 * On mobile and pad (issue 12 item 20) the offers fold behind one summary line and the total
 * with the Checkout button sits in a bar fixed to the bottom of the screen.
 */
import { useTranslations } from "next-intl";
import { MainColumn, SummaryColumn, TwoColumnPage } from "@/components/layout/two-column-page";
import type { CartData, CartLineData } from "@/lib/graphql/operations/cart";
import {
  cartAdd,
  cartDelete,
  cartItemUpdate,
  cartSelectUpdate,
  cartUpdate,
} from "@/lib/graphql/persisted/cart";
import { AdditionalServices } from "./additional-services";
import { CartActivities } from "./cart-activities";
import { CartLine, type CartLineActions } from "./cart-line";
import { CartShareButton } from "./cart-share-button";
import { CartTotals } from "./cart-totals";
import { CheckoutBar } from "./checkout-bar";
import { CheckoutButton } from "./checkout-button";
import { couponCodesOf } from "./coupon-codes";
import { MemberCoupons } from "./member-coupons";
import { OffersDisclosure } from "./offers-disclosure";
import { PromoCodeForm } from "./promo-code-form";
import { useCart, type CartController } from "./use-cart";
import styles from "./cart.module.css";
import { ShopLink } from "@/components/layout/shop-link";

/** Also the page's Suspense fallback while the server reads the bag (same boxes, no shift). */
/**
 * The bag's layout before its lines arrive: the lines and offers in the main column, the promo
 * code, totals and services panels beside them (below them on phones), so the page and the
 * footer under it keep their place when the bag fills in (issue 15: CLS below 0.05).
 */
export function CartSkeleton() {
  const t = useTranslations("cart");
  return (
    <TwoColumnPage className={styles.withCheckoutBar}>
      <MainColumn>
        <div className={styles.skeleton} aria-busy="true" data-testid="cart-skeleton">
          <span className="visually-hidden">{t("loading")}</span>
          <div className={`skeleton-block ${styles.skeletonLine}`} />
          <div className={`skeleton-block ${styles.skeletonLine}`} />
          <div className={`skeleton-block ${styles.skeletonLine} ${styles.skeletonOffers}`} />
        </div>
      </MainColumn>
      <SummaryColumn label={t("summary")}>
        <div className={styles.skeleton} aria-hidden="true">
          <div className={`skeleton-block ${styles.skeletonLine} ${styles.skeletonPromo}`} />
          <div className={`skeleton-block ${styles.skeletonLine} ${styles.skeletonTotals}`} />
          <div className={`skeleton-block ${styles.skeletonLine} ${styles.skeletonServices}`} />
        </div>
      </SummaryColumn>
    </TwoColumnPage>
  );
}

function EmptyCart() {
  const t = useTranslations("cart");
  return (
    <div className={styles.empty} data-testid="cart-empty">
      <p>{t("empty")}</p>
      <ShopLink href="/products" className={styles.primaryLink}>
        {t("startShopping")}
      </ShopLink>
    </div>
  );
}

function lineActions(controller: CartController): CartLineActions {
  return {
    onSelect: (line, selected) =>
      void controller.mutate(
        cartSelectUpdate,
        { selected, skuCodes: [line.sku.code] },
        (data) => data.cartSkuStatusUpdate,
        "toast",
        { kind: "select", skuCodes: [line.sku.code], selected },
      ),
    onQuantity: (line, quantity) =>
      void controller.mutate(
        cartUpdate,
        { input: { skuCode: line.sku.code, quantity, lineId: line.lineId } },
        (data) => data.cartUpdate,
        "toast-and-reload",
        { kind: "quantity", lineId: line.lineId, quantity },
      ),
    onVariant: (line, newSkuCode, quantity) =>
      void controller.mutate(
        cartItemUpdate,
        { input: { oldSkuCode: line.sku.code, newSkuCode, quantity } },
        (data) => data.cartItemUpdate,
        "toast-and-reload",
      ),
    onRemove: (line) =>
      void controller.mutate(
        cartDelete,
        { lineIds: [line.lineId] },
        (data) => data.cartDelete,
        "log",
        { kind: "remove", lineIds: [line.lineId] },
      ),
  };
}

function SelectAll(props: { lines: CartLineData[]; controller: CartController }) {
  const t = useTranslations("cart");
  // Gifts follow their activity; only lines the shopper bought can be ticked.
  const tickable = props.lines.filter((line) => line.lineType !== "GIFT");
  if (tickable.length === 0) return null;
  const allSelected = tickable.every((line) => line.selected);
  return (
    <label className={styles.selectAll}>
      <input
        type="checkbox"
        checked={allSelected}
        disabled={props.controller.busy}
        data-testid="select-all"
        onChange={() =>
          void props.controller.mutate(
            cartSelectUpdate,
            {
              selected: !allSelected,
              skuCodes: [...new Set(tickable.map((line) => line.sku.code))],
            },
            (data) => data.cartSkuStatusUpdate,
            "toast",
            {
              kind: "select",
              skuCodes: [...new Set(tickable.map((line) => line.sku.code))],
              selected: !allSelected,
            },
          )
        }
      />
      {t("selectAll")}
    </label>
  );
}

function CartContent(props: {
  cart: CartData;
  controller: CartController;
  visitorCheckout: boolean;
}) {
  const t = useTranslations("cart");
  const { cart, controller } = props;
  const actions = lineActions(controller);
  const { coupons } = controller;
  return (
    <TwoColumnPage className={styles.withCheckoutBar}>
      <MainColumn>
        {cart.markupNotAllow ? (
          <p className={styles.notice} role="status">
            {t("addOnLocked")}
          </p>
        ) : null}
        {cart.ableCartItems.length > 0 ? (
          <section aria-labelledby="cart-able">
            <div className={styles.sectionHead}>
              <h2 id="cart-able" className={styles.sectionTitle}>
                {t("purchasable")}
              </h2>
              <SelectAll lines={cart.ableCartItems} controller={controller} />
            </div>
            <ul className={styles.lines} data-testid="able-lines">
              {cart.ableCartItems.map((line) => (
                <CartLine
                  key={line.lineId}
                  line={line}
                  section="able"
                  busy={controller.busy}
                  actions={actions}
                />
              ))}
            </ul>
          </section>
        ) : null}
        <OffersDisclosure activities={cart.activities}>
          <CartActivities
            activities={cart.activities}
            markupNotAllow={cart.markupNotAllow}
            exchangePages={controller.exchangePages}
            busy={controller.busy}
            onAddExchange={(activity, skuCode) =>
              void controller.mutate(
                cartAdd,
                {
                  input: [
                    { skuCode, quantity: 1, lineType: "ATTACHED_PRODUCT", activityId: activity.id },
                  ],
                },
                (data) => data.cartAdd,
              )
            }
            onMoreExchange={(activity) => void controller.loadMoreExchange(activity.id)}
          />
        </OffersDisclosure>
        {cart.disableCartItems.length > 0 ? (
          <section aria-labelledby="cart-disabled" className={styles.disabledSection}>
            <h2 id="cart-disabled" className={styles.sectionTitle}>
              {t("unavailable")}
            </h2>
            <ul className={styles.lines} data-testid="disabled-lines">
              {cart.disableCartItems.map((line) => (
                <CartLine
                  key={line.lineId}
                  line={line}
                  section="disabled"
                  busy={controller.busy}
                  actions={actions}
                />
              ))}
            </ul>
          </section>
        ) : null}
      </MainColumn>
      <SummaryColumn label={t("summary")}>
        <PromoCodeForm
          calculation={cart.calculation}
          promoCodes={coupons.promoCodes}
          busy={controller.busy}
          onApply={(code) =>
            controller.tryCoupons({ ...coupons, promoCodes: [...coupons.promoCodes, code] }, code)
          }
          onRemove={(code) =>
            void controller.setCoupons({
              ...coupons,
              promoCodes: coupons.promoCodes.filter((kept) => kept !== code),
            })
          }
        />
        <CartTotals calculation={cart.calculation} />
        <div className={styles.summaryCheckout}>
          <CheckoutButton
            visitorCheckout={props.visitorCheckout}
            couponCodes={couponCodesOf(coupons)}
            disabled={controller.busy}
            onCart={controller.show}
          />
        </div>
        <MemberCoupons
          calculation={cart.calculation}
          chosen={coupons.memberCoupon}
          busy={controller.busy}
          onChoose={async (couponCode) => {
            if (couponCode === null) {
              await controller.setCoupons({ ...coupons, memberCoupon: null });
              return null;
            }
            return controller.tryCoupons({ ...coupons, memberCoupon: couponCode }, couponCode);
          }}
        />
        <AdditionalServices />
        <CartShareButton lines={cart.ableCartItems} />
      </SummaryColumn>
      <CheckoutBar
        calculation={cart.calculation}
        visitorCheckout={props.visitorCheckout}
        couponCodes={couponCodesOf(coupons)}
        disabled={controller.busy}
        onCart={controller.show}
      />
    </TwoColumnPage>
  );
}

export function CartView(props: { visitorCheckout: boolean; initialCart?: CartData | null }) {
  const t = useTranslations("cart");
  const controller = useCart(props.initialCart ?? null);
  const { cart } = controller;
  if (controller.failed) {
    return (
      <div className={styles.empty} role="alert">
        <p>{t("loadFailed")}</p>
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => void controller.reload()}
        >
          {t("retry")}
        </button>
      </div>
    );
  }
  if (!cart) return <CartSkeleton />;
  if (cart.ableCartItems.length === 0 && cart.disableCartItems.length === 0) return <EmptyCart />;
  return (
    <CartContent cart={cart} controller={controller} visitorCheckout={props.visitorCheckout} />
  );
}
