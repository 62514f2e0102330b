/**
 * Order e-mails through the outbox (issue 17 item 4; docs/adr/0045) on a fresh database:
 * placing, paying (a replayed callback writes no second e-mail), shipping and delivering an
 * order each write one outbox row with HTML and text in the shopper's language, to the right
 * recipient; the after-sales e-mails other domains call; a failed render changes nothing; and
 * the outbox sends HTML with its text alternative to a real SMTP server.
 */
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installOrderEmails } from "@/components/emails/install";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { queueOrderEmail } from "@/lib/domain/notifications/queue";
import { setOrderEmailRenderer } from "@/lib/domain/notifications/renderer";
import { deliverOrder, completeOrder, shipOrder } from "@/lib/domain/orders/fulfilment";
import { deliverOutbox } from "@/lib/domain/outbox/delivery";
import { loggingSmsGateway, smtpEmailSender } from "@/lib/domain/outbox/transports";
import { handleCallback } from "@/lib/domain/payments/callback";
import { createSandboxProvider, sandboxCallbackBody } from "@/lib/domain/payments/sandbox";
import { userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import { createOrder } from "@/lib/graphql/operations/checkout";
import { formatCents } from "@/lib/i18n/money";
import { startSmtpSink } from "../../scripts/smtp-sink.mjs";
import { createTestServer, TestClient } from "./support/graphql-client";
import { guestOrderOf } from "./support/guest-order";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

const now = new Date("2026-11-20T04:00:00Z");
const SECRET = "order-emails-sandbox-secret-0123456789abcdef";
const provider = createSandboxProvider({ secret: SECRET, publicBaseUrl: "https://shop.test" });
const GUEST_EMAIL = "guest.zh@example.com";
let database: TestDatabase;
let skuCodes: string[];
let sink: { port: number; stop: () => Promise<void> };
const mailFile = join(mkdtempSync(join(tmpdir(), "order-emails-")), "mail.jsonl");
const q = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query);

interface OutboxRow {
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  locale: string;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 40, now });
  skuCodes = (
    await q<{ code: string }>(
      sql`select s.code from skus s join inventories i on i.sku_id = s.id
        join sku_prices sp on sp.sku_id = s.id join products p on p.id = s.product_id
        where p.sale_status = 'ON_SHELF' and s.is_enabled and i.available >= 5 and sp.sale_price >= 80000
        order by s.id limit 2`,
    )
  ).map((row) => row.code);
  sink = await startSmtpSink({ file: mailFile });
});
afterAll(async () => {
  await sink.stop();
  await database.dispose();
});

async function client(lang: "en_US" | "zh_HK"): Promise<TestClient> {
  const api = new TestClient(createTestServer(database.db, { now: () => now }), {
    headers: { lang },
  });
  await api.call(visitorLogin);
  return api;
}

const mailsOf = (orderCode: string) =>
  q<OutboxRow>(
    sql`select recipient, subject, body, html, locale from outbox
      where body like ${`%${orderCode}%`} order by created_at, subject`,
  );

async function placeGuestOrderInChinese(): Promise<{ code: string; amount: number }> {
  const api = await client("zh_HK");
  const input = guestOrderOf(
    skuCodes.map((skuCode) => ({ skuCode, quantity: 1 })),
    { email: GUEST_EMAIL },
  );
  const first = (await api.call(createOrder, { input })).body.data!.orderCreate;
  expect(first.userErrors).toEqual([]);
  // A double click (the same idempotency key) is the same order, and no second e-mail.
  const again = (await api.call(createOrder, { input })).body.data!.orderCreate;
  expect(again.order!.code).toBe(first.order!.code);
  const code = first.order!.code;
  const [row] = await q<{ amount: number }>(sql`select amount from orders where code = ${code}`);
  return { code, amount: Number(row!.amount) };
}

