/**
 * What an order e-mail says, as plain data (docs/adr/0045). The domain builds an `OrderEmail`
 * from the database and a notice; a renderer outside the domain (components/emails, React Email)
 * turns it into subject, HTML and text. Money is integer HKD cents.
 */
import type { Locale } from "@/lib/domain/locales";
import type { ORDER_EMAIL_KINDS } from "./constants";

export type OrderEmailKind = (typeof ORDER_EMAIL_KINDS)[number];

/** A line and how many of it a return or refund covers. */
export interface NoticeLine {
  /** order_lines.id */
  orderLineId: string;
  quantity: number;
}

/**
 * Why an e-mail goes out, with what each template needs beyond the order itself. The order is
 * named by its code (what people and every domain know it by).
 */
export type OrderNotice =
  | { kind: "ORDER_PLACED"; orderCode: string }
  | { kind: "ORDER_PAID"; orderCode: string }
  /** One parcel: the lines in it are the ones shipped under this tracking number. */
  | { kind: "ORDER_SHIPPED"; orderCode: string; trackingNo: string }
  | { kind: "ORDER_DELIVERED"; orderCode: string }
  | {
      kind: "RETURN_APPROVED";
      orderCode: string;
      afterSalesOrderNo: string;
      /** What the shopper sends back. */
      lines: readonly NoticeLine[];
    }
  | {
      kind: "REFUND_DONE";
      orderCode: string;
      refundOrderNo: string;
      /** Cents back to the card (or wallet) the order was paid with. */
      refundAmount: number;
      /** Go-dollar cents given back to the member's balance (0: none). */
      goDollarAmount: number;
      /** The lines refunded, when the refund is for some lines; absent: not listed. */
      lines?: readonly NoticeLine[];
    };

export interface OrderEmailLine {
  name: string;
  color: string;
  size: string;
  quantity: number;
  /** What the shopper paid for the line; null when the e-mail lists part of a line (returns). */
  amount: number | null;
  /** The product image as stored (a path or URL; the renderer makes it absolute), or null. */
  image: string | null;
  isGift: boolean;
}

export interface OrderEmailTotals {
  productAmount: number;
  activityDiscount: number;
  couponDiscount: number;
  deductionAmount: number;
  freight: number;
  tax: number;
  additionalServiceFee: number;
  amount: number;
}

export interface OrderEmailShipment {
  carrierName: string;
  trackingNo: string;
  /** The carrier's tracking page for this number; null for a carrier without one. */
  trackingUrl: string | null;
}

export interface OrderEmail {
  notice: OrderNotice;
  locale: Locale;
  recipient: string;
  orderCode: string;
  orderTime: Date;
  /** Members read the order in their account; guests look it up by code and e-mail. */
  isMember: boolean;
  /** The lines this e-mail is about (all, the parcel's, or the returned ones). */
  lines: OrderEmailLine[];
  totals: OrderEmailTotals;
  shipment: OrderEmailShipment | null;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  /** The plain-text alternative (and what `npm run outbox` prints). */
  text: string;
}

export type OrderEmailRenderer = (email: OrderEmail) => Promise<RenderedEmail>;
