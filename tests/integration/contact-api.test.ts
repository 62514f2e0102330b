import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedback } from "@/lib/db/schema";
import { FEEDBACK_PER_CLIENT_PER_HOUR } from "@/lib/domain/contact/constants";
import { newsletterSubscriberCount } from "@/lib/domain/contact/newsletter";
import {
  createFeedback,
  subscribeEmail,
  subscribeNewsLetter,
} from "@/lib/graphql/operations/contact";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";

let database: TestDatabase;
let client: TestClient;
const zh = { headers: { lang: "zh_HK" } };

beforeAll(async () => {
  database = await createTestDatabase();
  client = new TestClient(createTestServer(database.db));
});
afterAll(() => database.dispose());

async function feedbackRows(): Promise<number> {
  const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(feedback);
  return Number(row?.n ?? 0);
}

describe("newsletter", () => {
  it("subscribes an address once, however often and in whatever case it is sent", async () => {
    const first = await client.call(subscribeEmail, { email: "Walker@Example.com" });
    expect(first.body).toEqual({ data: { subscribeEmail: true } });
    const again = await client.call(subscribeEmail, { email: " walker@example.com " });
    expect(again.body.data?.subscribeEmail).toBe(true);
    const teaser = await client.call(subscribeNewsLetter, {
      input: { email: "walker@example.com", type: "TEASER" },
    });
    expect(teaser.body.data?.subscribeNewsLetter).toEqual({ subscribed: true, userErrors: [] });
    expect(await newsletterSubscriberCount(database.db)).toBe(1);
  });

  it("refuses an empty and a malformed e-mail with the footer's messages, writing nothing", async () => {
    const before = await newsletterSubscriberCount(database.db);
    const empty = await client.call(subscribeEmail, { email: "  " });
    expect(empty.body.data).toBeNull();
    expect(empty.body.errors?.[0]).toMatchObject({
      message: "Please enter your e-mail.",
      extensions: { code: "NEWSLETTER_EMAIL_REQUIRED" },
    });
    const malformed = await client.call(subscribeEmail, { email: "walker@example" }, zh);
    expect(malformed.body.errors?.[0]?.message).toBe("請輸入有效的電郵地址。");
    const form = await client.call(subscribeNewsLetter, { input: { email: "x@" } });
    expect(form.body.data?.subscribeNewsLetter).toEqual({
      subscribed: false,
      userErrors: [
        {
          code: "NEWSLETTER_EMAIL_INVALID",
          message: "Please enter a valid e-mail address.",
          field: "email",
        },
      ],
    });
    expect(await newsletterSubscriberCount(database.db)).toBe(before);
  });
});

describe("feedback", () => {
  const message = {
    name: "Chan Tai Man",
    email: "chan@example.com",
    phone: "+852 9123 4567",
    subject: "Sizes",
    message: "Do the rain jackets run small?",
  };

  it("keeps a valid message and refuses each faulty field by name, writing nothing", async () => {
    const sent = await client.call(createFeedback, { input: message });
    expect(sent.body.data?.createFeedback).toEqual({ created: true, userErrors: [] });
    const faults = [
      [{ ...message, name: " " }, "name"],
      [{ ...message, email: "chan@" }, "email"],
      [{ ...message, phone: "call me" }, "phone"],
      [{ ...message, message: "" }, "message"],
      [{ ...message, message: "x".repeat(2001) }, "message"],
    ] as const;
    for (const [input, field] of faults) {
      const refused = await client.call(createFeedback, { input });
      expect(refused.body.data?.createFeedback.created).toBe(false);
      expect(refused.body.data?.createFeedback.userErrors[0]?.field).toBe(field);
    }
    expect(await feedbackRows()).toBe(1);
  });

  it("refuses a client's messages past the hourly limit, in the shopper's language", async () => {
    const before = await feedbackRows();
    const answers = [];
    for (let i = 0; i < FEEDBACK_PER_CLIENT_PER_HOUR + 2; i++) {
      answers.push((await client.call(createFeedback, { input: message }, zh)).body.data);
    }
    const refused = answers.filter((answer) => !answer?.createFeedback.created);
    // One of this client's allowance went to the previous test.
    expect(refused).toHaveLength(3);
    expect(refused[0]?.createFeedback.userErrors[0]).toMatchObject({
      code: "FEEDBACK_TOO_MANY",
      message: "您在過去一小時已發送多則訊息，請稍後再試。",
    });
    expect(await feedbackRows()).toBe(before + FEEDBACK_PER_CLIENT_PER_HOUR - 1);
  });
});
