// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { setTrackingSink, track } from "@/lib/client/tracking";

afterEach(() => {
  setTrackingSink(null);
  delete (window as { dataLayer?: unknown[] }).dataLayer;
});

describe("checkout tracking (accounts §7: tracking only, errors swallowed)", () => {
  it("pushes events onto the tag manager's dataLayer when there is one", () => {
    const layer: unknown[] = [];
    (window as { dataLayer?: unknown[] }).dataLayer = layer;
    track("purchase", { orderCode: "SOABCDEFGHJKLM" });
    expect(layer).toEqual([{ event: "purchase", orderCode: "SOABCDEFGHJKLM" }]);
  });

  it("never lets a broken tracker break the purchase", () => {
    setTrackingSink(() => {
      throw new Error("tracker down");
    });
    expect(() => track("add_payment_info", {})).not.toThrow();
  });
});
