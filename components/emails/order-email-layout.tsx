/**
 * The frame every order e-mail shares (docs/adr/0045): shop name, heading, the event's own
 * words, the order code, the lines (image, name, colour, size, quantity, amount), the payment
 * summary when asked, a way back to the order, and why the reader gets the mail. React Email
 * components, inline styles only (mail clients drop style sheets). Every text comes from the
 * `orderEmails` bundle; text content goes through React, which escapes it.
 */
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Preview,
  Row,
  Section,
  Text,
} from "@react-email/components";
import type { ReactNode } from "react";
import type { OrderEmail, OrderEmailLine } from "@/lib/domain/notifications/model";
import { CURRENCY_CODE } from "@/lib/domain/pricing/constants";
import { HTML_LANG } from "@/lib/i18n/locale";
import { formatCents } from "@/lib/i18n/money";
import { type EmailText, type EmailOptions, absoluteUrl } from "./email-text";

const page = { backgroundColor: "#f4f4f2", fontFamily: "Helvetica, Arial, sans-serif" };
const box = { backgroundColor: "#ffffff", margin: "0 auto", maxWidth: "600px", padding: "24px" };
const small = { color: "#5c5c5c", fontSize: "13px", lineHeight: "18px", margin: "0" };
const cell = { fontSize: "14px", lineHeight: "20px", margin: "0" };
const rightCell = { ...cell, textAlign: "right" as const, whiteSpace: "nowrap" as const };

export function money(cents: number, email: OrderEmail): string {
  return formatCents(cents, CURRENCY_CODE, email.locale);
}

function LineRow(props: { line: OrderEmailLine; email: OrderEmail; t: EmailText; base: string }) {
  const { line, email, t } = props;
  const image = absoluteUrl(line.image, props.base);
  return (
    <Row style={{ borderBottom: "1px solid #e6e6e6", padding: "8px 0" }}>
      <Column style={{ width: "72px", verticalAlign: "top" }}>
        {image ? <Img src={image} alt={line.name} width="64" height="64" /> : null}
      </Column>
      <Column style={{ verticalAlign: "top", paddingLeft: "8px" }}>
        <Text style={{ ...cell, fontWeight: "bold" }}>
          {line.name}
          {line.isGift ? ` (${t("gift")})` : ""}
        </Text>
        {line.color ? <Text style={small}>{t("colour", { colour: line.color })}</Text> : null}
        {line.size ? <Text style={small}>{t("size", { size: line.size })}</Text> : null}
        <Text style={small}>{t("quantity", { quantity: line.quantity })}</Text>
      </Column>
      <Column style={{ verticalAlign: "top", width: "110px" }}>
        {line.amount !== null ? <Text style={rightCell}>{money(line.amount, email)}</Text> : null}
      </Column>
    </Row>
  );
}

const TOTAL_ROWS = [
  ["productAmount", 1],
  ["activityDiscount", -1],
  ["couponDiscount", -1],
  ["deductionAmount", -1],
  ["freight", 1],
  ["tax", 1],
  ["additionalServiceFee", 1],
] as const;

function Totals(props: { email: OrderEmail; t: EmailText }) {
  const { email, t } = props;
  const { totals } = email;
  // Zero discounts, tax or services say nothing: the summary lists what the order has.
  const rows = TOTAL_ROWS.filter(([key]) => key === "productAmount" || totals[key] !== 0);
  return (
    <Section style={{ marginTop: "16px" }}>
      <Text style={{ ...cell, fontWeight: "bold" }}>{t("totals.title")}</Text>
      {rows.map(([key, sign]) => (
        <Row key={key}>
          <Column>
            <Text style={cell}>{t(`totals.${key}`)}</Text>
          </Column>
          <Column>
            <Text style={rightCell}>{money(sign * totals[key], email)}</Text>
          </Column>
        </Row>
      ))}
      <Row>
        <Column>
          <Text style={{ ...cell, fontWeight: "bold" }}>{t("totals.amount")}</Text>
        </Column>
        <Column>
          <Text style={{ ...rightCell, fontWeight: "bold" }}>{money(totals.amount, email)}</Text>
        </Column>
      </Row>
    </Section>
  );
}

export function OrderEmailLayout(props: {
  email: OrderEmail;
  t: EmailText;
  options: EmailOptions;
  preview: string;
  heading: string;
  /** The event's own paragraphs, above the lines. */
  children: ReactNode;
  /** The title over the lines; none: "Items". */
  linesTitle?: string;
  showTotals: boolean;
}) {
  const { email, t, options } = props;
  const base = options.baseUrl.replace(/\/+$/, "");
  const orderUrl = email.isMember
    ? `${base}/user/order-detail/${encodeURIComponent(email.orderCode)}`
    : `${base}/guest/orderTrack`;
  return (
    <Html lang={HTML_LANG[email.locale]}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={page}>
        <Container style={box}>
          <Text style={{ fontSize: "20px", fontWeight: "bold", margin: "0 0 16px" }}>
            {options.shopName}
          </Text>
          <Heading as="h1" style={{ fontSize: "22px", margin: "0 0 12px" }}>
            {props.heading}
          </Heading>
          <Text style={cell}>{t("greeting")}</Text>
          {props.children}
          <Hr />
          <Text style={{ ...cell, fontWeight: "bold" }} data-testid="order-code">
            {t("orderCode", { code: email.orderCode })}
          </Text>
          <Text style={small}>{t("orderTime", { time: options.formatTime(email) })}</Text>
          <Section style={{ marginTop: "12px" }}>
            <Text style={{ ...cell, fontWeight: "bold" }}>{props.linesTitle ?? t("items")}</Text>
            {email.lines.map((line, index) => (
              <LineRow key={index} line={line} email={email} t={t} base={base} />
            ))}
          </Section>
          {props.showTotals ? <Totals email={email} t={t} /> : null}
          <Section style={{ margin: "24px 0" }}>
            <Button
              href={orderUrl}
              style={{
                backgroundColor: "#1f3d2b",
                borderRadius: "4px",
                color: "#ffffff",
                fontSize: "14px",
                padding: "12px 20px",
              }}
            >
              {email.isMember ? t("viewOrder") : t("lookUpOrder")}
            </Button>
          </Section>
          <Hr />
          <Text style={small}>
            {t("footer", { code: email.orderCode, shop: options.shopName })}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
