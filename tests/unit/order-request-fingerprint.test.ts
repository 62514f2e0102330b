/**
 * The order request's fingerprint (ADR 0052): canonical JSON of what decides the order, hashed.
 * The same request however its keys are ordered gives the same fingerprint; a change to anything
 * that decides the order gives another; what does not decide it (the key, the terminal, the txId,
 * the parts the delivery mode ignores) leaves it alone.
 */
import { describe, expect, it } from "vitest";
import type { OrderCreateRequest } from "@/lib/domain/orders/create";
import {
  canonicalJson,
  requestFingerprint,
  type FingerprintFacts,
} from "@/lib/domain/orders/request-fingerprint";
import type { AddressInput } from "@/lib/domain/checkout/places";

const ADDRESS: AddressInput = {
  receiverFirstName: "Tai Man",
  receiverLastName: "Chan",
  receiverMobile: "+852 91234567",
  receiverTelephone: null,
  receiverEmail: null,
  country: "HK",
  provinceId: 810000,
  cityId: null,
  districtId: 810001,
  address: "1 Queen's Road Central",
  zipCode: null,
};

const REQUEST: OrderCreateRequest = {
  idempotencyKey: "key-00000001",
  terminal: "PC",
  checkoutKind: "GUEST",
  email: "buyer@example.com",
  distributionType: "EXPRESS",
  deliveryAddressCode: null,
  deliveryAddress: ADDRESS,
  pickUpPointCode: null,
  pickUpContact: null,
  billingAddress: null,
  isSameAsAddress: true,
  orderLines: [
    { skuCode: "SKU-A", quantity: 2, lineType: "SALABLE_PRODUCT", activityId: null },
    { skuCode: "SKU-B", quantity: 1, lineType: null, activityId: null },
  ],
  discountCodes: [{ couponCode: "WELCOME10", couponType: "PROMOTION_CODE" }],
  goDollar: null,
  additionalServices: [{ type: "PACKAGE", memo: null }],
  payType: "CARD",
  guideId: null,
  o2oShopCode: null,
  txId: null,
  buyerRemark: "",
};
const GUEST: FingerprintFacts = { email: "buyer@example.com", isMember: false, savedAddress: null };

const fingerprint = (request: OrderCreateRequest, facts: FingerprintFacts = GUEST) =>
  requestFingerprint(request, facts);

/** The same object with every level's keys in reverse order. */
function reversedKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reversedKeys) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, item]) => [key, reversedKeys(item)]),
    ) as T;
  }
  return value;
}

describe("canonical JSON", () => {
  it("writes object keys in one order at every level, arrays as they are", () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: null }], c: "x" } })).toBe(
      '{"a":{"c":"x","d":[2,{"e":null,"f":1}]},"b":1}',
    );
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
  });
});

