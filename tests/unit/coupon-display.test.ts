import { describe, expect, it } from "vitest";
import couponDisplayJson from "@/content/coupon-display.json";
import { displayOf, parseCouponDisplay } from "@/lib/domain/loyalty/coupon-display";

const good = {
  couponName: "New member HK$200 off",
  image: "/images/coupons/new-member-200.svg",
  description: { en: "Two hundred off", zh: "減二百" },
};

describe("coupon display configuration (accounts §3: a bad coupon CMS JSON is logged and ignored)", () => {
  it("keeps the good entries and reports each bad one, so one mistake hides nothing else", () => {
    const display = parseCouponDisplay({
      coupons: [
        good,
        { couponName: "", image: "/x.svg", description: { en: "a", zh: "b" } },
        { couponName: "Script", image: "javascript:alert(1)", description: { en: "a", zh: "b" } },
        { couponName: "No zh", image: "/x.svg", description: { en: "a" } },
        "not an object",
      ],
    });
    expect([...display.entries.keys()]).toEqual(["new member hk$200 off"]);
    expect(display.problems).toHaveLength(4);
    expect(display.problems[1]).toMatch(/entry 2 left out: image/);
  });

  it("reports a configuration without a coupons list and shows nothing", () => {
    const display = parseCouponDisplay({ version: 1 });
    expect(display.entries.size).toBe(0);
    expect(display.problems).toEqual(["coupon display configuration has no coupons list"]);
  });

  it("matches a coupon by either of its names, case and spacing aside, in the caller's language", () => {
    const display = parseCouponDisplay({ coupons: [good] });
    expect(displayOf(display, { en: " new member hk$200 OFF ", zh: "x" }, "zh")).toEqual({
      image: good.image,
      description: "減二百",
    });
    expect(displayOf(display, { en: "Other", zh: "Other" }, "en")).toBeNull();
  });

  it("ships a demo configuration that is entirely valid", () => {
    expect(parseCouponDisplay(couponDisplayJson).problems).toEqual([]);
  });
});
