/**
 * The order e-mail templates (issue 17 item 4; docs/adr/0045): every kind renders in English
 * and Traditional Chinese with the order's figures in the shop's money format, the texts come
 * from the orderEmails bundle, the text part says what the HTML says, and a hostile product
 * name is escaped, never markup.
 */
import { describe, expect, it } from "vitest";
import { renderOrderEmail } from "@/components/emails/render";
import { SAMPLE_KINDS, sampleOrderEmail } from "@/components/emails/samples";
import { expressTrackingUrl } from "@/lib/domain/checkout/transport-methods";
import { LOCALES } from "@/lib/domain/locales";
import { orderEmailRenderer, setOrderEmailRenderer } from "@/lib/domain/notifications/renderer";
import { formatCents } from "@/lib/i18n/money";
import { translate } from "@/lib/i18n/translate";

const settings = { baseUrl: "https://shop.test/" };

describe("order e-mail templates", () => {
  for (const kind of SAMPLE_KINDS) {
    for (const locale of LOCALES) {
      it(`${kind} renders in ${locale} with the order's figures`, async () => {
        const email = sampleOrderEmail(kind, locale);
        const rendered = await renderOrderEmail(email, settings);
        const money = (cents: number) => formatCents(cents, "HKD", locale);
        expect(rendered.html).toMatch(/^<!DOCTYPE html/);
        expect(rendered.html).toContain(`lang="${locale === "zh" ? "zh-Hant-HK" : "en"}"`);
        expect(rendered.subject).toContain(email.orderCode);
        expect(rendered.html).toContain(email.orderCode);
        expect(rendered.text).toContain(email.orderCode);
        expect(rendered.text).not.toMatch(/<[a-z]/i);
        expect(rendered.html).toContain(translate(locale, "meta.siteName"));
        // No key left untranslated.
        expect(rendered.html).not.toContain("orderEmails.");
        expect(rendered.text).not.toContain("orderEmails.");
        // Lines: name, size and quantity; the image made absolute.
        expect(rendered.text).toContain(email.lines[0]!.name);
        expect(rendered.html).toContain(
          translate(locale, "orderEmails.size", { size: email.lines[0]!.size }),
        );
        expect(rendered.html).toContain('src="https://shop.test/images/content/hero-trail.svg"');
        if (kind === "ORDER_PLACED" || kind === "ORDER_PAID") {
          expect(rendered.html).toContain(money(238_000));
          expect(rendered.html).toContain(money(email.totals.amount));
          expect(rendered.html).toContain(money(-20_000));
          expect(rendered.text).toContain(money(email.totals.amount));
        }
        if (email.notice.kind === "ORDER_SHIPPED") {
          expect(rendered.html).toContain("SF1234567890");
          expect(rendered.html).toContain(email.shipment!.trackingUrl!);
          expect(rendered.text).toContain(email.shipment!.trackingUrl!);
          expect(rendered.html).toContain(email.shipment!.carrierName);
        }
        if (email.notice.kind === "RETURN_APPROVED") {
          expect(rendered.html).toContain(email.notice.afterSalesOrderNo);
          expect(rendered.text).toContain(
            translate(locale, "orderEmails.returnApproved.handling", { weeks: 3 }),
          );
          expect(rendered.text).toContain(locale === "zh" ? "14 天" : "14 days");
        }
        if (email.notice.kind === "REFUND_DONE") {
          expect(rendered.html).toContain(email.notice.refundOrderNo);
          expect(rendered.html).toContain(money(124_000));
          expect(rendered.html).toContain(money(119_000));
          expect(rendered.html).toContain(money(5_000));
        }
      });
    }
  }

  it("shows a hostile product name as text, never as markup", async () => {
    const email = sampleOrderEmail("ORDER_PLACED", "en");
    const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    email.lines[0] = { ...email.lines[0]!, name: hostile };
    const rendered = await renderOrderEmail(email, settings);
    expect(rendered.html).not.toContain("<script>");
    expect(rendered.html).not.toContain("<img src=x");
    expect(rendered.html).toContain("&lt;script&gt;");
  });

  it("links a guest to the order lookup and a member to the order detail", async () => {
    const member = await renderOrderEmail(sampleOrderEmail("ORDER_PAID", "en"), settings);
    expect(member.html).toContain('href="https://shop.test/user/order-detail/SO2611270001"');
    const guest = await renderOrderEmail(
      { ...sampleOrderEmail("ORDER_PAID", "en"), isMember: false },
      settings,
    );
    expect(guest.html).toContain('href="https://shop.test/guest/orderTrack"');
  });

  it("leaves out the card or go-dollar part of a refund that has none", async () => {
    const email = sampleOrderEmail("REFUND_DONE", "en");
    if (email.notice.kind !== "REFUND_DONE") throw new Error("sample");
    email.notice = { ...email.notice, goDollarAmount: 0 };
    const rendered = await renderOrderEmail(email, settings);
    expect(rendered.text).not.toContain("go-dollar back");
    expect(rendered.text).toContain("back to the card");
  });

  it("links SF Express's tracking page in the e-mail's language, the number encoded", () => {
    expect(expressTrackingUrl("SF123", "zh")).toBe(
      "https://www.sf-express.com/hk/tc/dynamic_function/waybill/#search/bill-number/SF123",
    );
    expect(expressTrackingUrl("a/b c", "en")).toMatch(/\/hk\/en\/.*bill-number\/a%2Fb%20c$/);
  });
});

describe("the order e-mail renderer port", () => {
  it("refuses to write an e-mail when no renderer is installed", () => {
    setOrderEmailRenderer(undefined);
    expect(() => orderEmailRenderer()).toThrow(/no renderer installed/);
  });
});