describe("the order request's fingerprint", () => {
  it("is a SHA-256 in hex, the same for the same request with its keys in another order", () => {
    expect(fingerprint(REQUEST)).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(reversedKeys(REQUEST))).not.toBe(JSON.stringify(REQUEST));
    expect(fingerprint(reversedKeys(REQUEST))).toBe(fingerprint(REQUEST));
  });

  it("does not change with what does not decide the order", () => {
    const same = fingerprint(REQUEST);
    const unchanged: Partial<OrderCreateRequest>[] = [
      { idempotencyKey: "another-key-2" },
      { terminal: "WAP" },
      { txId: "abc123" },
      // Lines, codes and services in another order; spaces and case the service ignores.
      { orderLines: [...REQUEST.orderLines].reverse() },
      {
        orderLines: REQUEST.orderLines.map((line) => ({
          ...line,
          quantity: String(line.quantity),
        })),
      },
      { discountCodes: [{ couponCode: " welcome10 ", couponType: "PROMOTION_CODE" }] },
      { email: " Buyer@Example.com " },
      { goDollar: 0 },
      { buyerRemark: null },
      // A pick-up point is ignored by an express delivery, and staff fields by a guest's order.
      { pickUpPointCode: "STORE-1", pickUpContact: { name: "A", mobile: "1" } },
      { guideId: "G1", o2oShopCode: "S1" },
      { deliveryAddress: { ...ADDRESS, address: ` ${ADDRESS.address} ` } },
    ];
    for (const change of unchanged) {
      const request = { ...REQUEST, ...change };
      expect(fingerprint(request, { ...GUEST, email: request.email }), JSON.stringify(change)).toBe(
        same,
      );
    }
  });

  it("changes with each thing that decides the order", () => {
    const same = fingerprint(REQUEST);
    const changes: Partial<OrderCreateRequest>[] = [
      { orderLines: [{ ...REQUEST.orderLines[0]!, quantity: 3 }, REQUEST.orderLines[1]!] },
      { orderLines: [REQUEST.orderLines[0]!] },
      { orderLines: [REQUEST.orderLines[0]!, { ...REQUEST.orderLines[1]!, skuCode: "SKU-C" }] },
      {
        orderLines: [
          REQUEST.orderLines[0]!,
          { ...REQUEST.orderLines[1]!, lineType: "ATTACHED_PRODUCT", activityId: "ACT-1" },
        ],
      },
      { discountCodes: [] },
      { discountCodes: [{ couponCode: "OTHER", couponType: "PROMOTION_CODE" }] },
      { goDollar: 500 },
      { payType: "ALIPAY_HK" },
      { additionalServices: [] },
      { additionalServices: [{ type: "PACKAGE", memo: "Happy birthday" }] },
      { deliveryAddress: { ...ADDRESS, address: "2 Queen's Road Central" } },
      { deliveryAddress: { ...ADDRESS, receiverMobile: "+852 98765432" } },
      { isSameAsAddress: false, billingAddress: { name: "Chan", mobile: "91234567" } },
      { distributionType: "PICKUP", pickUpPointCode: "STORE-1" },
      { checkoutKind: "MEMBER" },
      { buyerRemark: "Ring twice" },
    ];
    const seen = new Set([same]);
    for (const change of changes) {
      const next = fingerprint({ ...REQUEST, ...change });
      expect(next, JSON.stringify(change)).not.toBe(same);
      seen.add(next);
    }
    expect(seen.size).toBe(changes.length + 1);
    expect(fingerprint(REQUEST, { ...GUEST, email: "other@example.com" })).not.toBe(same);
  });

  it("counts a member's saved address by its content, not its code", () => {
    const member = (code: string, saved: AddressInput | null) =>
      fingerprint(
        { ...REQUEST, checkoutKind: "MEMBER", deliveryAddress: null, deliveryAddressCode: code },
        { email: "member@example.com", isMember: true, savedAddress: saved },
      );
    // The page saves a new address before each attempt: a retry names the same one anew.
    expect(member("ADDR-2", ADDRESS)).toBe(member("ADDR-1", ADDRESS));
    expect(member("ADDR-1", { ...ADDRESS, districtId: 810002 })).not.toBe(
      member("ADDR-1", ADDRESS),
    );
    // A code that names none of the member's addresses is kept as it was sent.
    expect(member("ADDR-9", null)).not.toBe(member("ADDR-8", null));
  });

  it("reads a pick-up order by its point and collector, not a leftover address", () => {
    const pickUp: OrderCreateRequest = {
      ...REQUEST,
      distributionType: "PICKUP",
      pickUpPointCode: "STORE-1",
      pickUpContact: { name: "Chan", mobile: "91234567" },
    };
    expect(fingerprint({ ...pickUp, deliveryAddress: null })).toBe(fingerprint(pickUp));
    expect(fingerprint({ ...pickUp, pickUpPointCode: "STORE-2" })).not.toBe(fingerprint(pickUp));
    expect(fingerprint({ ...pickUp, pickUpContact: { name: "Lee", mobile: "91234567" } })).not.toBe(
      fingerprint(pickUp),
    );
  });
});
