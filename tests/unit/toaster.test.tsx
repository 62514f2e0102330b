// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/layout/toaster";
import { createUiStore, UiStoreProvider } from "@/lib/client/ui-store";
import { TOAST_DURATION_MS, TOAST_LONG_DURATION_MS } from "@/lib/client/ui-constants";
import messages from "@/messages/en.json";

function renderToaster() {
  const store = createUiStore({ session: { kind: "visitor" } });
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <UiStoreProvider initialSession={{ kind: "visitor" }} store={store}>
        <Toaster />
      </UiStoreProvider>
    </NextIntlClientProvider>,
  );
  return store;
}

describe("the toaster", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("announces toasts politely in a live region", () => {
    renderToaster();
    const region = screen.getByRole("status");
    expect(region.getAttribute("aria-live")).toBe("polite");
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("shows only one toast at a time: a new one replaces the current one", () => {
    const store = renderToaster();
    act(() => store.getState().showToast("Added to bag", { status: "success" }));
    act(() => store.getState().showToast("Out of stock", { status: "error" }));
    const toasts = screen.getAllByTestId("toast");
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.textContent).toBe("Out of stock");
    expect(toasts[0]?.getAttribute("data-status")).toBe("error");
  });

  it("hides the toast after the default 2000 ms", () => {
    const store = renderToaster();
    act(() => store.getState().showToast("Saved"));
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByTestId("toast").textContent).toBe("Saved");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId("toast")).toBeNull();
    expect(store.getState().toast).toBeNull();
  });

  it("keeps a long toast for its own duration", () => {
    const store = renderToaster();
    act(() =>
      store.getState().showToast("Two cart errors", { durationMs: TOAST_LONG_DURATION_MS }),
    );
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS);
    });
    expect(screen.getByTestId("toast")).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(TOAST_LONG_DURATION_MS - TOAST_DURATION_MS);
    });
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("gives a replacing toast its full duration rather than the old toast's remainder", () => {
    const store = renderToaster();
    act(() => store.getState().showToast("First"));
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 500);
    });
    act(() => store.getState().showToast("Second"));
    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(screen.getByTestId("toast").textContent).toBe("Second");
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 500);
    });
    expect(screen.queryByTestId("toast")).toBeNull();
  });

  it("offers its one link, such as the bag after adding a shared bag", () => {
    const store = renderToaster();
    act(() =>
      store.getState().showToast("Added to your bag.", {
        status: "success",
        link: { href: "/cart", label: "View bag" },
      }),
    );
    const link = screen.getByRole("link", { name: "View bag" });
    expect(link.getAttribute("href")).toBe("/cart");
    expect(screen.getByTestId("toast").textContent).toBe("Added to your bag. View bag");
  });
});
