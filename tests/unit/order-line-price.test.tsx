// @vitest-environment jsdom
/** An order's lines show their price the same way (issue 12 item 10, docs/adr/0017). */
import { cleanup, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import { OrderLines } from "@/components/orders/order-lines";
import type { OrderLineData } from "@/lib/graphql/operations/orders";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";

const hkd = (amount: string) => ({ amount, currencyCode: "HKD" });

function orderLine(overrides: Partial<OrderLineData>): OrderLineData {
  return {
    id: "1",
    skuCode: "JKT-M",
    spuCode: "JKT",
    omsSkuCode: "JKT-M",
    name: "Ridge shell jacket",
    skuProperties: JSON.stringify({ color: "Blue", size: "M" }),
    image: null,
    isGift: false,
    lineType: "SALABLE_PRODUCT",
    quantity: 1,
    listPrice: hkd("2399.00"),
    salePrice: hkd("2399.00"),
    promoPrice: hkd("2399.00"),
    amount: hkd("2399.00"),
    promotions: [],
    refundStatus: null,
    ...overrides,
  };
}

function renderLines(lines: OrderLineData[], locale: "en" | "zh" = "en") {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : zh}>
      <OrderLines lines={lines} />
    </NextIntlClientProvider>,
  );
  return screen.getAllByTestId("order-line");
}

afterEach(cleanup);

describe("an order's line prices", () => {
  it("shows the original, the line's share of discounts and what was paid on every discounted line", () => {
    const [jacket, trousers] = renderLines([
      // No list-price saving, but an order-level discount allocated to it.
      orderLine({ amount: hkd("2250.79") }),
      orderLine({
        id: "2",
        name: "Trail trousers",
        listPrice: hkd("1299.00"),
        salePrice: hkd("999.00"),
        amount: hkd("937.42"),
        quantity: 1,
      }),
    ]);
    expect(within(jacket!).getByTestId("line-original").textContent).toContain("HK$2,399");
    expect(within(jacket!).getByTestId("line-discounts").textContent).toBe("Discounts −HK$148.21");
    expect(within(jacket!).getByTestId("line-paid").textContent).toContain("HK$2,250.79");
    expect(within(trousers!).getByTestId("line-original").textContent).toContain("HK$1,299");
    expect(within(trousers!).getByTestId("line-discounts").textContent).toBe(
      "Discounts −HK$361.58",
    );
    expect(within(trousers!).getByTestId("line-paid").textContent).toContain("HK$937.42");
  });

  it("multiplies the original by the quantity and shows nothing struck on a line paid in full", () => {
    const [pair, full] = renderLines([
      orderLine({ quantity: 2, amount: hkd("4500.00") }),
      orderLine({ id: "2" }),
    ]);
    expect(within(pair!).getByTestId("line-original").textContent).toContain("HK$4,798");
    expect(within(full!).queryByTestId("line-original")).toBeNull();
    expect(within(full!).queryByTestId("line-discounts")).toBeNull();
  });

  it("shows a gift at what it cost, without a struck price", () => {
    const [gift] = renderLines(
      [orderLine({ isGift: true, lineType: "GIFT", amount: hkd("0.00") })],
      "zh",
    );
    expect(within(gift!).getByTestId("line-paid").textContent).toContain("HK$0");
    expect(within(gift!).queryByTestId("line-original")).toBeNull();
  });
});
