// @vitest-environment jsdom
/** The refund stages as a shopper reads them (shopping §4 "request created, in process, refunded"). */
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import { RefundStages } from "@/components/after-sales/refund-stages";
import en from "@/messages/en.json";
import zh from "@/messages/zh.json";

function renderIn(locale: "en" | "zh", node: React.ReactNode) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === "en" ? en : zh}>
      {node}
    </NextIntlClientProvider>,
  );
}

afterEach(cleanup);

describe("the refund stages", () => {
  it("mark the request's place and end a return refunded", () => {
    renderIn(
      "en",
      <RefundStages status="ON_BACKING" type="RETURN" statusLabel="x" refundStatus={null} />,
    );
    const stages = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(stages).toEqual(["Request created", "In process", "Refunded"]);
    expect(screen.getByTestId("refund-stage-current").textContent).toBe("In process");
  });

  it("end an exchange exchanged, in Chinese too", () => {
    renderIn(
      "zh",
      <RefundStages status="FINISHED" type="EXCHANGE" statusLabel="已完成" refundStatus={null} />,
    );
    expect(screen.getByTestId("refund-stage-current").textContent).toBe(
      zh.afterSales.stages.exchanged,
    );
  });

  it("keep a finished return in process until its refund is REFUNDED", () => {
    renderIn(
      "en",
      <RefundStages status="FINISHED" type="RETURN" statusLabel="Done" refundStatus="REFUNDING" />,
    );
    expect(screen.getByTestId("refund-stage-current").textContent).toBe("In process");
  });

  it("say a withdrawn request is closed, with no current step", () => {
    renderIn(
      "en",
      <RefundStages status="CANCELED" type="RETURN" statusLabel="Cancelled" refundStatus={null} />,
    );
    expect(screen.queryByTestId("refund-stage-current")).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("This request is closed: Cancelled.");
  });
});
