/**
 * Order and payment operations (shopping §7 Checkout orderPay / pay, Orders; accounts §7 Guest
 * order lookup) with their result types.
 */
import { defineOperation, type UserErrorData } from "./define";
import type { MoneyData } from "./products";

export interface PaymentResponseData {
  form: string;
  productType: string;
  paySign: string;
  paymentPageUrl: string;
}

export interface OrderPayInputData {
  orderId: string;
  channelType?: string;
  paymentType: "WAP" | "PC";
  orderDesc?: string | null;
  returnUrl?: string | null;
  failUrl?: string | null;
  amount?: MoneyData | null;
  language?: "E" | "C";
  redirectCountdown?: number;
  extendParams?: { specifiedPaymentMethod?: string } | null;
}

export const orderPay = defineOperation<
  { pay: { response: PaymentResponseData | null; userErrors: UserErrorData[] } },
  { input: OrderPayInputData }
>(
  `mutation orderPay($input: OrderPayInput!) { pay(input: $input) {
    response { form productType paySign paymentPageUrl } userErrors { code message field } } }`,
);

export interface OrderLineData {
  id: string;
  skuCode: string;
  spuCode: string;
  omsSkuCode: string;
  name: string;
  /** JSON with color and size. */
  skuProperties: string;
  image: string | null;
  isGift: boolean;
  lineType: string;
  quantity: number;
  listPrice: MoneyData;
  salePrice: MoneyData;
  promoPrice: MoneyData;
  amount: MoneyData;
  promotions: { name: string }[];
  refundStatus: string | null;
}

export interface OrderData {
  code: string;
  orderCode: string;
  orderStatus: string;
  /** The shopper's label for the status (shopping §4). */
  statusLabel: string;
  orderTime: string;
  scheduleCancelTime: string | null;
  amount: MoneyData;
  receivedAmount: MoneyData;
  productAmount: MoneyData;
  freight: MoneyData;
  tax: MoneyData;
  couponDiscount: MoneyData;
  activityDiscount: MoneyData;
  deductionAmount: MoneyData;
  additionalServiceFee: MoneyData;
  distributionType: string;
  canCancel: boolean;
  canPay: boolean;
  email: string;
  /** Staff Checkout only: the staff id and store code given at checkout. */
  guideId: string | null;
  o2oShopCode: string | null;
  receiptInfo: {
    name: string;
    mobile: string;
    address: string;
    country: string | null;
    province: string | null;
    city: string | null;
    district: string | null;
    selfPickupShopCode: string | null;
    distributionType: string;
  };
  orderLines: OrderLineData[];
  orderActivities: { activityId: string; activityName: string }[];
  orderDeductions: {
    code: string;
    name: string;
    cost: number;
    actualAmount: MoneyData;
    deductionType: string;
  }[];
  additionalServices: { serviceType: string; amount: MoneyData; memo: string | null }[];
  logistics: {
    providerCode: string;
    providerName: string;
    memo: string | null;
    trackingNo: string;
  }[];
}

const MONEY = "{ amount currencyCode }";
const ORDER = `code orderCode orderStatus statusLabel orderTime scheduleCancelTime amount ${MONEY}
  receivedAmount ${MONEY} productAmount ${MONEY} freight ${MONEY} tax ${MONEY} couponDiscount ${MONEY}
  activityDiscount ${MONEY} deductionAmount ${MONEY} additionalServiceFee ${MONEY} distributionType
  canCancel canPay email guideId o2oShopCode
  receiptInfo { name mobile address country province city district selfPickupShopCode distributionType }
  orderLines { id skuCode spuCode omsSkuCode name skuProperties image isGift lineType quantity
    listPrice ${MONEY} salePrice ${MONEY} promoPrice ${MONEY} amount ${MONEY} promotions { name } refundStatus }
  orderActivities { activityId activityName }
  orderDeductions { code name cost actualAmount ${MONEY} deductionType }
  additionalServices { serviceType amount ${MONEY} memo }
  logistics { providerCode providerName memo trackingNo }`;

/** One order by its code: the caller's own, or the one a guest token reaches. */
export const getOrderDetail = defineOperation<
  { orderDetail: OrderData },
  { code: string; type?: string | null }
>(
  `query getOrderDetail($code: String!, $type: String) { orderDetail(code: $code, type: $type) { ${ORDER} } }`,
);

export interface OrderListItemData {
  code: string;
  orderCode: string;
  orderStatus: string;
  statusLabel: string;
  orderTime: string;
  amount: MoneyData;
  canPay: boolean;
  orderLines: { name: string; image: string | null; quantity: number; skuProperties: string }[];
}

/** The caller's orders: tab by statuses, months back, paged (shopping §2 Orders). */
export const getOrderList = defineOperation<
  {
    customer: {
      userCode: string;
      orders: {
        edges: { cursor: string; node: OrderListItemData }[];
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
        totalCount: number;
      };
    } | null;
  },
  {
    pageInput?: { first?: number; after?: string | null };
    months?: number | null;
    orderStatuses?: string[] | null;
  }
>(
  `query getOrderList($pageInput: PageInput, $months: Int, $orderStatuses: [String!]) { customer { userCode
    orders(pageInput: $pageInput, months: $months, orderStatuses: $orderStatuses) {
      edges { cursor node { code orderCode orderStatus statusLabel orderTime amount ${MONEY} canPay
        orderLines { name image quantity skuProperties } } }
      pageInfo { hasNextPage endCursor } totalCount } } }`,
);

export const orderCancel = defineOperation<
  {
    orderCancel: {
      order: { code: string; orderStatus: string } | null;
      userErrors: UserErrorData[];
    };
  },
  { orderId: string; cancelReason?: string | null }
>(
  `mutation orderCancel($orderId: String!, $cancelReason: String) { orderCancel(orderId: $orderId, cancelReason: $cancelReason) {
    order { code orderStatus } userErrors { code message field } } }`,
);

/** accounts §4 Guest order lookup: a short-lived token scoped to one order, or an error code. */
export const queryVisitorToken = defineOperation<
  {
    queryVisitorToken: {
      token: string | null;
      expiration: string | null;
      error: boolean;
      code: string | null;
      message: string | null;
    };
  },
  { orderCode: string; email: string }
>(
  `query queryVisitorToken($orderCode: String!, $email: String!) { queryVisitorToken(orderCode: $orderCode, email: $email) {
    token expiration error code message } }`,
);

/** The order a guest's temporary token reaches (shop.order). */
export const getOrderDetailByVisitor = defineOperation<
  { shop: { order: OrderData | null } },
  { input: { orderCode: string; tempToken: string } }
>(
  `query getOrderDetailByVisitor($input: VisitorOrderInput!) { shop { order(input: $input) { ${ORDER} } } }`,
);
