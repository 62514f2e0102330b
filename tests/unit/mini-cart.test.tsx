// @vitest-environment jsdom
/**
 * The mini cart on the header's cart icon (shopping §2; accounts §2 Header desktop, §4 Mini
 * cart): it opens after the hover delay on the desktop layout, lists the bag's rows opening the
 * product in a new tab, gives the total label, and its button goes to the bag and closes it.
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AddToCartSuccess } from "@/components/cart/add-to-cart-success";
import { CartLink } from "@/components/layout/header-actions";
import { createUiStore, UiStoreProvider } from "@/lib/client/ui-store";
import { MINI_CART_OPEN_DELAY_MS } from "@/lib/client/ui-constants";
import { miniCart, type MiniCartData } from "@/lib/graphql/operations/cart";
import messages from "@/messages/en.json";
import { cartLine } from "./cart-fixtures";
import { ShopTransportContext } from "@/lib/client/shop-transport-context";
import { answer, answeringTransport } from "./transport-fixture";

const router = vi.hoisted(() => ({ push: vi.fn(), pathname: "/product/LR-JKT-001" }));
vi.mock("next/navigation", () => ({
  usePathname: () => router.pathname,
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: router.push, replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

function setCompactLayout(matches: boolean) {
  window.matchMedia = ((query: string) => ({
    matches,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

const MINI_CART: MiniCartData = {
  ableCartItems: [cartLine({ quantity: 2 })],
  totalQuantity: 2,
  activities: [
    { id: "7", name: "10% off over HK$1,000", reached: false, nudge: "HK$2.00 more for 10% off" },
  ],
  calculation: {
    amount: { amount: "1998.00", currencyCode: "HKD" },
    itemCount: 2,
    freeFreightNudge: null,
  },
};

function renderWith(ui: ReactNode, cartCount = 2) {
  const store = createUiStore({ session: { kind: "visitor" }, cartCount });
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <UiStoreProvider initialSession={{ kind: "visitor" }} store={store}>
        <ShopTransportContext
          value={answeringTransport([answer(miniCart, { miniCart: MINI_CART })])}
        >
          {ui}
        </ShopTransportContext>
      </UiStoreProvider>
    </NextIntlClientProvider>,
  );
  return store;
}

const hover = (target: Element) => fireEvent.pointerOver(target, { pointerType: "mouse" });
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

beforeEach(() => {
  router.push.mockReset();
  router.pathname = "/product/LR-JKT-001";
  setCompactLayout(false);
});
afterEach(cleanup);

describe("the mini cart", () => {
  it("opens after the hover delay and shows the bag's rows, total and button", async () => {
    const store = renderWith(<CartLink />);
    hover(screen.getByTestId("cart-link"));
    expect(store.getState().miniCartOpen).toBe(false);
    await wait(MINI_CART_OPEN_DELAY_MS + 20);
    expect(store.getState().miniCartOpen).toBe(true);

    const drawer = await screen.findByTestId("mini-cart");
    const row = within(drawer).getByTestId("mini-cart-row");
    const link = within(row).getByRole("link");
    expect(link.getAttribute("href")).toBe("/product/LR-JKT-001");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener");
    expect(row.textContent).toContain("Ridge shell jacket");
    expect(row.textContent).toContain("Lake blue · M");
    expect(row.textContent).toContain("Qty: 2");
    expect(within(drawer).getByTestId("mini-cart-total").textContent).toBe(
      "2 items, total HK$1,998",
    );
    expect(within(drawer).getByTestId("mini-cart-nudges").textContent).toBe(
      "HK$2.00 more for 10% off",
    );

    fireEvent.click(within(drawer).getByRole("button", { name: "View bag and checkout" }));
    expect(router.push).toHaveBeenCalledWith("/cart");
    expect(store.getState().miniCartOpen).toBe(false);
  });

  it("does not open on the pad and mobile layout, nor with an empty bag", async () => {
    setCompactLayout(true);
    const compact = renderWith(<CartLink />);
    hover(screen.getByTestId("cart-link"));
    await wait(MINI_CART_OPEN_DELAY_MS + 20);
    expect(compact.getState().miniCartOpen).toBe(false);
    cleanup();

    setCompactLayout(false);
    const empty = renderWith(<CartLink />, 0);
    hover(screen.getByTestId("cart-link"));
    await wait(MINI_CART_OPEN_DELAY_MS + 20);
    expect(empty.getState().miniCartOpen).toBe(false);
  });

  it("never opens while its visible option is off", async () => {
    const store = renderWith(<CartLink />);
    act(() => store.getState().setMiniCartVisible(false));
    hover(screen.getByTestId("cart-link"));
    await wait(MINI_CART_OPEN_DELAY_MS + 20);
    expect(store.getState().miniCartOpen).toBe(false);
    act(() => store.getState().openMiniCart());
    expect(store.getState().miniCartOpen).toBe(false);
  });

  it("closes on Escape", async () => {
    const store = renderWith(<CartLink />);
    act(() => store.getState().openMiniCart());
    await screen.findByTestId("mini-cart");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(store.getState().miniCartOpen).toBe(false);
  });
});

describe("the add-to-cart success modal", () => {
  it("shows when asked, goes to the bag, and closes", () => {
    setCompactLayout(true);
    const store = renderWith(<AddToCartSuccess />);
    expect(screen.queryByTestId("add-to-cart-success")).toBeNull();
    act(() => store.getState().setShowAddCartSuccess(true));
    const dialog = screen.getByRole("dialog", { name: "Added to your bag" });
    fireEvent.click(within(dialog).getByRole("button", { name: "View bag" }));
    expect(router.push).toHaveBeenCalledWith("/cart");
    expect(store.getState().showAddCartSuccess).toBe(false);

    act(() => store.getState().setShowAddCartSuccess(true));
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByTestId("add-to-cart-success")).toBeNull();
  });
});
