// @vitest-environment jsdom
/**
 * The console forms' shared parts (components/ops/form-parts.tsx) as the create forms and the
 * stock form use them: labels find their inputs, a refused draft shows one line per fault in
 * the form's own wording, a done one says what it made and reloads the page's data. The API's
 * answer is the one thing stood in for: `fetch` answers as the persisted-operation route would.
 */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CouponCreateForm } from "@/components/ops/coupon-create-form";
import { PromotionCreateForm } from "@/components/ops/promotion-create-form";
import { StockAdjustForm } from "@/components/ops/stock-adjust-form";
import { utcMinute } from "@/components/ops/utc-minute";

const refresh = vi.hoisted(() => vi.fn());
vi.mock("next/navigation", () => ({
  usePathname: () => "/ops/promotions",
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh, prefetch: vi.fn() }),
}));

interface Sent {
  operationName: string;
  variables: Record<string, unknown>;
}
let sent: Sent[] = [];

function answer(body: unknown) {
  vi.stubGlobal("fetch", async (_url: string, init: RequestInit) => {
    sent.push(JSON.parse(String(init.body)) as Sent);
    return new Response(JSON.stringify(body), { status: 200 });
  });
}

async function submit(form: HTMLElement) {
  await act(async () => {
    fireEvent.submit(form);
    // The answer is a resolved promise: let the round trip's awaits run.
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const type = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label, { exact: true }), { target: { value } });

beforeEach(() => {
  sent = [];
  refresh.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the coupon create form", () => {
  it("sends dollars as cents and the typed codes as a list, then says what it created", async () => {
    answer({
      data: { opsCouponCreate: { coupon: { code: "SAVE10", status: "ACTIVE" }, userErrors: [] } },
    });
    render(<CouponCreateForm />);
    const form = screen.getByTestId("ops-coupon-create");
    type(form, "Coupon code", "SAVE10");
    type(form, "Amount off (HK$)", "10.5");
    type(form, "Minimum spend (HK$, after promotions)", "99.9");
    type(form, "Category paths, brand codes or product codes (comma-separated)", " a, b ,,c");
    type(form, "Valid from (Hong Kong time, empty: now)", "2026-12-01T10:00");
    type(form, "Usage limit (empty: unlimited)", "5");
    await submit(form);

    expect(sent).toHaveLength(1);
    expect(sent[0]?.variables.input).toMatchObject({
      code: "SAVE10",
      benefitKind: "AMOUNT_OFF",
      benefitValue: 1050,
      thresholdCents: 9990,
      targetKind: "ALL",
      targetCodes: ["a", "b", "c"],
      beginsAt: "2026-12-01T02:00:00.000Z",
      endsAt: null,
      usageLimit: 5,
      active: true,
    });
    expect(within(form).getByRole("status").textContent).toBe("Created SAVE10 (ACTIVE).");
    expect(within(form).queryByRole("alert")).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("shows each fault of a refused draft on its own line, by field, and keeps the page", async () => {
    answer({
      data: {
        opsCouponCreate: {
          coupon: null,
          userErrors: [
            { code: "INVALID", field: "code", message: "Too short" },
            { code: "INVALID", field: null, message: "No benefit" },
          ],
        },
      },
    });
    render(<CouponCreateForm />);
    const form = screen.getByTestId("ops-coupon-create");
    fireEvent.change(within(form).getByLabelText("Benefit"), { target: { value: "PERCENT_OFF" } });
    type(form, "Percent off", "12");
    await submit(form);

    expect(sent[0]?.variables.input).toMatchObject({
      benefitKind: "PERCENT_OFF",
      benefitValue: 12,
    });
    const lines = within(within(form).getByRole("alert")).getAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual(["code: Too short", "No benefit"]);
    expect(within(form).queryByRole("status")).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("asks a usage limit of promotion codes only", () => {
    render(<CouponCreateForm />);
    const form = screen.getByTestId("ops-coupon-create");
    expect(within(form).getByLabelText("Usage limit (empty: unlimited)")).toBeTruthy();
    fireEvent.change(within(form).getByLabelText("Kind"), {
      target: { value: "PROMOTION_COUPON" },
    });
    expect(within(form).queryByLabelText("Usage limit (empty: unlimited)")).toBeNull();
  });
});

describe("the promotion create form", () => {
  it("names each fault by code and field, and shows a refused call's own error", async () => {
    answer({
      data: {
        opsPromotionCreate: {
          promotion: null,
          userErrors: [{ code: "RULE_INVALID", field: "ruleJson", message: "No tiers" }],
        },
      },
    });
    render(<PromotionCreateForm />);
    const form = screen.getByTestId("ops-promotion-create");
    type(form, "Code", "P1");
    fireEvent.change(within(form).getByLabelText("Applies to"), { target: { value: "BRANDS" } });
    await submit(form);
    expect(sent[0]?.variables.input).toMatchObject({ code: "P1", targetKind: "BRANDS" });
    expect(within(form).getByRole("alert").textContent).toBe("RULE_INVALID (ruleJson): No tiers");

    answer({ errors: [{ message: "Not signed in", extensions: { code: "UNAUTHENTICATED" } }] });
    await submit(form);
    expect(within(form).getByRole("alert").textContent).toBe("Not signed in");
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe("the stock adjust form", () => {
  it("shows the first refusal, and on success the stock it reached with its inputs cleared", async () => {
    render(<StockAdjustForm skuCode="SKU-1" available={4} />);
    const form = screen.getByTestId("ops-stock-adjust");
    const [delta, reason] = within(form)
      .getAllByRole("spinbutton")
      .concat(within(form).getAllByRole("textbox")) as HTMLInputElement[];
    fireEvent.change(delta!, { target: { value: "-9" } });
    fireEvent.change(reason!, { target: { value: "recount" } });

    answer({
      data: {
        opsStockAdjust: {
          stock: null,
          userErrors: [
            { code: "INSUFFICIENT", field: "delta", message: "Only 4 available" },
            { code: "OTHER", field: null, message: "Not shown" },
          ],
        },
      },
    });
    await submit(form);
    expect(within(form).getByRole("alert").textContent).toBe("Only 4 available");
    expect(delta!.value).toBe("-9");

    answer({
      data: {
        opsStockAdjust: {
          stock: { skuCode: "SKU-1", available: 1, reserved: 0 },
          userErrors: [],
        },
      },
    });
    fireEvent.change(delta!, { target: { value: "-3" } });
    await submit(form);
    expect(sent.at(-1)?.variables).toEqual({ skuCode: "SKU-1", delta: -3, reason: "recount" });
    expect(within(form).getByRole("status").textContent).toBe("Now 1 available.");
    expect(within(form).queryByRole("alert")).toBeNull();
    expect([delta!.value, reason!.value]).toEqual(["", ""]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe("utcMinute", () => {
  it("shows an instant to the minute in UTC, and a missing one as asked", () => {
    expect(utcMinute("2026-11-27T23:20:59.123Z")).toBe("2026-11-27 23:20 UTC");
    expect(utcMinute(null)).toBe("");
    expect(utcMinute(null, "…")).toBe("…");
  });
});
