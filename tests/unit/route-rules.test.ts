import { describe, expect, it } from "vitest";
import {
  isLoginRequired,
  isVisitorOnly,
  loginRedirectPath,
  signedOutRedirectPath,
  safeRedirectTarget,
} from "@/lib/session/route-rules";

const none = new URLSearchParams();

describe("login-required paths", () => {
  it.each([
    "/user",
    "/user/",
    "/user/address",
    "/user/address/update",
    "/user/orders",
    "/user/order-detail/A1",
    "/user/refund-record",
    "/user/wish",
  ])("%s needs a member", (path) => expect(isLoginRequired(path, none)).toBe(true));

  it.each(["/", "/products", "/cart", "/login", "/user-guide", "/guest/orderTrack"])(
    "%s is open",
    (path) => expect(isLoginRequired(path, none)).toBe(false),
  );

  it("lets a guest reach one order detail with a temporary token", () => {
    expect(isLoginRequired("/user/order-detail/SO123", new URLSearchParams("tempToken=abc"))).toBe(
      false,
    );
  });

  it("lets a guest reach that order's refund order detail with the token, not without", () => {
    const token = new URLSearchParams("tempToken=abc");
    expect(isLoginRequired("/user/refund-order-detail/AS123", token)).toBe(false);
    expect(isLoginRequired("/user/refund-order-detail/AS123", none)).toBe(true);
    expect(isLoginRequired("/user/refund-record", token)).toBe(true);
  });
});

describe("visitor-only paths", () => {
  it("groups login and register", () => {
    expect(isVisitorOnly("/login")).toBe(true);
    expect(isVisitorOnly("/register")).toBe(true);
    expect(isVisitorOnly("/user")).toBe(false);
  });
});

describe("the login redirect", () => {
  it("carries the encoded full path", () => {
    expect(loginRedirectPath("/user/orders", "")).toBe("/login?redirectUrl=%2Fuser%2Forders");
    expect(loginRedirectPath("/user/orders", "?months=3")).toBe(
      "/login?redirectUrl=%2Fuser%2Forders%3Fmonths%3D3",
    );
  });

  it("sends checkout to home", () => {
    expect(loginRedirectPath("/checkout", "?x=1")).toBe("/login?redirectUrl=%2F");
  });

  it("only returns to paths of this site", () => {
    expect(safeRedirectTarget("/user/orders")).toBe("/user/orders");
    expect(safeRedirectTarget("https://evil.example")).toBe("/");
    expect(safeRedirectTarget("//evil.example")).toBe("/");
    expect(safeRedirectTarget("/\\evil.example")).toBe("/");
    expect(safeRedirectTarget(undefined)).toBe("/");
  });
});

describe("signedOutRedirectPath", () => {
  it("goes through the cookie-clearing route with the page as redirectUrl", () => {
    expect(signedOutRedirectPath("/user")).toBe("/api/session/signed-out?redirectUrl=%2Fuser");
    expect(signedOutRedirectPath("/user/wish", "?page=2")).toBe(
      "/api/session/signed-out?redirectUrl=%2Fuser%2Fwish%3Fpage%3D2",
    );
  });
});
