/**
 * The checkout's pure rules (shopping §5 checkout rules; accounts §5 Address and Phone) and the
 * createOrder input they lead to (shopping §3 Order-create payload: lines without prices).
 */
import { describe, expect, it } from "vitest";
import {
  addressProblems,
  EMPTY_ADDRESS,
  mobileProblem,
  nameProblem,
  telephoneProblem,
  withPhonePrefix,
  type NewAddressFields,
} from "@/components/checkout/address-rules";
import {
  emailProblemKey,
  hasBillingAddress,
  initialCheckoutForm,
  receiptCountry,
  type CheckoutContext,
  type CheckoutForm,
} from "@/components/checkout/checkout-form";
import { checkoutProblems, type CheckoutRuleInput } from "@/components/checkout/checkout-rules";
import { deliveryModeKey } from "@/components/checkout/delivery-modes";
import {
  checkoutIdempotencyKey,
  CHECKOUT_IDEMPOTENCY_KEY,
  releaseSpentIdempotencyKey,
} from "@/components/checkout/idempotency";
import { splitUserErrors } from "@/components/checkout/order-errors";
import {
  buildOrderInput,
  calculationInputOf,
  checkoutKindOf,
} from "@/components/checkout/order-input";
import { AUSTRALIA_ORDER_CAP_CENTS } from "@/lib/domain/checkout/constants";
import type { TransportMethodData } from "@/lib/graphql/operations/checkout";

const READY: CheckoutRuleInput = {
  distributionType: "EXPRESS",
  hasDeliveryAddress: true,
  hasPickUpPoint: false,
  pickUpPointDisabled: false,
  hasBillingAddress: true,
  paymentMethod: "CREDIT_CARD",
  amountCents: 120_000,
  country: "HK",
};

describe("the checkout rules (shopping §5)", () => {
  it.each<[string, Partial<CheckoutRuleInput>, string[]]>([
    ["a complete express order passes", {}, []],
    ["no delivery mode chosen", { distributionType: null }, ["deliveryMode"]],
    ["express without an address", { hasDeliveryAddress: false }, ["noAddress"]],
    [
      "pick-up without a store",
      { distributionType: "PICKUP", hasDeliveryAddress: false },
      ["noPickUpStore"],
    ],
    [
      "pick-up at a disabled location",
      { distributionType: "PICKUP", pickUpPointDisabled: true },
      ["pickUpDisabled"],
    ],
    ["a chosen pick-up store passes", { distributionType: "PICKUP", hasPickUpPoint: true }, []],
    ["no billing address", { hasBillingAddress: false }, ["noBillingAddress"]],
    ["no payment method", { paymentMethod: null }, ["paymentMethod"]],
    ["an empty payment method", { paymentMethod: "" }, ["paymentMethod"]],
    ["totals not back yet", { amountCents: null }, ["notPriced"]],
    ["a zero price", { amountCents: 0 }, ["zeroPrice"]],
    ["Australia at the cap", { country: "AU", amountCents: AUSTRALIA_ORDER_CAP_CENTS }, []],
    [
      "Australia over the cap",
      { country: "AU", amountCents: AUSTRALIA_ORDER_CAP_CENTS + 1 },
      ["australiaSplit"],
    ],
    ["Hong Kong over the Australian cap", { amountCents: AUSTRALIA_ORDER_CAP_CENTS + 1 }, []],
    [
      "everything missing at once, in page order",
      {
        distributionType: "EXPRESS",
        hasDeliveryAddress: false,
        hasBillingAddress: false,
        paymentMethod: null,
        amountCents: 0,
      },
      ["noAddress", "noBillingAddress", "paymentMethod", "zeroPrice"],
    ],
  ])("%s", (_, change, expected) => {
    expect(checkoutProblems({ ...READY, ...change })).toEqual(expected);
  });
});

