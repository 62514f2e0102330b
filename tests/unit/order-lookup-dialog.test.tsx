// @vitest-environment jsdom
/**
 * The guest order lookup dialog (accounts §2, §4, §5, §8): its rules fire on blur, a wrong order
 * code or e-mail shows checkOrder.form.checkError inside the dialog and typing clears it, a found
 * order closes the dialog and opens the order with its temporary token, and closing resets it.
 */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OrderLookupDialog } from "@/components/orders/order-lookup-dialog";
import { OrderLookupButton } from "@/components/orders/order-lookup-entry";
import { createUiStore, UiStoreProvider } from "@/lib/client/ui-store";
import { queryVisitorToken } from "@/lib/graphql/operations/orders";
import messages from "@/messages/en.json";
import { ShopTransportContext } from "@/lib/client/shop-transport-context";
import { answer, answeringTransport, type TransportAnswer } from "./transport-fixture";

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock("next/navigation", () => ({
  usePathname: () => "/",
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: router.push, replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

function lookupAnswer(
  orderCode: string,
  email: string,
  result: { token: string | null; code: string | null },
) {
  return answer(
    queryVisitorToken,
    {
      queryVisitorToken: {
        token: result.token,
        expiration: result.token ? "2026-01-01T00:30:00.000Z" : null,
        error: result.token === null,
        code: result.code,
        message: null,
      },
    },
    { orderCode, email },
  );
}

function renderDialog(answers: TransportAnswer[] = []) {
  const store = createUiStore({ session: { kind: "visitor" } });
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <UiStoreProvider initialSession={{ kind: "visitor" }} store={store}>
        <ShopTransportContext value={answeringTransport(answers)}>
          <>
            <OrderLookupButton />
            <OrderLookupDialog />
          </>
        </ShopTransportContext>
      </UiStoreProvider>
    </NextIntlClientProvider>,
  );
  fireEvent.click(screen.getByTestId("order-lookup-button"));
  return store;
}

const form = messages.checkOrder.form;
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeEach(() => router.push.mockReset());
afterEach(cleanup);

describe("the guest order lookup dialog", () => {
  it("opens from its header button with the member and guest sections", () => {
    renderDialog();
    const dialog = screen.getByTestId("order-lookup-dialog");
    expect(dialog.getAttribute("role")).toBe("dialog");
    expect(screen.getByTestId("lookup-login").getAttribute("href")).toBe(
      "/login?redirectUrl=%2Fuser%2Forders",
    );
    expect(screen.getByText(messages.checkOrder.register)).toBeTruthy();
  });

  it("says nothing until a field is left, then names the empty field", () => {
    renderDialog();
    expect(screen.queryByText(form.orderEmpty)).toBeNull();
    fireEvent.blur(screen.getByTestId("lookup-orderCode"));
    expect(screen.getByTestId("lookup-orderCode-error").textContent).toBe(form.orderEmpty);
    expect(screen.queryByText(form.emailEmpty)).toBeNull();
    fireEvent.blur(screen.getByTestId("lookup-email"));
    expect(screen.getByTestId("lookup-email-error").textContent).toBe(form.emailEmpty);
  });

  it("checks the e-mail pattern on blur and clears the message once valid", () => {
    renderDialog();
    type("lookup-email", "mei@example");
    fireEvent.blur(screen.getByTestId("lookup-email"));
    expect(screen.getByTestId("lookup-email-error").textContent).toBe(form.emailError);
    type("lookup-email", "mei@example.com");
    fireEvent.blur(screen.getByTestId("lookup-email"));
    expect(screen.queryByTestId("lookup-email-error")).toBeNull();
  });

  it("shows both rules on confirm and asks nothing of the server", () => {
    renderDialog();
    fireEvent.click(screen.getByTestId("lookup-confirm"));
    expect(screen.getByText(form.orderEmpty)).toBeTruthy();
    expect(screen.getByText(form.emailEmpty)).toBeTruthy();
  });

  it("shows the check error inside the dialog for wrong details, and typing clears it", async () => {
    renderDialog([
      lookupAnswer("SO1", "mei@example.com", { token: null, code: "ORDER_LOOKUP_INCORRECT" }),
    ]);
    type("lookup-orderCode", "SO1");
    type("lookup-email", "mei@example.com");
    await act(async () => {
      fireEvent.click(screen.getByTestId("lookup-confirm"));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.getByTestId("lookup-check-error").textContent).toBe(form.checkError);
    expect(screen.getByTestId("order-lookup-dialog")).toBeTruthy();
    type("lookup-orderCode", "SO12");
    expect(screen.queryByTestId("lookup-check-error")).toBeNull();
  });

  it("shows nothing for other lookup errors", async () => {
    renderDialog([
      lookupAnswer("SO1", "mei@example.com", { token: null, code: "ORDER_LOOKUP_TOO_MANY" }),
    ]);
    type("lookup-orderCode", "SO1");
    type("lookup-email", "mei@example.com");
    await act(async () => {
      fireEvent.click(screen.getByTestId("lookup-confirm"));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByTestId("lookup-check-error")).toBeNull();
  });

  it("closes and opens the order with its temporary token when found", async () => {
    const store = renderDialog([
      lookupAnswer("SO1", "mei@example.com", { token: "temp-1", code: null }),
    ]);
    type("lookup-orderCode", "SO1");
    type("lookup-email", "mei@example.com");
    await act(async () => {
      fireEvent.click(screen.getByTestId("lookup-confirm"));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(router.push).toHaveBeenCalledWith("/user/order-detail/SO1?tempToken=temp-1");
    expect(store.getState().orderLookupOpen).toBe(false);
    expect(screen.queryByTestId("order-lookup-dialog")).toBeNull();
  });

  it("resets the form when closed and opened again", () => {
    renderDialog();
    type("lookup-orderCode", "SO1");
    fireEvent.blur(screen.getByTestId("lookup-email"));
    fireEvent.keyDown(screen.getByTestId("order-lookup-dialog"), { key: "Escape" });
    expect(screen.queryByTestId("order-lookup-dialog")).toBeNull();
    fireEvent.click(screen.getByTestId("order-lookup-button"));
    expect((screen.getByTestId("lookup-orderCode") as HTMLInputElement).value).toBe("");
    expect(screen.queryByTestId("lookup-email-error")).toBeNull();
  });
});
