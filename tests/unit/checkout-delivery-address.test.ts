import { describe, expect, it } from "vitest";
import { checkPricedOrder, checkRequest } from "@/lib/domain/checkout/checkout-rules";
import { isValidMobile } from "@/lib/domain/checkout/phone-rules";
import { buildDeliveryAddress } from "@/lib/domain/checkout/delivery-address";

describe("the delivery address built for an order (shopping §3)", () => {
  it("prefixes the district, sets EXPRESS with the courier, keeps deliveryMethod and drops empty fields", () => {
    const address = buildDeliveryAddress(
      {
        name: "Siu Ming Chan",
        mobile: "+852 91234567",
        mail: "",
        country: "HK",
        province: "Hong Kong",
        provinceId: 810000,
        city: null,
        district: "Wan Chai",
        districtId: 810002,
        address: "Flat A, 1 Hennessy Road",
      },
      { distributionType: "EXPRESS", deliveryMethod: "EXPRESS-SF" },
    );
    expect(address).toEqual({
      mobile: "+852 91234567",
      name: "Siu Ming Chan",
      country: "HK",
      province: "Hong Kong",
      provinceId: 810000,
      district: "Wan Chai",
      districtId: 810002,
      address: "Wan Chai Flat A, 1 Hennessy Road",
      distributionType: "EXPRESS",
      logisticsCompanyCode: "SF",
      extInfos: '{"deliveryMethod":"EXPRESS-SF"}',
    });
  });

  it("appends the pick-up shop code in brackets and uses STORE_PICKUP", () => {
    const address = buildDeliveryAddress(
      {
        name: "Mei",
        mobile: "91234567",
        mail: "mei@example.com",
        country: "HK",
        district: "Wan Chai",
        address: "Wan Chai, Shop 201",
      },
      {
        distributionType: "PICKUP",
        deliveryMethod: "PICKUP-STORE",
        selfPickupShopCode: "STORE-CWB",
      },
    );
    expect(address.address).toBe("Wan Chai, Shop 201 (STORE-CWB)");
    expect(address.logisticsCompanyCode).toBe("STORE_PICKUP");
    expect(address.selfPickupShopCode).toBe("STORE-CWB");
    expect(address.mail).toBe("mei@example.com");
  });
});

describe("the server's checkout rules (shopping §5)", () => {
  const facts = {
    email: "guest@example.com",
    distributionType: "EXPRESS" as const,
    hasAddress: true,
    addressMobile: "91234567",
    country: "HK",
    pickUpPoint: null,
    hasBilling: true,
    payType: "VISA",
    lineCount: 1,
    idempotencyKey: "key-0123456789",
  };

  it.each([
    ["a missing e-mail", { email: null }, "CHECKOUT_EMAIL_REQUIRED"],
    ["no pick-up point", { distributionType: "PICKUP" as const }, "CHECKOUT_PICKUP_POINT_REQUIRED"],
    [
      "a disabled pick-up point",
      { distributionType: "PICKUP" as const, pickUpPoint: { enabled: false } },
      "CHECKOUT_PICKUP_POINT_DISABLED",
    ],
    ["no address", { hasAddress: false }, "CHECKOUT_ADDRESS_REQUIRED"],
    ["a 7-digit Hong Kong mobile", { addressMobile: "9123456" }, "CHECKOUT_MOBILE_INVALID"],
    ["no billing address", { hasBilling: false }, "CHECKOUT_BILLING_ADDRESS_REQUIRED"],
    ["no payment method", { payType: " " }, "CHECKOUT_PAYMENT_METHOD_REQUIRED"],
    ["no lines", { lineCount: 0 }, "CHECKOUT_NO_LINES"],
    ["a short idempotency key", { idempotencyKey: "x" }, "CHECKOUT_IDEMPOTENCY_KEY"],
  ])("refuses %s", (_name, overrides, code) => {
    expect(checkRequest({ ...facts, ...overrides })?.code).toBe(code);
  });

  it("accepts a complete request", () => {
    expect(checkRequest(facts)).toBeNull();
  });

  it("refuses a zero amount and Australian orders over HK$5,500, not HK$5,500 itself", () => {
    expect(checkPricedOrder(0, "HK")?.code).toBe("CHECKOUT_PRICE_ZERO");
    expect(checkPricedOrder(550_001, "AU")?.code).toBe("CHECKOUT_AUSTRALIA_CAP");
    expect(checkPricedOrder(550_000, "AU")).toBeNull();
    expect(checkPricedOrder(900_000, "HK")).toBeNull();
  });

  it.each([
    ["91234567", "HK", true],
    ["+852 9123 4567", "HK", true],
    ["6123456", "MO", false],
    ["13800138000", "CN", true],
    ["91234567", "CN", false],
  ])("reads mobile %s in %s as %s (accounts §5: 8 or 11 digits)", (mobile, country, valid) => {
    expect(isValidMobile(mobile, country)).toBe(valid);
  });
});
