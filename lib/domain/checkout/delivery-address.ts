/**
 * The delivery address built for an order (shopping §3): mobile, name, mail, address parts with
 * ids, the address prefixed by the district with the pick-up shop code appended in brackets,
 * distributionType (EXPRESS by default, otherwise the chosen method's type), logisticsCompanyCode
 * (the express company for EXPRESS, else STORE_PICKUP), extInfos (JSON with deliveryMethod).
 * Empty fields are dropped. Pure.
 */
import { EXPRESS_COMPANY, PICKUP_LOGISTICS_CODE } from "./transport-methods";

export interface AddressParts {
  name: string;
  mobile: string;
  mail: string | null;
  country: string;
  countryId?: number | null;
  province?: string | null;
  provinceId?: number | null;
  city?: string | null;
  cityId?: number | null;
  district?: string | null;
  districtId?: number | null;
  address: string;
  zipCode?: string | null;
}

export interface DeliveryChoice {
  distributionType: "EXPRESS" | "PICKUP";
  /** The transport method id (deliveryMethod). */
  deliveryMethod: string;
  /** PICKUP: the point's code, appended to the address in brackets. */
  selfPickupShopCode?: string | null;
}

export type DeliveryAddress = Record<string, string | number>;

export function buildDeliveryAddress(parts: AddressParts, choice: DeliveryChoice): DeliveryAddress {
  const district = parts.district?.trim();
  const base = parts.address.trim();
  const prefixed = district && !base.startsWith(district) ? `${district} ${base}` : base;
  const address = choice.selfPickupShopCode
    ? `${prefixed} (${choice.selfPickupShopCode})`
    : prefixed;
  const raw: Record<string, string | number | null | undefined> = {
    mobile: parts.mobile.trim(),
    name: parts.name.trim(),
    mail: parts.mail?.trim(),
    country: parts.country,
    countryId: parts.countryId,
    province: parts.province,
    provinceId: parts.provinceId,
    city: parts.city,
    cityId: parts.cityId,
    district,
    districtId: parts.districtId,
    address,
    zipCode: parts.zipCode?.trim(),
    selfPickupShopCode: choice.selfPickupShopCode,
    distributionType: choice.distributionType,
    logisticsCompanyCode:
      choice.distributionType === "EXPRESS" ? EXPRESS_COMPANY.code : PICKUP_LOGISTICS_CODE,
    extInfos: JSON.stringify({ deliveryMethod: choice.deliveryMethod }),
  };
  return Object.fromEntries(
    Object.entries(raw).filter(
      (entry): entry is [string, string | number] =>
        entry[1] !== null && entry[1] !== undefined && entry[1] !== "",
    ),
  );
}
