/**
 * Checkout operations (shopping §7 Checkout; accounts §7 Addresses, regions, pick-up points).
 * Data and input types are derived from the documents.
 */
import {
  defineOperation,
  graphql,
  UserErrorFields,
  type ResultOf,
  type VariablesOf,
} from "./define";
import { AdditionalServiceFields } from "./cart";
import { MoneyFields } from "./products";

export const checkBaseInfo = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query checkBaseInfo {
        checkBaseInfo {
          transportMethods {
            id
            transportName
            transportMethod
            pickUpType
            expressCompany
            expressCompanyCode
            expressTime
            remark
            imgUrl
            sortNo
          }
          additionalServices {
            ...AdditionalServiceFields
          }
          paymentMethods {
            code
            name
          }
          visitorCheckout
        }
      }
    `,
    [AdditionalServiceFields],
  ),
);

export type BaseInfoData = ResultOf<typeof checkBaseInfo.document>["checkBaseInfo"];
/** EXPRESS, or PICKUP with pickUpType 1 courier point, 2 store, 3 locker. */
export type TransportMethodData = BaseInfoData["transportMethods"][number];
export type AdditionalServiceInfoData = BaseInfoData["additionalServices"][number];

/** Regions under `pid` (default 1: the top level, Hong Kong 810000, Macau 820000, provinces). */
export const chineseRegions = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query chineseRegions($pid: Int, $lang: String) {
      chineseRegions(pid: $pid, lang: $lang) {
        id
        code
        name
        parentId
        country
        hasChildren
      }
    }
  `),
);

export type RegionData = ResultOf<typeof chineseRegions.document>["chineseRegions"][number];

/** `status` ENABLED or DISABLED: disabled points are listed but cannot be chosen. */
export const getPickUpAddress = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query getPickUpAddress($input: PickUpAddressInput!, $lang: String) {
      getPickUpAddress(input: $input, lang: $lang) {
        id
        code
        name
        type
        region
        regionId
        district
        districtId
        address
        telephone
        bussinessHours
        latitude
        longitude
        sameDay
        status
      }
    }
  `),
);

export type PickUpPointData = ResultOf<
  typeof getPickUpAddress.document
>["getPickUpAddress"][number];

export const DeliveryAddressFields = /* @__PURE__ */ graphql(`
  fragment DeliveryAddressFields on DeliveryAddress {
    code
    isDefault
    receiverFirstName
    receiverLastName
    receiverName
    receiverMobile
    receiverTelephone
    receiverEmail
    country
    provinceId
    province
    cityId
    city
    districtId
    district
    address
    receiverZipcode
  }
`);

export type DeliveryAddressData = ResultOf<typeof DeliveryAddressFields>;

/** The member's address book (members only). */
export const userAddresses = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      query userAddresses {
        userAddresses {
          ...DeliveryAddressFields
        }
      }
    `,
    [DeliveryAddressFields],
  ),
);

export const deliveryAddressCreate = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation deliveryAddressCreate($input: DeliveryAddressInput!) {
        deliveryAddressCreate(input: $input) {
          address {
            ...DeliveryAddressFields
          }
          userErrors {
            ...UserErrorFields
          }
        }
      }
    `,
    [DeliveryAddressFields, UserErrorFields],
  ),
);

export type DeliveryAddressInputData = VariablesOf<typeof deliveryAddressCreate.document>["input"];

export const billingAddress = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(`
    query billingAddress {
      billingAddress {
        code
        name
        mobile
        address
      }
    }
  `),
);

/** null when the member has saved none. */
export type BillingAddressData = ResultOf<typeof billingAddress.document>["billingAddress"];

export const saveBillingAddress = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation saveBillingAddress($input: BillingAddressInput!) {
        saveBillingAddress(input: $input) {
          code
          userErrors {
            ...UserErrorFields
          }
        }
      }
    `,
    [UserErrorFields],
  ),
);

/**
 * shopping §3 Order-create payload. Amounts sent by the client are ignored: the server reprices.
 * The same idempotency key answers with the same order, so a double click is one order.
 */
export const createOrder = /* @__PURE__ */ defineOperation(
  /* @__PURE__ */ graphql(
    `
      mutation createOrder($input: OrderCreateInput!) {
        orderCreate(input: $input) {
          order {
            code
            orderCode
            orderStatus
            scheduleCancelTime
            amount {
              ...MoneyFields
            }
          }
          userErrors {
            ...UserErrorFields
          }
        }
      }
    `,
    [MoneyFields, UserErrorFields],
  ),
);

export type OrderCreateInputData = VariablesOf<typeof createOrder.document>["input"];
export type OrderSummaryData = NonNullable<
  ResultOf<typeof createOrder.document>["orderCreate"]["order"]
>;
