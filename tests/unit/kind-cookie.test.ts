import { describe, expect, it } from "vitest";
import { readSessionKindHint, signSessionKind, verifySessionKind } from "@/lib/session/kind-cookie";

const secret = "unit-test-secret-0123456789abcdef0123";
const now = new Date("2026-11-22T10:00:00Z");
const later = new Date(now.getTime() + 3600_000);

describe("the session_kind cookie", () => {
  it("vouches for the kind it was signed with, for the token it was signed with", async () => {
    const value = await signSessionKind("member", later, "token-a", secret);
    expect(await verifySessionKind(value, "token-a", secret, now)).toBe("member");
  });

  it("does not vouch next to another token", async () => {
    const value = await signSessionKind("member", later, "token-a", secret);
    expect(await verifySessionKind(value, "token-b", secret, now)).toBeUndefined();
  });

  it("does not vouch when the kind was edited from visitor to member", async () => {
    const value = await signSessionKind("visitor", later, "token-a", secret);
    const forged = value.replace(/^visitor/, "member");
    expect(await verifySessionKind(forged, "token-a", secret, now)).toBeUndefined();
  });

  it("does not vouch after its expiry, or under another secret", async () => {
    const value = await signSessionKind("member", later, "token-a", secret);
    expect(
      await verifySessionKind(value, "token-a", secret, new Date(later.getTime() + 1000)),
    ).toBeUndefined();
    expect(await verifySessionKind(value, "token-a", `${secret}-other`, now)).toBeUndefined();
  });

  it("rejects garbage without throwing", async () => {
    for (const garbage of ["", "member", "member.x.y", "member.99999999999.!!!", "admin.1.abc"]) {
      expect(await verifySessionKind(garbage, "token-a", secret, now)).toBeUndefined();
    }
  });

  it("gives the browser an unverified hint of the kind", async () => {
    expect(readSessionKindHint(await signSessionKind("visitor", later, "t", secret))).toBe(
      "visitor",
    );
    expect(readSessionKindHint(undefined)).toBeUndefined();
    expect(readSessionKindHint("root.1.2")).toBeUndefined();
  });
});