describe("the phone rules (accounts §5)", () => {
  it.each([
    ["HK", "91234567", null],
    ["HK", "9123456", "mobile8"],
    ["MO", "66123456", null],
    ["MO", "661234567", "mobile8"],
    ["CN", "13812345678", null],
    ["CN", "91234567", "mobile11"],
    ["AU", "412345678", null],
    ["AU", "4123456", "mobileRange"],
    ["HK", "", "mobileRequired"],
    ["HK", "9123 4567", "mobile8"],
    ["HK", "+85291234567", "mobile8"],
  ])("in %s, mobile %j gives %j", (country, mobile, expected) => {
    expect(mobileProblem(mobile, country)).toBe(expected);
  });

  it("accepts an empty telephone and only 8 digits otherwise", () => {
    expect(telephoneProblem("")).toBeNull();
    expect(telephoneProblem("23456789")).toBeNull();
    expect(telephoneProblem("2345678")).toBe("telephone");
  });

  it("writes the number with its country prefix and a space", () => {
    expect(withPhonePrefix("91234567", "HK")).toBe("+852 91234567");
    expect(withPhonePrefix("13812345678", "CN")).toBe("+86 13812345678");
    expect(withPhonePrefix("66123456", "MO")).toBe("+853 66123456");
    expect(withPhonePrefix("91234567", "")).toBe("+852 91234567");
  });

  it("allows letters, digits, Chinese characters and spaces in names only", () => {
    expect(nameProblem("Chan Tai Man")).toBeNull();
    expect(nameProblem("陳大文")).toBeNull();
    expect(nameProblem(" ")).toBe("nameRequired");
    expect(nameProblem("Mei<script>")).toBe("nameChars");
  });
});

const ADDRESS: NewAddressFields = {
  firstName: "Tai Man",
  lastName: "Chan",
  mobile: "91234567",
  telephone: "",
  country: "HK",
  provinceId: 810000,
  cityId: 810100,
  districtId: 810101,
  regionComplete: true,
  address: "1 Queen's Road Central",
};

describe("a new delivery address (accounts §5 Address)", () => {
  it("has no problems when complete", () => {
    expect(addressProblems(ADDRESS)).toEqual({});
  });

  it("names every missing field", () => {
    expect(Object.keys(addressProblems(EMPTY_ADDRESS)).sort()).toEqual(
      ["address", "firstName", "lastName", "mobile", "region"].sort(),
    );
  });

  it("needs the region cascade finished", () => {
    expect(addressProblems({ ...ADDRESS, regionComplete: false }).region).toBe("regionRequired");
  });

  it("checks the mobile by the region's country", () => {
    expect(addressProblems({ ...ADDRESS, country: "CN" }).mobile).toBe("mobile11");
  });
});

const EXPRESS: TransportMethodData = {
  id: "express-sf",
  transportName: "SF Express",
  transportMethod: "EXPRESS",
  pickUpType: null,
  expressCompany: "SF",
  expressCompanyCode: "SF",
  expressTime: "2-5 days",
  remark: "",
  imgUrl: null,
  sortNo: 1,
};
const STORE: TransportMethodData = {
  ...EXPRESS,
  id: "store",
  transportMethod: "PICKUP",
  pickUpType: 2,
  sortNo: 2,
};
const LOCKER: TransportMethodData = { ...STORE, id: "locker", pickUpType: 3 };
const POINT: TransportMethodData = { ...STORE, id: "point", pickUpType: 1 };

const CONTEXT: CheckoutContext = {
  transportMethods: [EXPRESS, STORE, LOCKER, POINT],
  savedAddresses: [],
  pickUpPoints: [
    {
      id: 1,
      code: "HK-CWB",
      name: "Causeway Bay store",
      type: 2,
      region: "Hong Kong Island",
      regionId: 810100,
      district: "Wan Chai",
      districtId: 810102,
      address: "1 Hennessy Road",
      telephone: null,
      bussinessHours: null,
      latitude: null,
      longitude: null,
      sameDay: false,
      status: "ENABLED",
    },
  ],
  isMember: false,
};

