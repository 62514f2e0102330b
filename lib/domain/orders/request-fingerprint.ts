/**
 * The fingerprint of an order request (issue 18 item 4, ADR 0052): what decides the order, as
 * canonical JSON (object keys sorted) hashed with SHA-256, kept with the order. The same
 * idempotency key with another fingerprint is refused instead of answered with the first order.
 *
 * In it: the checkout kind, the order's e-mail, the delivery (the address's content, or the
 * pick-up point and collector), the billing choice, the lines, the codes, go-dollar, the
 * additional services, the payment method, the staff fields and the buyer's remark. Left out:
 * the key itself, the terminal and the txId (how and through which link the shopper came, not
 * what they buy), and the ignored inputs (client prices, platformSource, transportMethodId).
 *
 * Normalised as the order service reads the request, so that a retry of the same checkout is
 * never refused over a difference the order would not show: texts trimmed, the e-mail and codes
 * in one case, lines, codes and services in a fixed order, go-dollar 0 as none, the parts the
 * chosen delivery mode ignores left out. A saved address counts by its content, not its code:
 * the checkout page saves a member's new address before each attempt, so a retry after a lost
 * answer names the same address under a new code.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import {
  normaliseRegions,
  toAddress,
  type AddressInput,
  type AddressRow,
} from "@/lib/domain/checkout/places";
import type { DeliveryRequest } from "./resolve-delivery";

/** The parts of an order request (create.ts's OrderCreateRequest) the fingerprint reads. */
export interface FingerprintedRequest extends DeliveryRequest {
  checkoutKind: string;
  orderLines: readonly {
    skuCode: string;
    quantity: unknown;
    lineType: string | null;
    activityId: string | null;
  }[];
  discountCodes: readonly { couponCode: string }[];
  goDollar: number | null;
  additionalServices: readonly { type: string; memo: string | null }[];
  payType: string | null;
  guideId: string | null;
  o2oShopCode: string | null;
  buyerRemark: string | null;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** JSON with every object's keys in code-point order, so equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

const text = (value: string | null | undefined): string | null => value?.trim() || null;

/** A list in a fixed order: the order of lines, codes or services does not change the order. */
const sorted = (items: Json[]): Json[] =>
  items
    .map((item) => ({ item, key: canonicalJson(item) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ item }) => item);

/** An address by what it says; its code and default flag do not change where the order goes. */
function addressContent(address: AddressInput): Json {
  return {
    receiverFirstName: text(address.receiverFirstName),
    receiverLastName: text(address.receiverLastName),
    receiverMobile: text(address.receiverMobile),
    receiverTelephone: text(address.receiverTelephone),
    receiverEmail: text(address.receiverEmail)?.toLowerCase() ?? null,
    country: address.country,
    provinceId: address.provinceId,
    cityId: address.cityId,
    districtId: address.districtId,
    address: text(address.address),
    zipCode: text(address.zipCode),
  };
}

/** A Quantity as the order reads it: "2" and 2 are the same; anything else as sent. */
function quantityOf(value: unknown): Json {
  if (typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) {
    return Number(value);
  }
  return (value ?? null) as Json;
}

export interface FingerprintFacts {
  /** The order's e-mail as the service settles it (the request's, else the account's). */
  email: string | null;
  /** Whether the caller is a member: only a member's saved address code is read. */
  isMember: boolean;
  /** The saved address the request's code names, when it names one of the member's. */
  savedAddress: AddressInput | null;
}

/** What decides the order, normalised (exported for its tests). */
export function meaningfulInput(request: FingerprintedRequest, facts: FingerprintFacts): Json {
  const pickUp = request.distributionType === "PICKUP";
  const code = text(request.deliveryAddressCode);
  const byCode = !pickUp && code !== null && facts.isMember;
  return {
    checkoutKind: request.checkoutKind,
    email: facts.email?.trim().toLowerCase() || null,
    distributionType: request.distributionType,
    delivery: pickUp
      ? {
          pickUpPointCode: text(request.pickUpPointCode),
          pickUpContact: request.pickUpContact
            ? { name: text(request.pickUpContact.name), mobile: text(request.pickUpContact.mobile) }
            : null,
        }
      : byCode
        ? facts.savedAddress
          ? { address: addressContent(facts.savedAddress) }
          : { unknownAddressCode: code }
        : {
            address: request.deliveryAddress
              ? addressContent(normaliseRegions(request.deliveryAddress))
              : null,
          },
    billing: request.isSameAsAddress
      ? "SAME_AS_DELIVERY"
      : request.billingAddress
        ? {
            name: text(request.billingAddress.name),
            mobile: text(request.billingAddress.mobile),
            address: text(request.billingAddress.address),
          }
        : null,
    orderLines: sorted(
      request.orderLines.map((line) => ({
        skuCode: line.skuCode.trim(),
        quantity: quantityOf(line.quantity),
        lineType: line.lineType === "ATTACHED_PRODUCT" ? "ATTACHED_PRODUCT" : "SALABLE_PRODUCT",
        activityId: text(line.activityId),
      })),
    ),
    discountCodes: [
      ...new Set(
        request.discountCodes
          .map((requested) => requested.couponCode.trim().toUpperCase())
          .filter((couponCode) => couponCode !== ""),
      ),
    ].sort(),
    goDollar: request.goDollar && request.goDollar > 0 ? request.goDollar : null,
    additionalServices: sorted(
      request.additionalServices.map((service) => ({
        type: service.type,
        memo: text(service.memo),
      })),
    ),
    payType: text(request.payType),
    staff:
      request.checkoutKind === "STAFF"
        ? { guideId: text(request.guideId), o2oShopCode: text(request.o2oShopCode) }
        : null,
    buyerRemark: text(request.buyerRemark),
  };
}

/** SHA-256 (hex) of the canonical JSON of what decides the order. */
export function requestFingerprint(request: FingerprintedRequest, facts: FingerprintFacts): string {
  return createHash("sha256")
    .update(canonicalJson(meaningfulInput(request, facts)))
    .digest("hex");
}

/** The saved address a member's request names by code (one indexed read), else null. */
export async function savedAddressOf(
  db: Db,
  customerId: string,
  request: FingerprintedRequest,
): Promise<AddressInput | null> {
  const code = text(request.deliveryAddressCode);
  if (request.distributionType === "PICKUP" || code === null) return null;
  const [row] = await queryRows<AddressRow>(
    db,
    sql`select * from delivery_addresses where customer_id = ${customerId}::uuid and code = ${code}`,
  );
  return row ? toAddress(row) : null;
}
