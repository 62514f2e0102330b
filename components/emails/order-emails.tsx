/**
 * One template per order e-mail (issue 17 item 4; docs/adr/0045): placed, paid, shipped (carrier,
 * tracking number and link), delivered, return approved (after-sales code, what to send back,
 * the 14-day and 3-week words), refund done (amount to the card and to go-dollar). Each is the
 * shared layout with its own words; `subjectOf` gives the subject line.
 */
import { Link, Text } from "@react-email/components";
import type { ReactElement } from "react";
import { RETURN_HANDLING_WEEKS, RETURN_WITHIN_DAYS } from "@/lib/domain/notifications/constants";
import type { OrderEmail, OrderEmailKind, OrderNotice } from "@/lib/domain/notifications/model";
import { UNPAID_ORDER_CANCEL_HOURS } from "@/lib/domain/orders/constants";
import type { EmailOptions, EmailText } from "./email-text";
import { money, OrderEmailLayout } from "./order-email-layout";

export interface TemplateProps<K extends OrderEmailKind = OrderEmailKind> {
  email: OrderEmail & { notice: Extract<OrderNotice, { kind: K }> };
  t: EmailText;
  options: EmailOptions;
}

const paragraph = { fontSize: "14px", lineHeight: "20px" };

/** The bundle's sub-namespace of each kind. */
const KEY: Record<OrderEmailKind, string> = {
  ORDER_PLACED: "placed",
  ORDER_PAID: "paid",
  ORDER_SHIPPED: "shipped",
  ORDER_DELIVERED: "delivered",
  RETURN_APPROVED: "returnApproved",
  REFUND_DONE: "refundDone",
};

function refundTotal(notice: Extract<OrderNotice, { kind: "REFUND_DONE" }>): number {
  return notice.refundAmount + notice.goDollarAmount;
}

export function subjectOf(email: OrderEmail, t: EmailText): string {
  const { notice } = email;
  return t(`${KEY[notice.kind]}.subject`, {
    code: email.orderCode,
    afterSalesOrderNo: notice.kind === "RETURN_APPROVED" ? notice.afterSalesOrderNo : "",
  });
}

function Frame(props: TemplateProps & { intro: string; children?: ReactElement | ReactElement[] }) {
  const { email, t } = props;
  const key = KEY[email.notice.kind];
  const lineTitles: Partial<Record<OrderEmailKind, string>> = {
    ORDER_SHIPPED: t("shipped.inParcel"),
    RETURN_APPROVED: t("returnApproved.sendBack"),
    REFUND_DONE: t("refundDone.refundedItems"),
  };
  return (
    <OrderEmailLayout
      email={email}
      t={t}
      options={props.options}
      preview={props.intro}
      heading={t(`${key}.heading`)}
      linesTitle={lineTitles[email.notice.kind]}
      // The summary belongs to the whole order: the e-mails about part of it leave it out.
      showTotals={["ORDER_PLACED", "ORDER_PAID"].includes(email.notice.kind)}
    >
      <Text style={paragraph}>{props.intro}</Text>
      {props.children}
    </OrderEmailLayout>
  );
}

export function OrderPlacedEmail(props: TemplateProps<"ORDER_PLACED">) {
  const intro = props.t("placed.intro", {
    code: props.email.orderCode,
    hours: UNPAID_ORDER_CANCEL_HOURS,
  });
  return <Frame {...props} intro={intro} />;
}

export function OrderPaidEmail(props: TemplateProps<"ORDER_PAID">) {
  const { email } = props;
  const intro = props.t("paid.intro", {
    code: email.orderCode,
    amount: money(email.totals.amount, email),
  });
  return <Frame {...props} intro={intro} />;
}

export function OrderShippedEmail(props: TemplateProps<"ORDER_SHIPPED">) {
  const { email, t } = props;
  const shipment = email.shipment;
  const intro = t("shipped.intro", {
    code: email.orderCode,
    carrier: shipment?.carrierName ?? "",
  });
  return (
    <Frame {...props} intro={intro}>
      <Text style={{ ...paragraph, fontWeight: "bold" }}>
        {t("shipped.trackingNo", { trackingNo: email.notice.trackingNo })}
      </Text>
      {shipment?.trackingUrl ? (
        <Text style={paragraph}>
          <Link href={shipment.trackingUrl}>{t("shipped.track")}</Link>
        </Text>
      ) : (
        <></>
      )}
    </Frame>
  );
}

export function OrderDeliveredEmail(props: TemplateProps<"ORDER_DELIVERED">) {
  const { email, t } = props;
  return (
    <Frame {...props} intro={t("delivered.intro", { code: email.orderCode })}>
      <Text style={paragraph}>{t("delivered.returnHint", { days: RETURN_WITHIN_DAYS })}</Text>
    </Frame>
  );
}

export function ReturnApprovedEmail(props: TemplateProps<"RETURN_APPROVED">) {
  const { email, t } = props;
  const afterSalesOrderNo = email.notice.afterSalesOrderNo;
  return (
    <Frame
      {...props}
      intro={t("returnApproved.intro", { code: email.orderCode, afterSalesOrderNo })}
    >
      <Text style={paragraph}>
        {t("returnApproved.howTo", { afterSalesOrderNo, days: RETURN_WITHIN_DAYS })}
      </Text>
      <Text style={paragraph}>
        {t("returnApproved.handling", { weeks: RETURN_HANDLING_WEEKS })}
      </Text>
    </Frame>
  );
}

export function RefundDoneEmail(props: TemplateProps<"REFUND_DONE">) {
  const { email, t } = props;
  const { notice } = email;
  const intro = t("refundDone.intro", {
    code: email.orderCode,
    refundOrderNo: notice.refundOrderNo,
    total: money(refundTotal(notice), email),
  });
  return (
    <Frame {...props} intro={intro}>
      {notice.refundAmount > 0 ? (
        <Text style={paragraph}>
          {t("refundDone.toCard", { amount: money(notice.refundAmount, email) })}
        </Text>
      ) : (
        <></>
      )}
      {notice.goDollarAmount > 0 ? (
        <Text style={paragraph}>
          {t("refundDone.toGoDollar", { amount: money(notice.goDollarAmount, email) })}
        </Text>
      ) : (
        <></>
      )}
    </Frame>
  );
}

/** The template of an e-mail, chosen by its notice's kind. */
export function OrderEmailTemplate(props: TemplateProps) {
  const { email } = props;
  switch (email.notice.kind) {
    case "ORDER_PLACED":
      return <OrderPlacedEmail {...(props as TemplateProps<"ORDER_PLACED">)} />;
    case "ORDER_PAID":
      return <OrderPaidEmail {...(props as TemplateProps<"ORDER_PAID">)} />;
    case "ORDER_SHIPPED":
      return <OrderShippedEmail {...(props as TemplateProps<"ORDER_SHIPPED">)} />;
    case "ORDER_DELIVERED":
      return <OrderDeliveredEmail {...(props as TemplateProps<"ORDER_DELIVERED">)} />;
    case "RETURN_APPROVED":
      return <ReturnApprovedEmail {...(props as TemplateProps<"RETURN_APPROVED">)} />;
    case "REFUND_DONE":
      return <RefundDoneEmail {...(props as TemplateProps<"REFUND_DONE">)} />;
  }
}
