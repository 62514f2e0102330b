// @vitest-environment jsdom
/** The bag's add-on offers (shopping §4 EXCHANGE threshold, Cart calculation; §8). */
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CartActivities } from "@/components/cart/cart-activities";
import type { CartActivityData } from "@/lib/graphql/operations/cart";
import messages from "@/messages/en.json";
import { cartSku } from "./cart-fixtures";

const hkd = (amount: string) => ({ amount, currencyCode: "HKD" });

function exchangeActivity(reached: boolean): CartActivityData {
  return {
    id: "80",
    code: "EXCHANGE-500",
    name: "Over HK$500: accessories at half price",
    url: null,
    type: "EXCHANGE",
    promotionStatus: reached ? "EXCHANGE_REACHED" : "EXCHANGE_NOT_REACHED",
    ruleDesc: "Spend HK$500",
    reached,
    promoRewardAmount: hkd("0.00"),
    lineIds: [],
    nudge: null,
    gifts: [],
    exchangeProducts: {
      edges: [
        { cursor: "0", node: { addCartPrice: hkd("49.00"), sku: cartSku({ code: "SOCK-M" }) } },
      ],
      pageInfo: { hasNextPage: false, endCursor: "0", totalCount: 1 },
    },
  };
}

function renderActivities(activity: CartActivityData, markupNotAllow: boolean) {
  const onAdd = vi.fn();
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <CartActivities
        activities={[activity]}
        markupNotAllow={markupNotAllow}
        exchangePages={{}}
        busy={false}
        onAddExchange={onAdd}
        onMoreExchange={vi.fn()}
      />
    </NextIntlClientProvider>,
  );
  return screen.getByRole("button", { name: /as an add-on/ });
}

afterEach(cleanup);

describe("an add-on offer's Add button", () => {
  it("is disabled, with the reason, while the bag has add-ons disallowed", () => {
    const add = renderActivities(exchangeActivity(true), true);
    expect(add).toHaveProperty("disabled", true);
    const reason = document.getElementById(add.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe(messages.cart.addOnLocked);
  });

  it("is disabled, with the reason, below the threshold", () => {
    const add = renderActivities(exchangeActivity(false), false);
    expect(add).toHaveProperty("disabled", true);
    expect(screen.getByTestId("addon-locked").textContent).toBe(messages.cart.addOnLocked);
  });

  it("is enabled, with no reason, once the threshold is reached and add-ons are allowed", () => {
    const add = renderActivities(exchangeActivity(true), false);
    expect(add).toHaveProperty("disabled", false);
    expect(screen.queryByTestId("addon-locked")).toBeNull();
  });
});
