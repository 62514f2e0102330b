import { describe, expect, it } from "vitest";
import { clientAddress, parseTrustedProxies } from "@/lib/graphql/client-address";

const headers = (values: Record<string, string>) => new Headers(values);

describe("clientAddress", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", () => {
    const trusted = parseTrustedProxies("");
    expect(
      clientAddress(headers({ "x-forwarded-for": "6.6.6.6", "x-real-ip": "1.2.3.4" }), trusted),
    ).toBe("1.2.3.4");
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", () => {
    const trusted = parseTrustedProxies("10.0.0.0/8");
    expect(
      clientAddress(headers({ "x-forwarded-for": "6.6.6.6", "x-real-ip": "1.2.3.4" }), trusted),
    ).toBe("1.2.3.4");
  });

  it("follows X-Forwarded-For through trusted proxies to the first untrusted hop", () => {
    const trusted = parseTrustedProxies("10.0.0.0/8, 127.0.0.1");
    expect(
      clientAddress(
        headers({ "x-forwarded-for": "6.6.6.6, 5.5.5.5, 10.1.2.3", "x-real-ip": "127.0.0.1" }),
        trusted,
      ),
    ).toBe("5.5.5.5");
  });

  it("prefers the socket address over x-real-ip", () => {
    expect(clientAddress(headers({ "x-real-ip": "1.2.3.4" }), [], "9.9.9.9")).toBe("9.9.9.9");
  });

  it("treats IPv4-mapped IPv6 as IPv4 and matches IPv6 CIDRs", () => {
    const trusted = parseTrustedProxies("fd00::/8");
    expect(clientAddress(headers({}), [], "::ffff:1.2.3.4")).toBe("1.2.3.4");
    expect(clientAddress(headers({ "x-forwarded-for": "2001:db8::1" }), trusted, "fd12::5")).toBe(
      "2001:db8::1",
    );
  });

  it("answers local without a usable address, and skips junk in the header", () => {
    expect(clientAddress(headers({ "x-real-ip": "not-an-ip" }), [])).toBe("local");
    const trusted = parseTrustedProxies("127.0.0.1, bogus/99");
    expect(
      clientAddress(headers({ "x-forwarded-for": "junk, 8.8.8.8" }), trusted, "127.0.0.1"),
    ).toBe("8.8.8.8");
  });
});
