"use client";
/**
 * The cart page's data (shopping §2 Cart page, §7 Cart, §8): the cart loads in the browser
 * because it belongs to the session; every mutation answers with the recalculated cart, which
 * replaces the view and the header badge. The cart mutations take no coupon codes, so while
 * codes are applied the cart is queried again with them after each change (otherwise the
 * totals would drop the discount). Failures: the error toast; a failed quantity change also
 * refetches the cart with the loading bar; a failed delete is only logged.
 */
import { useShopTransport } from "@/lib/client/shop-transport-context";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import { runMutation, runQuery } from "@/lib/client/operations";
import { useUiStoreApi } from "@/lib/client/ui-store";
import type {
  CartActivityData,
  CartData,
  CartPayloadData,
  ExchangePageVariables,
} from "@/lib/graphql/operations/cart";
import { cart as cartOperation } from "@/lib/graphql/persisted/cart";
import type { PersistedOperation } from "@/lib/graphql/persisted/persisted-operation";
import { cartErrorToast } from "./cart-errors";
import { applyOptimisticChange, type OptimisticCartChange } from "./optimistic-cart";
import {
  appliedCode,
  codeErrorMessage,
  couponCodesOf,
  NO_COUPONS,
  readCouponChoice,
  writeCouponChoice,
  type CouponChoice,
} from "./coupon-codes";

export type FailureHandling = "toast" | "toast-and-reload" | "log";

export type ExchangePages = Record<string, CartActivityData["exchangeProducts"]>;

export interface CartController {
  cart: CartData | null;
  /** The first load failed and there is nothing to show. */
  failed: boolean;
  /** A change is in flight; further changes queue behind it (see `track`), never race it. */
  busy: boolean;
  coupons: CouponChoice;
  /** Further pages of exchange products, by activity id. */
  exchangePages: ExchangePages;
  reload(): Promise<CartData | null>;
  /** Shows a cart the caller fetched itself (checkout entry's refetch). */
  show(cart: CartData): void;
  mutate<TData, TVariables>(
    operation: PersistedOperation<TData, TVariables>,
    variables: TVariables,
    payload: (data: TData) => CartPayloadData,
    onFailure?: FailureHandling,
    /** Shown at once; the cart before it comes back if the server refuses the change. */
    optimistic?: OptimisticCartChange,
  ): Promise<boolean>;
  /** Tries a coupon choice; null when the tried code applied, else the message to show. */
  tryCoupons(next: CouponChoice, tried: string | null): Promise<string | null>;
  /** Drops codes without asking the calculation first (a remove button). */
  setCoupons(next: CouponChoice): Promise<void>;
  loadMoreExchange(activityId: string): Promise<void>;
}

/**
 * `initial` is the bag the page read on the server with no codes (streamed into the HTML);
 * the browser only fetches again when the session holds codes the server could not see.
 */
