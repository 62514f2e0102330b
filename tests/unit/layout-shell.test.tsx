// @vitest-environment jsdom
/** The shell's other islands: loading bar, footer accordion, cookie notice, back-to-top. */
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BackToTop } from "@/components/layout/back-to-top";
import { CookieNotice } from "@/components/layout/cookie-notice";
import { FooterGroups } from "@/components/layout/footer-groups";
import { LoadingBar } from "@/components/layout/loading-bar";
import { createUiStore, UiStoreProvider } from "@/lib/client/ui-store";
import { BACK_TO_TOP_AFTER_PX, LOADING_BAR_THROTTLE_MS } from "@/lib/client/ui-constants";
import { COOKIE_NOTICE_COOKIE } from "@/lib/session/cookies";
import messages from "@/messages/en.json";

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

function renderWith(ui: ReactNode) {
  const store = createUiStore({ session: { kind: "visitor" } });
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <UiStoreProvider initialSession={{ kind: "visitor" }} store={store}>
        {ui}
      </UiStoreProvider>
    </NextIntlClientProvider>,
  );
  return store;
}

beforeEach(() => setCompactLayout(true));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the loading bar", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it("never shows for a call shorter than the throttle", () => {
    const store = renderWith(<LoadingBar />);
    act(() => store.getState().startLoading());
    act(() => {
      vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS - 1);
    });
    act(() => store.getState().stopLoading());
    act(() => {
      vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS * 5);
    });
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("runs while a slow call is in flight and completes when the last one ends", () => {
    const store = renderWith(<LoadingBar />);
    act(() => {
      store.getState().startLoading();
      store.getState().startLoading();
    });
    act(() => {
      vi.advanceTimersByTime(LOADING_BAR_THROTTLE_MS);
    });
    const bar = screen.getByRole("progressbar", { name: "Loading" });
    expect(bar.getAttribute("data-phase")).toBe("running");
    act(() => store.getState().stopLoading());
    expect(bar.getAttribute("data-phase")).toBe("running");
    act(() => store.getState().stopLoading());
    expect(screen.getByRole("progressbar").getAttribute("data-phase")).toBe("done");
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});

describe("the footer groups on pad and mobile", () => {
  const groups = [
    { title: "Help", items: [{ label: "Help centre", href: "/help" }] },
    {
      title: "Delivery and returns",
      items: [
        { label: "Returns policy", href: "https://example.com/returns", blank: true as const },
      ],
    },
  ];

  it("open one at a time, and clicking the open one closes it", () => {
    renderWith(<FooterGroups groups={groups} />);
    const help = screen.getByRole("button", { name: /Help/ });
    const delivery = screen.getByRole("button", { name: /Delivery/ });
    fireEvent.click(help);
    expect(help.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(delivery);
    expect(help.getAttribute("aria-expanded")).toBe("false");
    expect(delivery.getAttribute("aria-expanded")).toBe("true");
    fireEvent.click(delivery);
    expect(delivery.getAttribute("aria-expanded")).toBe("false");
  });

  it("are plain headings on desktop, where every group shows", () => {
    setCompactLayout(false);
    renderWith(<FooterGroups groups={groups} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("heading", { name: "Help" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Help centre" }).getAttribute("href")).toBe("/help");
    // A link flagged for a new page opens a new tab (accounts §2 Content link types).
    expect(screen.getByRole("link", { name: "Returns policy" }).getAttribute("target")).toBe(
      "_blank",
    );
  });
});

describe("the cookie notice", () => {
  afterEach(() => Cookies.remove(COOKIE_NOTICE_COOKIE, { path: "/" }));

  it("links the privacy and terms pages in a new tab", () => {
    renderWith(<CookieNotice />);
    const privacy = screen.getByRole("link", { name: "privacy policy" });
    expect(privacy.getAttribute("href")).toBe("/help/privacy");
    expect(privacy.getAttribute("target")).toBe("_blank");
    const terms = screen.getByRole("link", { name: "terms and cookie policy" });
    expect(terms.getAttribute("href")).toBe("/help/terms-of-use");
    expect(terms.getAttribute("target")).toBe("_blank");
  });

  it("hides on accept and remembers the choice in its cookie", () => {
    renderWith(<CookieNotice />);
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(screen.queryByTestId("cookie-notice")).toBeNull();
    expect(Cookies.get(COOKIE_NOTICE_COOKIE)).toBeTruthy();
  });

  it("renders nothing once accepted, so it never flashes", () => {
    Cookies.set(COOKIE_NOTICE_COOKIE, "accepted", { path: "/" });
    renderWith(<CookieNotice />);
    expect(screen.queryByTestId("cookie-notice")).toBeNull();
  });
});

describe("back to top", () => {
  it("appears after 300 px of scrolling and scrolls to the top", () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    renderWith(<BackToTop />);
    const button = screen.getByTestId("back-to-top");
    expect(button.hidden).toBe(true);
    act(() => {
      Object.defineProperty(window, "scrollY", {
        value: BACK_TO_TOP_AFTER_PX + 1,
        configurable: true,
      });
      window.dispatchEvent(new Event("scroll"));
    });
    expect(button.hidden).toBe(false);
    expect(button.getAttribute("aria-label")).toBe("Back to top");
    fireEvent.click(button);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