function form(change: Partial<CheckoutForm> = {}): CheckoutForm {
  return {
    ...initialCheckoutForm({
      email: "mei@example.com",
      promoCodes: ["SUMMER"],
      memberCoupon: null,
      guideId: "",
    }),
    transportMethodId: "express-sf",
    newAddress: ADDRESS,
    payType: "CREDIT_CARD",
    ...change,
  };
}

const LINES = [
  { skuCode: "SKU-1", quantity: 2, lineType: "SALABLE_PRODUCT" as const, activityId: null },
  { skuCode: "SKU-ADD", quantity: 1, lineType: "ATTACHED_PRODUCT" as const, activityId: "7" },
  { skuCode: "SKU-GIFT", quantity: 1, lineType: "GIFT" as const, activityId: "8" },
];

describe("the delivery modes (shopping §4)", () => {
  it("shows pick-up type 3 as the courier box", () => {
    expect([EXPRESS, STORE, POINT, LOCKER].map(deliveryModeKey)).toEqual([
      "express",
      "store",
      "courierPoint",
      "courierBox",
    ]);
  });
});

describe("the checkout form's facts", () => {
  it("takes the receipt country from the new address, and Hong Kong for pick-up", () => {
    expect(receiptCountry(form(), CONTEXT)).toBe("HK");
    expect(receiptCountry(form({ newAddress: { ...ADDRESS, country: "AU" } }), CONTEXT)).toBe("AU");
    expect(receiptCountry(form({ transportMethodId: "store" }), CONTEXT)).toBe("HK");
    expect(receiptCountry(form({ transportMethodId: null }), CONTEXT)).toBeNull();
  });

  it("counts the delivery contact as the billing address when ticked the same", () => {
    expect(hasBillingAddress(form(), CONTEXT)).toBe(true);
    expect(hasBillingAddress(form({ billingSame: false }), CONTEXT)).toBe(false);
    expect(
      hasBillingAddress(
        form({ billingSame: false, billing: { name: "Mei", mobile: "91234567" } }),
        CONTEXT,
      ),
    ).toBe(true);
  });

  it("requires an e-mail from guests only, and the pattern from everyone", () => {
    expect(emailProblemKey("", false)).toBe("emailRequired");
    expect(emailProblemKey("", true)).toBeNull();
    expect(emailProblemKey("mei@", true)).toBe("emailInvalid");
  });
});

