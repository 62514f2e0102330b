/**
 * A sample order for each order e-mail, for the /ops preview and the template tests: two lines
 * (one on promotion, one gift), go-dollar, delivery, and each kind's own figures. Fixed values,
 * never a real customer's data.
 */
import type { OrderEmail, OrderEmailKind, OrderNotice } from "@/lib/domain/notifications/model";
import { ORDER_EMAIL_KINDS } from "@/lib/domain/notifications/constants";
import { EXPRESS_COMPANY, expressTrackingUrl } from "@/lib/domain/checkout/transport-methods";
import type { Locale } from "@/lib/domain/locales";

const CODE = "SO2611270001";
const LINE_IDS = ["sample-line-1", "sample-line-2"];

function noticeOf(kind: OrderEmailKind): OrderNotice {
  switch (kind) {
    case "ORDER_SHIPPED":
      return { kind, orderCode: CODE, trackingNo: "SF1234567890" };
    case "RETURN_APPROVED":
      return {
        kind,
        orderCode: CODE,
        afterSalesOrderNo: "AS2612030001",
        lines: [{ orderLineId: LINE_IDS[0]!, quantity: 1 }],
      };
    case "REFUND_DONE":
      return {
        kind,
        orderCode: CODE,
        refundOrderNo: "RF2612100001",
        refundAmount: 119_000,
        goDollarAmount: 5_000,
        lines: [{ orderLineId: LINE_IDS[0]!, quantity: 1 }],
      };
    default:
      return { kind, orderCode: CODE } as OrderNotice;
  }
}

export const SAMPLE_KINDS = ORDER_EMAIL_KINDS;

export function sampleOrderEmail(kind: OrderEmailKind, locale: Locale): OrderEmail {
  const zh = locale === "zh";
  const jacket = {
    name: zh ? "男裝 Gore-Tex 防水外套" : "Men's Gore-Tex Waterproof Jacket",
    color: zh ? "深藍" : "Navy",
    size: "M",
    image: "/images/content/hero-trail.svg",
    isGift: false,
  };
  const bottle = {
    name: zh ? "不鏽鋼水壺" : "Steel Water Bottle",
    color: zh ? "銀色" : "Silver",
    size: "500ml",
    image: null,
    isGift: true,
  };
  const partial = kind === "RETURN_APPROVED" || kind === "REFUND_DONE";
  return {
    notice: noticeOf(kind),
    locale,
    recipient: "shopper@example.com",
    orderCode: CODE,
    orderTime: new Date("2026-11-27T06:30:00Z"),
    isMember: true,
    lines: partial
      ? [{ ...jacket, quantity: 1, amount: null }]
      : [
          { ...jacket, quantity: 2, amount: 238_000 },
          { ...bottle, quantity: 1, amount: 0 },
        ],
    totals: {
      productAmount: 258_000,
      activityDiscount: 20_000,
      couponDiscount: 0,
      deductionAmount: 5_000,
      freight: 0,
      tax: 0,
      additionalServiceFee: 0,
      amount: 233_000,
    },
    shipment:
      kind === "ORDER_SHIPPED"
        ? {
            carrierName: zh ? EXPRESS_COMPANY.zh : EXPRESS_COMPANY.en,
            trackingNo: "SF1234567890",
            trackingUrl: expressTrackingUrl("SF1234567890", locale),
          }
        : null,
  };
}
