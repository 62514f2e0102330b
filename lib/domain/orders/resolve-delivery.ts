/**
 * Turns an order request's delivery choice into the address the order keeps (shopping §3, §4
 * Delivery modes): a saved or new address for express, a pick-up point and its collector for
 * pick-up; and the billing address (same as delivery, given, or the member's saved one).
 */
import type { Tx } from "@/lib/db/connect";
import { CHECKOUT_ERROR_CODES } from "@/lib/domain/checkout/checkout-rules";
import { buildDeliveryAddress, type DeliveryAddress } from "@/lib/domain/checkout/delivery-address";
import {
  addressProblem,
  normaliseRegions,
  billingAddressOf,
  findPickUpPoint,
  regionNames,
  savedAddresses,
  type AddressInput,
  type PickUpPoint,
} from "@/lib/domain/checkout/places";
import { findTransportMethod } from "@/lib/domain/checkout/transport-methods";
import { PICK_UP_TYPES } from "@/lib/domain/checkout/constants";
import type { Locale } from "@/lib/domain/locales";
import { CartRefusal } from "@/lib/domain/cart/refusal";

export interface DeliveryRequest {
  distributionType: "EXPRESS" | "PICKUP";
  deliveryAddressCode?: string | null;
  deliveryAddress?: AddressInput | null;
  pickUpPointCode?: string | null;
  pickUpContact?: { name: string; mobile: string } | null;
  billingAddress?: { name: string; mobile: string; address?: string | null } | null;
  isSameAsAddress?: boolean | null;
}

export interface ResolvedDelivery {
  deliveryAddress: DeliveryAddress;
  country: string;
  mobile: string;
  pickUpPoint: PickUpPoint | null;
  billing: { name: string; mobile: string; address: string | null } | null;
  deliveryMethod: string;
}

const PICKUP_METHOD_BY_TYPE: Record<number, string> = {
  [PICK_UP_TYPES.STORE]: "PICKUP-STORE",
  [PICK_UP_TYPES.COURIER_POINT]: "PICKUP-SF-POINT",
  [PICK_UP_TYPES.LOCKER]: "PICKUP-SF-BOX",
};

export async function resolveDelivery(
  tx: Tx,
  request: DeliveryRequest,
  input: { customerId: string; isMember: boolean; email: string; locale: Locale },
): Promise<ResolvedDelivery | null> {
  let parts: Parameters<typeof buildDeliveryAddress>[0];
  let pickUpPoint: PickUpPoint | null = null;
  let deliveryMethod: string;
  if (request.distributionType === "PICKUP") {
    if (!request.pickUpPointCode) return null;
    pickUpPoint = await findPickUpPoint(tx, request.pickUpPointCode, input.locale);
    if (!pickUpPoint)
      throw new CartRefusal(CHECKOUT_ERROR_CODES.PICKUP_POINT_REQUIRED, "pickUpPointCode");
    if (!pickUpPoint.enabled)
      throw new CartRefusal(CHECKOUT_ERROR_CODES.PICKUP_POINT_DISABLED, "pickUpPointCode");
    const contact = request.pickUpContact;
    if (!contact?.name.trim()) return null;
    deliveryMethod = PICKUP_METHOD_BY_TYPE[pickUpPoint.type] ?? "PICKUP-STORE";
    parts = {
      name: contact.name,
      mobile: contact.mobile,
      mail: input.email,
      country: pickUpPoint.country,
      province: pickUpPoint.region,
      provinceId: pickUpPoint.regionId,
      district: pickUpPoint.district,
      districtId: pickUpPoint.districtId,
      address: pickUpPoint.address,
    };
  } else {
    deliveryMethod = findTransportMethod("EXPRESS-SF")?.id ?? "EXPRESS-SF";
    let address: AddressInput | null = null;
    if (request.deliveryAddressCode && input.isMember) {
      const saved = (await savedAddresses(tx, input.customerId)).find(
        (candidate) => candidate.code === request.deliveryAddressCode,
      );
      if (!saved)
        throw new CartRefusal(CHECKOUT_ERROR_CODES.ADDRESS_REQUIRED, "deliveryAddressCode");
      address = saved;
    } else if (request.deliveryAddress) {
      address = normaliseRegions(request.deliveryAddress);
      const problem = addressProblem(address);
      if (problem) throw new CartRefusal(problem.code, `deliveryAddress.${problem.field}`);
    }
    if (!address) return null;
    const names = await regionNames(
      tx,
      [address.provinceId, address.cityId, address.districtId],
      input.locale,
    );
    parts = {
      name: `${address.receiverFirstName} ${address.receiverLastName}`.trim(),
      mobile: address.receiverMobile,
      mail: address.receiverEmail ?? input.email,
      country: address.country,
      province: address.provinceId ? names.get(address.provinceId)?.name : null,
      provinceId: address.provinceId,
      city: address.cityId ? names.get(address.cityId)?.name : null,
      cityId: address.cityId,
      district: address.districtId ? names.get(address.districtId)?.name : null,
      districtId: address.districtId,
      address: address.address,
      zipCode: address.zipCode,
    };
  }
  const deliveryAddress = buildDeliveryAddress(parts, {
    distributionType: request.distributionType,
    deliveryMethod,
    selfPickupShopCode: pickUpPoint?.code ?? null,
  });
  const billing = request.isSameAsAddress
    ? { name: parts.name, mobile: parts.mobile, address: String(deliveryAddress.address ?? "") }
    : request.billingAddress?.name.trim() && request.billingAddress.mobile.trim()
      ? {
          name: request.billingAddress.name.trim(),
          mobile: request.billingAddress.mobile.trim(),
          address: request.billingAddress.address?.trim() || null,
        }
      : input.isMember
        ? await billingAddressOf(tx, input.customerId)
        : null;
  return {
    deliveryAddress,
    country: parts.country,
    mobile: parts.mobile,
    pickUpPoint,
    billing,
    deliveryMethod,
  };
}
