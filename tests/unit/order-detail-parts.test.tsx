// @vitest-environment jsdom
/** Parts of the order detail as a shopper reads them (accounts §5 Address display; shopping §2 Checkout staff fields). */
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import { OrderDelivery } from "@/components/orders/order-delivery";
import { OrderStaff } from "@/components/orders/order-staff";
import type { OrderData } from "@/lib/graphql/operations/orders";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";

const money = (amount: string) => ({ amount, currencyCode: "HKD" });

function order(overrides: Partial<OrderData> = {}): OrderData {
  return {
    code: "SOABCDEFGHJKLM",
    orderCode: "SOABCDEFGHJKLM",
    orderStatus: "WAIT_DELIVERY",
    statusLabel: "Processing",
    orderTime: "2026-11-20T04:00:00.000Z",
    scheduleCancelTime: null,
    amount: money("900.00"),
    receivedAmount: money("900.00"),
    productAmount: money("900.00"),
    freight: money("0.00"),
    tax: money("0.00"),
    couponDiscount: money("0.00"),
    activityDiscount: money("0.00"),
    deductionAmount: money("0.00"),
    additionalServiceFee: money("0.00"),
    distributionType: "EXPRESS",
    canCancel: false,
    canPay: false,
    email: "hiker@example.com",
    guideId: null,
    o2oShopCode: null,
    receiptInfo: {
      name: "Siu Ming Chan",
      mobile: "+852 91234567",
      address: "Central and Western Flat 12A, 8 Hiker Road",
      country: "HK",
      province: "Hong Kong",
      city: null,
      district: "Central and Western",
      selfPickupShopCode: null,
      distributionType: "EXPRESS",
    },
    orderLines: [],
    orderActivities: [],
    orderDeductions: [],
    additionalServices: [],
    logistics: [],
    refundOrders: [],
    afterSalesOptions: { eligible: false, returnBy: null, lines: [] },
    ...overrides,
  };
}

function renderIn(locale: "en" | "zh", node: React.ReactNode) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : zh}>
      {node}
    </NextIntlClientProvider>,
  );
}

afterEach(cleanup);

describe("the order's delivery address", () => {
  it("ends with the region, by the display rule", () => {
    renderIn("en", <OrderDelivery order={order()} />);
    expect(screen.getByTestId("order-address").textContent).toBe(
      "Central and Western Flat 12A, 8 Hiker Road, Hong Kong",
    );
  });

  it("names the region in Chinese on the Chinese page", () => {
    renderIn(
      "zh",
      <OrderDelivery
        order={order({
          receiptInfo: {
            ...order().receiptInfo,
            address: "中西區 山徑道8號12A室",
            district: "中西區",
            province: "香港",
          },
        })}
      />,
    );
    expect(screen.getByTestId("order-address").textContent).toBe("中西區 山徑道8號12A室，香港");
  });
});

describe("a staff checkout's fields", () => {
  it("show the staff id and store code given at checkout", () => {
    renderIn("en", <OrderStaff order={order({ guideId: "S10086", o2oShopCode: "HK-CWB" })} />);
    expect(screen.getByTestId("order-staff").textContent).toContain("Staff ID");
    expect(screen.getByTestId("order-guide-id").textContent).toBe("S10086");
    expect(screen.getByTestId("order-shop-code").textContent).toBe("HK-CWB");
  });

  it("are not shown on an order placed without them", () => {
    renderIn("en", <OrderStaff order={order()} />);
    expect(screen.queryByTestId("order-staff")).toBeNull();
  });
});