export function useCart(initial: CartData | null = null): CartController {
  const client = useShopTransport();
  const store = useUiStoreApi();
  const serverErrorMessage = useTranslations("loginError")("serverError");
  const invalidCode = useTranslations("cart")("promo.invalid");
  const [cart, setCart] = useState<CartData | null>(initial);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(0);
  // The codes live in sessionStorage, which the server cannot read: starting without them
  // keeps the first render identical to the streamed HTML; the effect below picks them up.
  const [coupons, setCouponState] = useState<CouponChoice>(NO_COUPONS);
  const [exchangePages, setExchangePages] = useState<ExchangePages>({});
  // Async steps read the codes in force when they run, not when they were created.
  const couponsRef = useRef(coupons);

  const fetchCart = useCallback(
    async (choice: CouponChoice, page: ExchangePageVariables = {}) => {
      const data = await runQuery(
        client,
        cartOperation,
        { couponCodes: couponCodesOf(choice), ...page },
        { serverErrorMessage, fetchPolicy: "no-cache", loading: true },
      );
      return data.cart;
    },
    [client, serverErrorMessage],
  );

  // The cart as last shown, for putting back a change the server refused.
  const cartRef = useRef(initial);
  const show = useCallback(
    (next: CartData) => {
      cartRef.current = next;
      setCart(next);
      store.getState().setCartCount(next.totalQuantity);
    },
    [store],
  );

  const chooseCoupons = (next: CouponChoice) => {
    couponsRef.current = next;
    setCouponState(next);
    writeCouponChoice(next);
  };

  const reload = useCallback(async () => {
    try {
      const next = await fetchCart(couponsRef.current);
      show(next);
      setFailed(false);
      return next;
    } catch (error) {
      console.warn("cart load failed", error);
      setFailed(true);
      return null;
    }
  }, [fetchCart, show]);

  const toastError = (error: unknown) => {
    const toast = cartErrorToast(error, serverErrorMessage);
    store.getState().showToast(toast.message, { status: "error", durationMs: toast.durationMs });
  };

  // Changes run one after another in the order they were asked for: a code applied while a
  // removal is still being priced waits for it instead of being dropped or racing it.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const track = <T>(work: () => Promise<T>): Promise<T> => {
    setPending((count) => count + 1);
    const run = queue.current.then(work).finally(() => setPending((count) => count - 1));
    queue.current = run.catch(() => undefined);
    return run;
  };

  const mutate: CartController["mutate"] = (
    operation,
    variables,
    payload,
    onFailure = "toast",
    optimistic,
  ) => {
    // Applied now, not when the queue reaches the change: that is the point of it.
    const before = cartRef.current;
    if (optimistic && before) {
      const guessed = applyOptimisticChange(before, optimistic);
      cartRef.current = guessed;
      setCart(guessed);
      store.getState().setCartCount(guessed.totalQuantity);
    }
    return track(async () => {
      try {
        const data = await runMutation(client, operation, variables, {
          serverErrorMessage,
          loading: true,
        });
        const next = payload(data).cart;
        if (next && couponCodesOf(couponsRef.current).length === 0) show(next);
        else {
          if (next) store.getState().setCartCount(next.totalQuantity);
          await reload();
        }
        return true;
      } catch (error) {
        if (optimistic && before) show(before);
        if (onFailure === "log") console.warn(`${operation.name} failed`, error);
        else toastError(error);
        if (onFailure === "toast-and-reload") await reload();
        return false;
      }
    });
  };

  const tryCoupons: CartController["tryCoupons"] = (next, tried) =>
    track(async () => {
      try {
        const priced = await fetchCart(next);
        show(priced);
        if (tried && !appliedCode(priced.calculation, tried)) {
          return codeErrorMessage(priced.calculation, tried) ?? invalidCode;
        }
        // The API's spelling, so the list and the hand-off match its discountCodes.
        const spelled = (code: string) => appliedCode(priced.calculation, code) ?? code;
        chooseCoupons({
          promoCodes: next.promoCodes.map(spelled),
          memberCoupon: next.memberCoupon ? spelled(next.memberCoupon) : null,
        });
        return null;
      } catch (error) {
        toastError(error);
        return null;
      }
    });

  const setCoupons: CartController["setCoupons"] = (next) =>
    track(async () => {
      chooseCoupons(next);
      await reload();
    });

  useEffect(() => {
    const stored = readCouponChoice();
    // Codes the server could not see: price the bag again with them. sessionStorage is only
    // readable after hydration, so this one state change has to come from the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (couponCodesOf(stored).length > 0) void setCoupons(stored);
    // The streamed bag is the one the server would answer now; only the badge needs it.
    else if (initial) store.getState().setCartCount(initial.totalQuantity);
    else void reload();
    // Once on mount: later changes go through mutate/reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const loadMoreExchange: CartController["loadMoreExchange"] = (activityId) =>
    track(async () => {
      const first = cart?.activities.find((activity) => activity.id === activityId);
      const pageInfo = (exchangePages[activityId] ?? first?.exchangeProducts)?.pageInfo;
      if (!pageInfo?.hasNextPage) return;
      try {
        const next = await fetchCart(couponsRef.current, { exchangeAfter: pageInfo.endCursor });
        const page = next.activities.find((activity) => activity.id === activityId);
        if (!page) return;
        setExchangePages((pages) => ({
          ...pages,
          [activityId]: {
            edges: [...(pages[activityId]?.edges ?? []), ...page.exchangeProducts.edges],
            pageInfo: page.exchangeProducts.pageInfo,
          },
        }));
      } catch (error) {
        toastError(error);
      }
    });

  return {
    cart,
    failed: failed && cart === null,
    busy: pending > 0,
    coupons,
    exchangePages,
    reload,
    show,
    mutate,
    tryCoupons,
    setCoupons,
    loadMoreExchange,
  };
}