describe("the createOrder input (shopping §3 Order-create payload)", () => {
  const build = (
    change: Partial<CheckoutForm>,
    kind = checkoutKindOf({ isMember: false, isStaff: false }),
  ) =>
    buildOrderInput({
      form: form(change),
      context: CONTEXT,
      lines: LINES,
      kind,
      terminal: "PC",
      idempotencyKey: "key-12345678",
    });

  it("sends the hand-off's SKUs and quantities, no gifts and no prices", () => {
    const input = build({});
    expect(input.orderLines).toEqual([
      { skuCode: "SKU-1", quantity: 2, lineType: "SALABLE_PRODUCT", activityId: null },
      { skuCode: "SKU-ADD", quantity: 1, lineType: "ATTACHED_PRODUCT", activityId: "7" },
    ]);
    expect(JSON.stringify(input)).not.toMatch(/"price"|"amount"/);
    expect(input).toMatchObject({
      idempotencyKey: "key-12345678",
      platformSource: "OFFICIAL_SITE",
      checkoutKind: "GUEST",
      distributionType: "EXPRESS",
      transportMethodId: "express-sf",
      discountCodes: [{ couponCode: "SUMMER" }],
      payType: "CREDIT_CARD",
      isSameAsAddress: true,
      billingAddress: { name: "Tai Man Chan", mobile: "+852 91234567" },
    });
    expect(input.deliveryAddress).toMatchObject({
      receiverFirstName: "Tai Man",
      receiverMobile: "+852 91234567",
      country: "HK",
      districtId: 810101,
    });
    expect(input.guideId).toBeUndefined();
  });

  it("sends the pick-up point and who collects instead of an address", () => {
    const input = build({
      transportMethodId: "store",
      pickUpPointCode: "HK-CWB",
      pickUpContact: { name: "Mei", mobile: "61234567" },
    });
    expect(input.distributionType).toBe("PICKUP");
    expect(input.pickUpPointCode).toBe("HK-CWB");
    expect(input.pickUpContact).toEqual({ name: "Mei", mobile: "+852 61234567" });
    expect(input.deliveryAddress).toBeUndefined();
  });

  it("sends a saved address by its code, and the staff fields for staff", () => {
    const input = build(
      { addressChoice: "saved", savedAddressCode: "ADDR-1", guideId: "S001", o2oShopCode: "HK01" },
      checkoutKindOf({ isMember: true, isStaff: true }),
    );
    expect(input.checkoutKind).toBe("STAFF");
    expect(input.deliveryAddressCode).toBe("ADDR-1");
    expect(input).toMatchObject({ guideId: "S001", o2oShopCode: "HK01" });
  });

  it("prices with the same lines, codes, services, receipt and go-dollar", () => {
    const input = calculationInputOf({
      form: form({ giftWrap: true, goDollar: 20, memberCoupon: "MEMBER-200" }),
      context: CONTEXT,
      lines: LINES,
    });
    expect(input).toMatchObject({
      receipt: { country: "HK", distributionType: "EXPRESS" },
      additionalServices: [{ type: "PACKAGE" }],
      discountCodes: [{ couponCode: "SUMMER" }, { couponCode: "MEMBER-200" }],
      prePayDeductions: [{ deductionType: "EXTERNAL_POINT", cost: 20 }],
    });
    expect(input.cartItems).toHaveLength(2);
  });
});

describe("createOrder userErrors", () => {
  it("go beside their field when the page has it, else into the general list", () => {
    expect(
      splitUserErrors([
        {
          code: "CHECKOUT_MOBILE_INVALID",
          message: "Bad mobile",
          field: "deliveryAddress.receiverMobile",
        },
        { code: "CHECKOUT_EMAIL_REQUIRED", message: "E-mail", field: "email" },
        { code: "CHECKOUT_PRICE_ZERO", message: "Zero", field: "orderLines" },
        { code: "X", message: "No field", field: null },
      ]),
    ).toEqual({
      byField: { receiverMobile: "Bad mobile", email: "E-mail" },
      general: ["Zero", "No field"],
    });
  });
});

describe("the idempotency key", () => {
  it("is made once per visit and kept across reloads", () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    } as unknown as Storage;
    let made = 0;
    const make = () => `uuid-${++made}`;
    expect(checkoutIdempotencyKey(storage, make)).toBe("uuid-1");
    expect(checkoutIdempotencyKey(storage, make)).toBe("uuid-1");
    expect(values.get(CHECKOUT_IDEMPOTENCY_KEY)).toBe("uuid-1");
  });

  it("is dropped when the API says it is spent on another request, and only then", () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    } as unknown as Storage;
    let made = 0;
    const make = () => `uuid-${++made}`;
    expect(checkoutIdempotencyKey(storage, make)).toBe("uuid-1");
    // Another refusal (out of stock) keeps the key: the retry of the same checkout is one order.
    expect(releaseSpentIdempotencyKey([{ code: "UEC11003" }, { code: null }], storage)).toBe(false);
    expect(checkoutIdempotencyKey(storage, make)).toBe("uuid-1");
    expect(
      releaseSpentIdempotencyKey(
        [{ code: "UEC11003" }, { code: "CHECKOUT_IDEMPOTENCY_KEY_REUSED" }],
        storage,
      ),
    ).toBe(true);
    expect(values.has(CHECKOUT_IDEMPOTENCY_KEY)).toBe(false);
    // The next click places a new attempt under a new key.
    expect(checkoutIdempotencyKey(storage, make)).toBe("uuid-2");
  });
});
