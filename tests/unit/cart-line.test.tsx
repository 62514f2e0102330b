// @vitest-environment jsdom
/** A bag line as the shopper sees it (shopping §2 Cart page, §3 Cart line, §5 prices). */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CartLine, type CartLineActions } from "@/components/cart/cart-line";
import { CART_ERROR_CODES } from "@/lib/domain/cart/constants";
import type { CartLineData } from "@/lib/graphql/operations/cart";
import messages from "@/messages/en.json";
import { cartLine, cartSku } from "./cart-fixtures";

vi.mock("next/navigation", () => ({
  usePathname: () => "/cart",
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

function renderLine(
  line: CartLineData,
  section: "able" | "disabled" = "able",
  busy = false,
): CartLineActions {
  const actions: CartLineActions = {
    onSelect: vi.fn(),
    onQuantity: vi.fn(),
    onVariant: vi.fn(),
    onRemove: vi.fn(),
  };
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <ul>
        <CartLine line={line} section={section} busy={busy} actions={actions} />
      </ul>
    </NextIntlClientProvider>,
  );
  return actions;
}

afterEach(cleanup);

describe("a purchasable line", () => {
  it("shows picture, title linking to the product, colour, size and prices", () => {
    renderLine(cartLine());
    const row = screen.getByTestId("cart-line");
    expect(row.getAttribute("data-line-type")).toBe("SALABLE_PRODUCT");
    const title = within(row).getByRole("link", { name: "Ridge shell jacket" });
    expect(title.getAttribute("href")).toBe("/product/LR-JKT-001");
    expect(row.querySelector("img")?.getAttribute("src")).toContain("lr-jkt-001-blue");
    expect(screen.getByTestId("line-options").textContent).toBe("Colour: Lake blue · Size: M");
    expect(screen.getByTestId("unit-price").textContent).toContain("HK$999");
    expect(screen.getByTestId("list-price").textContent).toContain("HK$1,299");
    expect(screen.getByTestId("discount").textContent).toBe("23% off");
    expect(screen.getByTestId("line-total").textContent).toContain("HK$1,998");
  });

  it("says one size in the shopper's words, never the raw UNIQUE or FREE code", () => {
    for (const raw of ["UNIQUE", "FREE"]) {
      const sku = cartSku();
      renderLine(
        cartLine({ sku: { ...sku, options: { ...sku.options, size: { label: raw, code: raw } } } }),
      );
      expect(screen.getByTestId("line-options").textContent).toBe(
        "Colour: Lake blue · Size: One size",
      );
      cleanup();
    }
  });

  it("ticks, steps the quantity within 1..min(99, stock) and removes through its actions", () => {
    const line = cartLine({ quantity: 3, sku: cartSku({ inventory: 4 }) });
    const actions = renderLine(line);
    fireEvent.click(screen.getByRole("checkbox", { name: "Select Ridge shell jacket" }));
    expect(actions.onSelect).toHaveBeenCalledWith(line, false);
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(actions.onQuantity).toHaveBeenCalledWith(line, 4);
    fireEvent.click(screen.getByRole("button", { name: "Decrease quantity" }));
    expect(actions.onQuantity).toHaveBeenLastCalledWith(line, 2);
    fireEvent.click(screen.getByRole("button", { name: "Remove Ridge shell jacket" }));
    expect(actions.onRemove).toHaveBeenCalledWith(line);
  });

  it("stops the stepper at the stock left and at 1", () => {
    renderLine(cartLine({ quantity: 4, sku: cartSku({ inventory: 4 }) }));
    expect(screen.getByRole("button", { name: "Increase quantity" })).toHaveProperty(
      "disabled",
      true,
    );
    cleanup();
    renderLine(cartLine({ quantity: 1 }));
    expect(screen.getByRole("button", { name: "Decrease quantity" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("stops at 99 however much is in stock", () => {
    renderLine(cartLine({ quantity: 99, sku: cartSku({ inventory: 500 }) }));
    expect(screen.getByRole("button", { name: "Increase quantity" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("locks its controls while another change is in flight", () => {
    renderLine(cartLine(), "able", true);
    expect(screen.getByRole("checkbox")).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Remove Ridge shell jacket" })).toHaveProperty(
      "disabled",
      true,
    );
  });
});

describe("gift and add-on lines", () => {
  it("tags a gift and gives it no tick, stepper, variant change or remove", () => {
    renderLine(
      cartLine({
        lineId: "gift:1",
        lineType: "GIFT",
        quantity: 1,
        promoPrice: { amount: "0.00", currencyCode: "HKD" },
      }),
    );
    const row = screen.getByTestId("cart-line");
    expect(within(row).getByText("Gift")).toBeTruthy();
    expect(within(row).queryByRole("checkbox")).toBeNull();
    expect(within(row).queryByRole("button")).toBeNull();
    expect(within(row).getByText("Qty: 1")).toBeTruthy();
    expect(screen.queryByTestId("discount")).toBeNull();
  });

  it("tags an add-on, never strikes its list price, and offers no variant change", () => {
    renderLine(
      cartLine({
        lineType: "ATTACHED_PRODUCT",
        activityId: "7",
        quantity: 1,
        promoPrice: { amount: "649.50", currencyCode: "HKD" },
      }),
    );
    expect(screen.getByText("Add-on")).toBeTruthy();
    expect(screen.queryByTestId("list-price")).toBeNull();
    expect(screen.queryByRole("button", { name: "Change colour or size" })).toBeNull();
    expect(screen.getByRole("button", { name: "Remove Ridge shell jacket" })).toBeTruthy();
  });
});

describe("an unavailable line", () => {
  it("says why in words and can only be removed", () => {
    const actions = renderLine(
      cartLine({ disabled: true, disabledReason: CART_ERROR_CODES.OFF_SHELF }),
      "disabled",
    );
    expect(screen.getByTestId("disabled-reason").textContent).toBe(
      "No longer available (off shelf)",
    );
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("group")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Remove Ridge shell jacket" }));
    expect(actions.onRemove).toHaveBeenCalled();
  });

  it("asking more than is left keeps a stepper that goes straight down to the stock", () => {
    const line = cartLine({
      disabled: true,
      disabledReason: CART_ERROR_CODES.OUT_OF_STOCK,
      quantity: 6,
      sku: cartSku({ inventory: 2 }),
    });
    const actions = renderLine(line, "disabled");
    expect(screen.getByTestId("disabled-reason").textContent).toBe(
      "Only 2 left: lower the quantity to buy it",
    );
    fireEvent.click(screen.getByRole("button", { name: "Decrease quantity" }));
    expect(actions.onQuantity).toHaveBeenCalledWith(line, 2);
  });

  it("says the add-on rule for a markup line", () => {
    renderLine(
      cartLine({
        lineType: "ATTACHED_PRODUCT",
        disabled: true,
        disabledReason: CART_ERROR_CODES.MARKUP_NOT_OFFERED,
      }),
      "disabled",
    );
    expect(screen.getByTestId("disabled-reason").textContent).toBe(
      "Add-on not allowed until a designated amount is in the bag",
    );
  });
});
