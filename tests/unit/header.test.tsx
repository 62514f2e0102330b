// @vitest-environment jsdom
/** The header's client islands: cart badge, session-aware links, mega-menu and drawer. */
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { navItemsOfCategories, type NavItem } from "@/components/layout/nav-helpers";
import { DesktopNav } from "@/components/layout/desktop-nav";
import { AccountLink, CartLink, StaffBadge } from "@/components/layout/header-actions";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { createUiStore, UiStoreProvider, type BrowserSession } from "@/lib/client/ui-store";
import type { CategoryData } from "@/lib/graphql/operations/catalog";
import messages from "@/messages/en.json";
import { ShopTransportContext } from "@/lib/client/shop-transport-context";
import { answeringTransport } from "./transport-fixture";

const navigation = vi.hoisted(() => ({ pathname: "/" }));
vi.mock("next/navigation", () => ({
  usePathname: () => navigation.pathname,
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

function node(path: string, name: string, children: CategoryData[] = []): CategoryData {
  const code = path.split("/").at(-1) ?? path;
  return {
    path,
    code,
    level: path.split("/").length,
    name,
    navFrontName: name,
    imageUrl: null,
    children,
  };
}

const TREE: NavItem[] = navItemsOfCategories([
  node("new-in", "New in"),
  node("men", "Men", [
    node("men/jackets", "Jackets", [
      node("men/jackets/rain-jackets", "Rain jackets"),
      node("men/jackets/down-jackets", "Down jackets"),
    ]),
    node("men/trousers", "Trousers"),
  ]),
  node("women", "Women", [
    node("women/shoes", "Shoes", [node("women/shoes/hiking-shoes", "Hiking shoes")]),
  ]),
]);

/** A layout the test moves across the breakpoint, telling the listeners as a browser would. */
function movableLayout(compact: boolean) {
  const listeners = new Set<() => void>();
  let matches = compact;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    listening: () => listeners.size,
    moveTo(next: boolean) {
      matches = next;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

function renderWith(ui: ReactNode, session: BrowserSession = { kind: "visitor" }, cartCount = 0) {
  const store = createUiStore({ session, cartCount });
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <ShopTransportContext value={answeringTransport([])}>
        <UiStoreProvider initialSession={session} store={store}>
          {ui}
        </UiStoreProvider>
      </ShopTransportContext>
    </NextIntlClientProvider>,
  );
  return store;
}

beforeEach(() => {
  navigation.pathname = "/";
  window.history.replaceState(null, "", "/");
  movableLayout(true);
});

afterEach(cleanup);

describe("the cart icon", () => {
  it("links to the cart and hides the badge for an empty cart", () => {
    renderWith(<CartLink />);
    expect(screen.getByRole("link", { name: "Shopping bag" }).getAttribute("href")).toBe("/cart");
    expect(screen.queryByTestId("cart-count")).toBeNull();
  });

  it("shows the live count, capped at 99+", () => {
    const store = renderWith(<CartLink />, { kind: "visitor" }, 3);
    expect(screen.getByTestId("cart-count").textContent).toBe("3");
    expect(screen.getByRole("link", { name: "Shopping bag, 3 items" })).toBeTruthy();
    act(() => store.getState().setCartCount(120));
    expect(screen.getByTestId("cart-count").textContent).toBe("99+");
  });
});

describe("the account icon", () => {
  it("sends a visitor to login with the current path and query", () => {
    navigation.pathname = "/list";
    window.history.replaceState(null, "", "/list?keyword=tent");
    renderWith(<AccountLink />);
    expect(screen.getByTestId("account-link").getAttribute("href")).toBe(
      `/login?redirectUrl=${encodeURIComponent("/list?keyword=tent")}`,
    );
  });

  it("sends a member to the account page", () => {
    renderWith(<AccountLink />, { kind: "member" });
    expect(screen.getByTestId("account-link").getAttribute("href")).toBe("/user");
  });
});

describe("the STAFF badge", () => {
  it("shows for staff and goes when the browser learns the session is a visitor's", () => {
    const store = renderWith(<StaffBadge />, { kind: "member", isStaff: true });
    expect(screen.getByTestId("staff-badge").textContent).toBe("STAFF");
    act(() => store.getState().setSession({ kind: "visitor", isStaff: false }));
    expect(screen.queryByTestId("staff-badge")).toBeNull();
  });

  it("does not show for a member without a staff code", () => {
    renderWith(<StaffBadge />, { kind: "member" });
    expect(screen.queryByTestId("staff-badge")).toBeNull();
  });
});

describe("the desktop mega-menu", () => {
  it("links every level to its product list", () => {
    renderWith(<DesktopNav items={TREE} label="Menu" />);
    expect(screen.getByRole("link", { name: "Men" }).getAttribute("href")).toBe("/products/men");
    expect(screen.getByRole("link", { name: "New in" }).getAttribute("href")).toBe(
      "/products/new-in",
    );
  });

  it("opens a panel from its disclosure button and closes it with Escape", () => {
    renderWith(<DesktopNav items={TREE} label="Menu" />);
    const toggle = screen.getByRole("button", { name: "Show the Men menu" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: "Rain jackets" })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("link", { name: "Rain jackets" }).getAttribute("href")).toBe(
      "/products/men/jackets/rain-jackets",
    );
    expect(screen.getByRole("link", { name: "Jackets" }).getAttribute("href")).toBe(
      "/products/men/jackets",
    );
    fireEvent.keyDown(toggle, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
  });

  it("opens on hover and keeps one panel open at a time", () => {
    renderWith(<DesktopNav items={TREE} label="Menu" />);
    const men = screen.getByRole("link", { name: "Men" }).closest("li")!;
    const women = screen.getByRole("link", { name: "Women" }).closest("li")!;
    fireEvent.mouseEnter(men);
    expect(screen.getByRole("link", { name: "Rain jackets" })).toBeTruthy();
    fireEvent.mouseLeave(men);
    fireEvent.mouseEnter(women);
    expect(screen.queryByRole("link", { name: "Rain jackets" })).toBeNull();
    expect(screen.getByRole("link", { name: "Hiking shoes" })).toBeTruthy();
  });
});

describe("the mobile drawer", () => {
  it("offers login and register to a visitor, and the other language", () => {
    renderWith(<MobileMenu locale="en" items={TREE} />);
    fireEvent.click(screen.getByTestId("mobile-menu-button"));
    const drawer = screen.getByTestId("mobile-drawer");
    expect(within(drawer).getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/login?redirectUrl=%2F",
    );
    expect(within(drawer).getByRole("link", { name: "Join" }).getAttribute("href")).toBe(
      "/register",
    );
    expect(within(drawer).getByTestId("language-switch").textContent).toBe("中文");
    expect(document.activeElement).toBe(within(drawer).getByRole("button", { name: "Close" }));
  });

  it("gives a visitor no logout, no account pages and no STAFF badge", () => {
    renderWith(<MobileMenu locale="en" items={TREE} />);
    fireEvent.click(screen.getByTestId("mobile-menu-button"));
    const panel = screen.getByTestId("drawer-account");
    expect(within(panel).queryByTestId("logout-link")).toBeNull();
    expect(within(panel).queryByTestId("drawer-greeting")).toBeNull();
    expect(within(panel).queryByRole("link", { name: "Personal information" })).toBeNull();
    expect(within(panel).queryByTestId("staff-badge")).toBeNull();
  });

  it("greets a member and links the account pages and sign-out", () => {
    renderWith(<MobileMenu locale="en" items={TREE} />, {
      kind: "member",
      isStaff: false,
      nickName: "Mei",
    });
    fireEvent.click(screen.getByTestId("mobile-menu-button"));
    const panel = screen.getByTestId("drawer-account");
    expect(within(panel).getByTestId("drawer-greeting").textContent).toBe("Hello, Mei");
    const links = within(within(panel).getByRole("list"))
      .getAllByRole("link")
      .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links).toEqual([
      ["Personal information", "/user"],
      ["My orders", "/user/orders"],
      ["Returns and refunds", "/user/refund-record"],
      ["Addresses", "/user/address"],
      ["Wish list", "/user/wish"],
      ["Go-dollar", "/user/go-dollar"],
      ["Coupons", "/user/coupons"],
    ]);
    expect(within(panel).getByTestId("logout-link").textContent).toBe("Log out");
    expect(within(panel).queryByRole("link", { name: "Sign in" })).toBeNull();
    expect(within(panel).queryByTestId("staff-badge")).toBeNull();
  });

  it("shows the STAFF badge to staff", () => {
    renderWith(<MobileMenu locale="en" items={TREE} />, {
      kind: "member",
      isStaff: true,
    });
    fireEvent.click(screen.getByTestId("mobile-menu-button"));
    const greeting = screen.getByTestId("drawer-greeting");
    expect(within(greeting).getByTestId("staff-badge").textContent).toBe("STAFF");
    expect(greeting.textContent).toBe("HelloSTAFF");
  });

  it("drills down with a back button and expands sub-items", () => {
    renderWith(<MobileMenu locale="en" items={TREE} />);
    fireEvent.click(screen.getByTestId("mobile-menu-button"));
    const drawer = screen.getByTestId("mobile-drawer");
    fireEvent.click(within(drawer).getByRole("button", { name: "Men" }));
    const back = within(drawer).getByRole("button", { name: /Back/ });
    expect(document.activeElement).toBe(back);
    const jackets = within(drawer).getByRole("button", { name: /^Jackets/ });
    expect(jackets.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(jackets);
    expect(jackets.getAttribute("aria-expanded")).toBe("true");
    expect(within(drawer).getByRole("link", { name: "Rain jackets" }).getAttribute("href")).toBe(
      "/products/men/jackets/rain-jackets",
    );
    fireEvent.click(back);
    expect(document.activeElement).toBe(within(drawer).getByRole("button", { name: "Men" }));
    expect(within(drawer).getByRole("button", { name: "Women" })).toBeTruthy();
  });

  it("closes when the window grows to the desktop layout, and listens only while open", () => {
    const layout = movableLayout(true);
    renderWith(<MobileMenu locale="en" items={TREE} />);
    expect(layout.listening()).toBe(0);
    fireEvent.click(screen.getByTestId("mobile-menu-button"));
    expect(layout.listening()).toBe(1);
    layout.moveTo(true);
    expect(screen.getByTestId("mobile-drawer")).toBeTruthy();
    layout.moveTo(false);
    expect(screen.queryByTestId("mobile-drawer")).toBeNull();
    expect(layout.listening()).toBe(0);
  });

  it("closes with Escape and gives focus back to the menu button", () => {
    renderWith(<MobileMenu locale="en" items={TREE} />);
    const button = screen.getByTestId("mobile-menu-button");
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByTestId("mobile-drawer"), { key: "Escape" });
    expect(screen.queryByTestId("mobile-drawer")).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });
});
