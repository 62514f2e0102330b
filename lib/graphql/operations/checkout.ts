/**
 * Checkout operations (shopping §7 Checkout; accounts §7 Addresses, regions, pick-up points)
 * with their result types.
 */
import { defineOperation, type UserErrorData } from "./define";
import type { MoneyData } from "./products";

export interface TransportMethodData {
  id: string;
  transportName: string;
  /** EXPRESS, or PICKUP with pickUpType 1 courier point, 2 store, 3 locker. */
  transportMethod: "EXPRESS" | "PICKUP";
  pickUpType: number | null;
  expressCompany: string;
  expressCompanyCode: string;
  expressTime: string;
  remark: string;
  imgUrl: string | null;
  sortNo: number;
}

export interface AdditionalServiceInfoData {
  type: "PACKAGE" | "GREETING_CARD";
  name: string;
  amount: MoneyData;
  promotionAmount: MoneyData;
}

export const checkBaseInfo = defineOperation<{
  checkBaseInfo: {
    transportMethods: TransportMethodData[];
    additionalServices: AdditionalServiceInfoData[];
    paymentMethods: { code: string; name: string }[];
    visitorCheckout: boolean;
  };
}>(
  `query checkBaseInfo { checkBaseInfo {
    transportMethods { id transportName transportMethod pickUpType expressCompany expressCompanyCode expressTime remark imgUrl sortNo }
    additionalServices { type name amount { amount currencyCode } promotionAmount { amount currencyCode } }
    paymentMethods { code name } visitorCheckout } }`,
);

export interface RegionData {
  id: number;
  code: string;
  name: string;
  parentId: number | null;
  country: string;
  hasChildren: boolean;
}

/** Regions under `pid` (default 1: the top level, Hong Kong 810000, Macau 820000, provinces). */
export const chineseRegions = defineOperation<
  { chineseRegions: RegionData[] },
  { pid?: number | null; lang?: string | null }
>(
  `query chineseRegions($pid: Int, $lang: String) { chineseRegions(pid: $pid, lang: $lang) { id code name parentId country hasChildren } }`,
);

export interface PickUpPointData {
  id: number;
  code: string;
  name: string;
  type: number;
  region: string;
  regionId: number | null;
  district: string;
  districtId: number | null;
  address: string;
  telephone: string | null;
  bussinessHours: string | null;
  latitude: string | null;
  longitude: string | null;
  sameDay: boolean;
  /** ENABLED or DISABLED: disabled points are listed but cannot be chosen. */
  status: "ENABLED" | "DISABLED";
}

export const getPickUpAddress = defineOperation<
  { getPickUpAddress: PickUpPointData[] },
  { input: { type?: number | null; regionId?: number | null }; lang?: string | null }
>(
  `query getPickUpAddress($input: PickUpAddressInput!, $lang: String) { getPickUpAddress(input: $input, lang: $lang) {
    id code name type region regionId district districtId address telephone bussinessHours latitude longitude sameDay status } }`,
);

export interface DeliveryAddressData {
  code: string;
  isDefault: boolean;
  receiverFirstName: string;
  receiverLastName: string;
  receiverName: string;
  receiverMobile: string;
  receiverTelephone: string | null;
  receiverEmail: string | null;
  country: string;
  provinceId: number | null;
  province: string | null;
  cityId: number | null;
  city: string | null;
  districtId: number | null;
  district: string | null;
  address: string;
  receiverZipcode: string | null;
}

const ADDRESS = `code isDefault receiverFirstName receiverLastName receiverName receiverMobile receiverTelephone
  receiverEmail country provinceId province cityId city districtId district address receiverZipcode`;

/** The member's address book (members only). */
export const userAddresses = defineOperation<{ userAddresses: DeliveryAddressData[] }>(
  `query userAddresses { userAddresses { ${ADDRESS} } }`,
);

export interface DeliveryAddressInputData {
  receiverFirstName: string;
  receiverLastName: string;
  receiverMobile: string;
  receiverTelephone?: string | null;
  receiverEmail?: string | null;
  country: string;
  provinceId?: number | null;
  cityId?: number | null;
  districtId?: number | null;
  address: string;
  receiverZipcode?: string | null;
  isDefault?: boolean | null;
}

export const deliveryAddressCreate = defineOperation<
  { deliveryAddressCreate: { address: DeliveryAddressData | null; userErrors: UserErrorData[] } },
  { input: DeliveryAddressInputData }
>(
  `mutation deliveryAddressCreate($input: DeliveryAddressInput!) { deliveryAddressCreate(input: $input) { address { ${ADDRESS} } userErrors { code message field } } }`,
);

export const billingAddress = defineOperation<{
  billingAddress: { code: string; name: string; mobile: string; address: string | null } | null;
}>(`query billingAddress { billingAddress { code name mobile address } }`);

export const saveBillingAddress = defineOperation<
  { saveBillingAddress: { code: string | null; userErrors: UserErrorData[] } },
  { input: { name: string; mobile: string; address?: string | null; code?: string | null } }
>(
  `mutation saveBillingAddress($input: BillingAddressInput!) { saveBillingAddress(input: $input) { code userErrors { code message field } } }`,
);

/** shopping §3 Order-create payload. Amounts sent by the client are ignored: the server reprices. */
export interface OrderCreateInputData {
  /** Makes a double click one order: the same key answers with the same order. */
  idempotencyKey: string;
  terminal: "PC" | "WAP";
  buyerRemark?: string;
  platformSource?: "OFFICIAL_SITE";
  checkoutKind: "GUEST" | "MEMBER" | "STAFF";
  /** Required for guests; members default to their account e-mail. */
  email?: string | null;
  distributionType: "EXPRESS" | "PICKUP";
  /** EXPRESS: the address (a saved code, or a new one). */
  deliveryAddressCode?: string | null;
  deliveryAddress?: DeliveryAddressInputData | null;
  /** PICKUP: the pick-up point code, plus who collects. */
  pickUpPointCode?: string | null;
  pickUpContact?: { name: string; mobile: string } | null;
  /** The transport method chosen (express company for EXPRESS). */
  transportMethodId?: string | null;
  billingAddress?: { name: string; mobile: string; address?: string | null } | null;
  isSameAsAddress?: boolean;
  additionalServices?: { type: "PACKAGE" | "GREETING_CARD"; memo?: string | null }[];
  orderLines: {
    skuCode: string;
    quantity: number;
    lineType?: "SALABLE_PRODUCT" | "ATTACHED_PRODUCT";
    activityId?: string | null;
    /** Accepted and ignored. */
    price?: string | null;
  }[];
  discountCodes?: { couponCode: string; couponType?: "PROMOTION_CODE" | "PROMOTION_COUPON" }[];
  goDollar?: number | null;
  payType: string;
  /** Staff checkout (shopping §2): the staff id and the store code. */
  guideId?: string | null;
  o2oShopCode?: string | null;
  txId?: string | null;
}

export interface OrderSummaryData {
  code: string;
  orderCode: string;
  orderStatus: string;
  scheduleCancelTime: string | null;
  amount: MoneyData;
}

export const createOrder = defineOperation<
  { orderCreate: { order: OrderSummaryData | null; userErrors: UserErrorData[] } },
  { input: OrderCreateInputData }
>(
  `mutation createOrder($input: OrderCreateInput!) { orderCreate(input: $input) {
    order { code orderCode orderStatus scheduleCancelTime amount { amount currencyCode } }
    userErrors { code message field } } }`,
);
