import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "@/lib/db/schema";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { sendVerificationCode } from "@/lib/domain/accounts/verification-codes";
import { deliverOutbox } from "@/lib/domain/outbox/delivery";
import { renderCodeMessage } from "@/lib/graphql/code-messages";
import {
  loggingSmsGateway,
  smtpEmailSender,
  type OutgoingMessage,
} from "@/lib/domain/outbox/transports";
import { startSmtpSink } from "../../scripts/smtp-sink.mjs";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

let database: TestDatabase;
let sink: { port: number; stop: () => Promise<void> };
const mailFile = join(mkdtempSync(join(tmpdir(), "outbox-")), "mail.jsonl");
const now = new Date("2026-11-22T10:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
  sink = await startSmtpSink({ file: mailFile });
});
afterAll(async () => {
  await sink.stop();
  await database.dispose();
});

function received(): { to: string[]; subject: string; text: string }[] {
  return readFileSync(mailFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string[]; subject: string; text: string });
}

describe("deliverOutbox", () => {
  it("sends a code e-mail through a real SMTP server, in the shopper's language, once", async () => {
    const transports = {
      email: smtpEmailSender(`smtp://127.0.0.1:${sink.port}`, "Shop <no-reply@shop.test>"),
      sms: loggingSmsGateway,
    };
    await sendVerificationCode(
      database.db,
      {
        purpose: "REGISTER",
        channel: "email",
        address: "mail.zh@example.com",
        locale: "zh",
        render: renderCodeMessage,
      },
      now,
    );
    expect(await deliverOutbox(database.db, transports, now)).toEqual({ sent: 1, failed: 0 });
    expect(await deliverOutbox(database.db, transports, now)).toEqual({ sent: 0, failed: 0 });
    const mail = received().filter((message) => message.to.includes("mail.zh@example.com"));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toMatch(/你的驗證碼是 \d{6}/);
  });

  it("sends SMS through the gateway and leaves e-mail waiting when SMTP is not configured", async () => {
    await sendVerificationCode(
      database.db,
      {
        purpose: "REGISTER",
        channel: "sms",
        address: "+852 61234567",
        locale: "en",
        render: renderCodeMessage,
      },
      now,
    );
    await sendVerificationCode(
      database.db,
      {
        purpose: "REGISTER",
        channel: "email",
        address: "waiting@example.com",
        locale: "en",
        render: renderCodeMessage,
      },
      now,
    );
    const sms: OutgoingMessage[] = [];
    const report = await deliverOutbox(
      database.db,
      { sms: { send: async (message) => void sms.push(message) } },
      now,
    );
    expect(report).toEqual({ sent: 1, failed: 0 });
    expect(sms[0]?.body).toMatch(/Your sign-up code is \d{6}/);
    const waiting = await queryRows<{ sent_at: Date | null }>(
      database.db,
      sql`select sent_at from outbox where recipient = 'waiting@example.com'`,
    );
    expect(waiting[0]?.sent_at).toBeNull();
  });

  it("records a failure, backs off and gives up after 5 tries", async () => {
    await database.db.delete(outbox).where(sql`true`);
    await database.db.insert(outbox).values({
      channel: "email",
      recipient: "bounce@example.com",
      subject: "s",
      body: "b",
      createdAt: now,
    });
    const failing = {
      email: {
        send: async () => {
          throw new Error("550 mailbox unavailable");
        },
      },
      sms: loggingSmsGateway,
    };
    let clock = now;
    expect(await deliverOutbox(database.db, failing, clock)).toEqual({ sent: 0, failed: 1 });
    // Within the back-off nothing is tried.
    expect(await deliverOutbox(database.db, failing, clock)).toEqual({ sent: 0, failed: 0 });
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      clock = new Date(clock.getTime() + 3_600_000);
      expect(await deliverOutbox(database.db, failing, clock)).toEqual({ sent: 0, failed: 1 });
    }
    clock = new Date(clock.getTime() + 3_600_000);
    expect(await deliverOutbox(database.db, failing, clock)).toEqual({ sent: 0, failed: 0 });
    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ attempts: 5, lastError: "550 mailbox unavailable", sentAt: null });
  });
});
