import { describe, expect, it } from "vitest";
import { clientAddress, normaliseIp, parseTrustedProxies } from "@/lib/graphql/client-address";

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

describe("clientAddress, the peer and IPv6 (docs/adr/0049)", () => {
  it("starts from the address the server recorded, never from a client's x-real-ip", () => {
    const sent = headers({ "x-shop-peer-address": "203.0.113.7", "x-real-ip": "6.6.6.6" });
    expect(clientAddress(sent, [])).toBe("203.0.113.7");
    // A trusted proxy's X-Forwarded-For is followed from the recorded peer.
    const proxied = headers({
      "x-shop-peer-address": "::ffff:10.0.0.2",
      "x-forwarded-for": "6.6.6.6, 198.51.100.4, 10.0.0.9",
    });
    expect(clientAddress(proxied, parseTrustedProxies("10.0.0.0/8"))).toBe("198.51.100.4");
  });

  it("takes the right-most untrusted hop, not the left-most a client may have written", () => {
    const trusted = parseTrustedProxies("10.0.0.0/8");
    const spoofed = headers({ "x-forwarded-for": "1.1.1.1, 2.2.2.2, 10.0.0.3" });
    expect(clientAddress(spoofed, trusted, "10.0.0.1")).toBe("2.2.2.2");
  });

  it("reads IPv4-mapped addresses in either spelling as IPv4, and matches IPv4 CIDRs with them", () => {
    expect(normaliseIp("::ffff:102:304")).toBe("1.2.3.4");
    expect(normaliseIp("[::FFFF:192.0.2.1]")).toBe("192.0.2.1");
    expect(normaliseIp("0:0:0:0:0:ffff:c000:0201")).toBe("192.0.2.1");
    expect(normaliseIp("64:ff9b::192.0.2.1")).toBe("64:ff9b::192.0.2.1");
    const trusted = parseTrustedProxies("127.0.0.1");
    expect(
      clientAddress(headers({ "x-forwarded-for": "198.51.100.4" }), trusted, "::ffff:7f00:1"),
    ).toBe("198.51.100.4");
  });

  it("matches IPv6 CIDRs by prefix, with compressed forms and zone ids, and not across families", () => {
    const trusted = parseTrustedProxies("2001:db8:1::/48, fe80::/10");
    expect(trusted.some((match) => match("2001:db8:1:ffff::5"))).toBe(true);
    expect(trusted.some((match) => match("2001:db8:2::5"))).toBe(false);
    expect(trusted.some((match) => match("fe80::1%eth0"))).toBe(true);
    expect(parseTrustedProxies("0.0.0.0/0").some((match) => match("2001:db8::1"))).toBe(false);
    expect(trusted.some((match) => match("64:ff9b::192.0.2.1"))).toBe(false);
  });
});