async function payTwice(orderCode: string, amount: number): Promise<string[]> {
  const [order] = await q<{ id: string }>(sql`select id from orders where code = ${orderCode}`);
  const reference = `PY${orderCode}`;
  await database.db.execute(
    sql`insert into payments (order_id, provider, reference, amount, currency, status)
      values (${order!.id}::uuid, 'sandbox', ${reference}, ${amount}, 'HKD', 'PENDING')`,
  );
  const body = sandboxCallbackBody(SECRET, {
    reference,
    providerRef: `SBX${orderCode}`,
    status: "PAID",
    amount: (amount / 100).toFixed(2),
    currency: "HKD",
    method: "VISA",
  });
  const outcomes: string[] = [];
  for (const at of [now, new Date(now.getTime() + 1000)]) {
    outcomes.push((await handleCallback(database.db, provider, body, at)).outcome);
  }
  return outcomes;
}

describe("order e-mails", () => {
  let order: { code: string; amount: number };

  it("placing an order writes one e-mail, in the shopper's language, to the guest's e-mail", async () => {
    order = await placeGuestOrderInChinese();
    const [stored] = await q<{ locale: string }>(
      sql`select locale from orders where code = ${order.code}`,
    );
    expect(stored!.locale).toBe("zh");
    const mails = await mailsOf(order.code);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      recipient: GUEST_EMAIL,
      locale: "zh",
      subject: `我們已收到您的訂單 ${order.code}`,
    });
    expect(mail!.html).toContain("<html");
    expect(mail!.html).toContain("感謝您的訂購");
    expect(mail!.html).toContain(formatCents(order.amount, "HKD", "zh"));
    expect(mail!.body).toContain(order.code);
    expect(mail!.body).not.toContain("<");
  });

  it("paying writes one e-mail even when the provider calls back twice", async () => {
    expect(await payTwice(order.code, order.amount)).toEqual(["paid", "replay"]);
    const paid = (await mailsOf(order.code)).filter((mail) => mail.subject.includes("已收到付款"));
    expect(paid).toHaveLength(1);
    expect(paid[0]!.html).toContain(formatCents(order.amount, "HKD", "zh"));
  });

  it("shipping writes one e-mail per parcel with its tracking link, delivering one more", async () => {
    const actor = "ops:test";
    const [first] = skuCodes;
    expect(
      await shipOrder(
        database.db,
        { orderCode: order.code, trackingNo: "SF7001", skuCodes: [first!], actor },
        now,
      ),
    ).toEqual({ ok: true, status: "PARTIAL_SHIPPED" });
    expect(
      await shipOrder(
        database.db,
        { orderCode: order.code, trackingNo: "SF7002", skuCodes: [], actor },
        now,
      ),
    ).toEqual({ ok: true, status: "WAIT_RECEIVE" });
    // Nothing left to ship: refused, and no e-mail.
    expect(
      (
        await shipOrder(
          database.db,
          { orderCode: order.code, trackingNo: "SF7003", skuCodes: [], actor },
          now,
        )
      ).ok,
    ).toBe(false);
    const shipped = (await mailsOf(order.code)).filter((mail) => mail.subject.includes("已發貨"));
    expect(shipped).toHaveLength(2);
    const parcel = shipped.find((mail) => mail.html!.includes("SF7001"))!;
    expect(parcel.html).toContain(
      "https://www.sf-express.com/hk/tc/dynamic_function/waybill/#search/bill-number/SF7001",
    );
    expect(parcel.html).toContain("順豐速運");
    expect(parcel.body).toContain("SF7001");

    expect((await deliverOrder(database.db, { orderCode: order.code, actor }, now)).ok).toBe(true);
    expect((await deliverOrder(database.db, { orderCode: order.code, actor }, now)).ok).toBe(false);
    expect((await completeOrder(database.db, { orderCode: order.code, actor }, now)).ok).toBe(true);
    const mails = await mailsOf(order.code);
    expect(mails.filter((mail) => mail.subject.includes("已送達"))).toHaveLength(1);
    // placed, paid, two parcels, delivered; completing the order writes none.
    expect(mails).toHaveLength(5);
    expect(mails.every((mail) => mail.locale === "zh" && mail.html && mail.body)).toBe(true);
  });

  it("writes a member's e-mails in English to the account's e-mail", async () => {
    const api = await client("en_US");
    await api.call(userLogin, {
      input: { account: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    const result = (
      await api.call(createOrder, {
        input: {
          ...guestOrderOf([{ skuCode: skuCodes[0]!, quantity: 1 }]),
          checkoutKind: "MEMBER",
          email: null,
        },
      })
    ).body.data!.orderCreate;
    expect(result.userErrors).toEqual([]);
    const mails = await mailsOf(result.order!.code);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: DEMO_MEMBER.email.toLowerCase(),
      locale: "en",
      subject: `We have your order ${result.order!.code}`,
    });
    expect(mails[0]!.html).toContain(`/user/order-detail/${result.order!.code}`);
  });

  it("writes the return-approved and refund-done e-mails other domains ask for", async () => {
    const [line] = await q<{ id: string }>(
      sql`select l.id from order_lines l join orders o on o.id = l.order_id
        where o.code = ${order.code} order by l.sort limit 1`,
    );
    await database.db.transaction(async (tx) => {
      await queueOrderEmail(
        tx,
        {
          kind: "RETURN_APPROVED",
          orderCode: order.code,
          afterSalesOrderNo: "AS7001",
          lines: [{ orderLineId: line!.id, quantity: 1 }],
        },
        now,
      );
      await queueOrderEmail(
        tx,
        {
          kind: "REFUND_DONE",
          orderCode: order.code,
          refundOrderNo: "RF7001",
          refundAmount: 80_000,
          goDollarAmount: 1_000,
        },
        now,
      );
    });
    const mails = await mailsOf(order.code);
    const approved = mails.find((mail) => mail.subject.includes("AS7001"))!;
    expect(approved.html).toContain("14");
    expect(approved.html).toContain("3 星期");
    const refund = mails.find((mail) => mail.html!.includes("RF7001"))!;
    expect(refund.html).toContain(formatCents(81_000, "HKD", "zh"));
    expect(refund.html).toContain(formatCents(80_000, "HKD", "zh"));
  });

  it("changes nothing when the e-mail cannot be rendered", async () => {
    const api = await client("en_US");
    const input = guestOrderOf([{ skuCode: skuCodes[1]!, quantity: 1 }]);
    const before = await q<{ n: number }>(sql`select count(*)::int as n from orders`);
    setOrderEmailRenderer(async () => {
      throw new Error("template broken");
    });
    try {
      const response = await api.call(createOrder, { input });
      expect(response.body.data?.orderCreate?.order ?? null).toBeNull();
    } finally {
      installOrderEmails({ baseUrl: "http://localhost:3000" });
    }
    expect(await q<{ n: number }>(sql`select count(*)::int as n from orders`)).toEqual(before);
  });

  it("delivers an order e-mail to an SMTP server as HTML with its text alternative", async () => {
    const transports = {
      email: smtpEmailSender(`smtp://127.0.0.1:${sink.port}`, "Shop <no-reply@shop.test>"),
      sms: loggingSmsGateway,
    };
    while ((await deliverOutbox(database.db, transports, now)).sent > 0) {
      // Every unsent row, a batch at a time.
    }
    const received = readFileSync(mailFile, "utf8")
      .split("\n")
      .filter(Boolean)
      .map(
        (line) =>
          JSON.parse(line) as { to: string[]; subject: string; text: string; html: string | null },
      );
    // Subjects may arrive MIME-encoded: the mails are told apart by their parts.
    const ofOrder = received.filter(
      (mail) => mail.to.includes(GUEST_EMAIL) && mail.text.includes(order.code),
    );
    expect(ofOrder).toHaveLength(7);
    expect(ofOrder.every((mail) => mail.html?.includes(order.code))).toBe(true);
    const first = ofOrder.find((mail) => mail.html!.includes("感謝您的訂購"))!;
    expect(first.text).toContain("感謝您的訂購");
    expect(first.text).not.toContain("<html");
  });
});
