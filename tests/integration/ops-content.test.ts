/**
 * The operations console's content section over the real API (issue 16 part 6; ADR 0037):
 * operator sign-in (wrong password, throttling, its own cookie), every content operation allowed
 * to content editors and admins and refused to the operations role, to shoppers (visitor, member,
 * staff) and to nobody signed in; each change with its audit row (before/after); publish
 * revalidates the entry's cache tags; roll-back publishes an older version. Runs on PGlite, and
 * on PostgreSQL when DATABASE_URL is set (support/test-database.ts).
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, operators } from "@/lib/db/schema";
import { publishedContent } from "@/lib/domain/content/store";
import { addOperator } from "@/lib/domain/operators/accounts";
import {
  OPERATOR_ERROR_CODES,
  OPERATOR_SIGN_IN_FAILURES_PER_ACCOUNT,
} from "@/lib/domain/operators/constants";
import { userLogin, visitorLogin } from "@/lib/graphql/operations/accounts";
import { cms2loadContent } from "@/lib/graphql/operations/content";
import {
  opsContentEntries,
  opsContentEntry,
  opsContentPublish,
  opsContentSaveDraft,
  opsMe,
  opsSignIn,
  opsSignOut,
} from "@/lib/graphql/operations/ops";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER, DEMO_OPERATORS, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { createTestServer, TestClient } from "./support/graphql-client";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

let database: TestDatabase;
let server: ReturnType<typeof createTestServer>;
const revalidated: string[] = [];
let clock = new Date("2026-11-27T10:00:00Z");
const [EDITOR, OPERATIONS] = DEMO_OPERATORS;
const ADMIN = { email: "admin@example.com", password: "Admin12345", role: "ADMIN" } as const;

/** A client with its own cookie jar, signed in as `who` (or nobody). */
async function clientAs(
  who: { email: string; password: string } | "visitor" | "member" | "staff" | "nobody",
): Promise<TestClient> {
  const client = new TestClient(server);
  if (who === "nobody") return client;
  if (typeof who === "object") {
    const result = await client.call(opsSignIn, { email: who.email, password: who.password });
    expect(result.body.errors).toBeUndefined();
    return client;
  }
  await client.call(visitorLogin);
  if (who === "visitor") return client;
  const account = who === "member" ? DEMO_MEMBER : DEMO_STAFF;
  const login = await client.call(userLogin, {
    input: { account: account.email, password: account.password },
  });
  expect(login.body.data?.userLogin.userErrors).toEqual([]);
  return client;
}

/** The home page's body with its first block's (the banner's) title changed. */
async function homeWithBannerTitle(client: TestClient, en: string): Promise<string> {
  const entry = await client.call(opsContentEntry, { kind: "landing", code: "home" });
  const body = JSON.parse(entry.body.data!.opsContentEntry!.body);
  body.blocks[0].title = { en, zh: `${en}（中）` };
  return JSON.stringify(body);
}

const errorCode = (result: { body: { errors?: { extensions?: { code?: string } }[] } }) =>
  result.body.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db, { products: 5, now: clock });
  const admin = await addOperator(database.db, ADMIN, clock);
  expect(admin.ok).toBe(true);
  server = createTestServer(database.db, {
    now: () => clock,
    revalidateTags: (tags) => void revalidated.push(...tags),
  });
}, 120_000);
afterAll(() => database.dispose());

describe("operator sign-in", () => {
  it("signs an editor in with an HttpOnly SameSite=Strict cookie of its own, not a shopper token", async () => {
    const client = new TestClient(server);
    const result = await client.call(opsSignIn, {
      email: "Editor@Example.com ",
      password: EDITOR.password,
    });
    expect(result.body.data?.opsSignIn).toMatchObject({
      email: EDITOR.email,
      role: "CONTENT_EDITOR",
      permissions: ["content:edit"],
    });
    const cookie = result.setCookies.find((line) => line.startsWith("ops_token="));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(result.setCookies.some((line) => line.startsWith("token="))).toBe(false);
    expect((await client.call(opsMe)).body.data?.opsMe?.email).toBe(EDITOR.email);
  });

  it("refuses a wrong password and an unknown e-mail alike, and audits the refusal", async () => {
    const client = new TestClient(server);
    const wrong = await client.call(opsSignIn, { email: EDITOR.email, password: "Wrong12345" });
    expect(errorCode(wrong)).toBe(OPERATOR_ERROR_CODES.BAD_CREDENTIALS);
    const unknown = await client.call(opsSignIn, { email: "no@example.com", password: "x" });
    expect(errorCode(unknown)).toBe(OPERATOR_ERROR_CODES.BAD_CREDENTIALS);
    expect(wrong.body.errors?.[0]?.message).toBe(unknown.body.errors?.[0]?.message);
    expect(client.cookies.has("ops_token")).toBe(false);
    const refusals = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "operator.signInRefused"));
    expect(refusals.map((row) => row.entityCode)).toEqual(
      expect.arrayContaining([EDITOR.email, "no@example.com"]),
    );
  });

  it("does not let a shopper's password or session into /ops", async () => {
    const shopper = await clientAs("member");
    const asOperator = await shopper.call(opsSignIn, {
      email: DEMO_MEMBER.email,
      password: DEMO_MEMBER.password,
    });
    expect(errorCode(asOperator)).toBe(OPERATOR_ERROR_CODES.BAD_CREDENTIALS);
    expect((await shopper.call(opsMe)).body.data?.opsMe).toBeNull();
  });

  it("throttles an account after repeated failures, even with the right password then", async () => {
    const target = { email: "throttled@example.com", password: "Right12345", role: "ADMIN" };
    await addOperator(database.db, target, clock);
    const client = new TestClient(server);
    for (let i = 0; i < OPERATOR_SIGN_IN_FAILURES_PER_ACCOUNT; i += 1) {
      const failed = await client.call(opsSignIn, { email: target.email, password: "Nope12345" });
      expect(errorCode(failed)).toBe(OPERATOR_ERROR_CODES.BAD_CREDENTIALS);
    }
    const right = await client.call(opsSignIn, target);
    expect(errorCode(right)).toBe(OPERATOR_ERROR_CODES.THROTTLED);
    // The window passes: the right password works again.
    clock = new Date(clock.getTime() + 16 * 60 * 1000);
    expect((await client.call(opsSignIn, target)).body.data?.opsSignIn.email).toBe(target.email);
  });

  it("ends the session on sign-out, and a disabled operator's session stops at once", async () => {
    const client = await clientAs(ADMIN);
    expect((await client.call(opsSignOut)).body.data?.opsSignOut).toBe(true);
    expect((await client.call(opsMe)).body.data?.opsMe).toBeNull();

    const other = { email: "leaver@example.com", password: "Leaver1234", role: "CONTENT_EDITOR" };
    await addOperator(database.db, other, clock);
    const leaver = await clientAs(other);
    await database.db
      .update(operators)
      .set({ disabled: true })
      .where(eq(operators.email, other.email));
    expect(errorCode(await leaver.call(opsContentEntries))).toBe(
      OPERATOR_ERROR_CODES.UNAUTHENTICATED,
    );
    expect(errorCode(await new TestClient(server).call(opsSignIn, other))).toBe(
      OPERATOR_ERROR_CODES.BAD_CREDENTIALS,
    );
  });
});

describe("who may edit content", () => {
  const callers = [
    ["nobody", OPERATOR_ERROR_CODES.UNAUTHENTICATED],
    ["visitor", OPERATOR_ERROR_CODES.UNAUTHENTICATED],
    ["member", OPERATOR_ERROR_CODES.UNAUTHENTICATED],
    ["staff", OPERATOR_ERROR_CODES.UNAUTHENTICATED],
    ["operations", OPERATOR_ERROR_CODES.FORBIDDEN],
  ] as const;

  it.each(callers)("refuses every content operation to %s, changing nothing", async (who, code) => {
    const client = await clientAs(who === "operations" ? OPERATIONS : who);
    const before = await publishedContent(database.db, "landing", "home");
    const auditBefore = (await database.db.select().from(auditLog)).length;
    const body = JSON.stringify(before);
    const calls = [
      client.call(opsContentEntries),
      client.call(opsContentEntry, { kind: "landing", code: "home" }),
      client.call(opsContentSaveDraft, { kind: "landing", code: "home", body }),
      client.call(opsContentPublish, { kind: "landing", code: "home", version: 1 }),
    ];
    for (const result of await Promise.all(calls)) expect(errorCode(result)).toBe(code);
    expect(await publishedContent(database.db, "landing", "home")).toEqual(before);
    expect((await database.db.select().from(auditLog)).length).toBe(auditBefore);
  });

  it.each([
    ["content editor", EDITOR],
    ["admin", ADMIN],
  ] as const)("lets a %s list and read entries", async (_name, who) => {
    const client = await clientAs(who);
    const list = (await client.call(opsContentEntries)).body.data?.opsContentEntries ?? [];
    expect(list).toContainEqual(
      expect.objectContaining({ kind: "landing", code: "home", publishedVersion: 1 }),
    );
    const entry = (await client.call(opsContentEntry, { kind: "menu", code: "MENU" })).body.data;
    expect(JSON.parse(entry!.opsContentEntry!.body).items.length).toBeGreaterThan(0);
  });
});

describe("editing, publishing and rolling back", () => {
  it("refuses a faulty body naming the path of each fault, and changes nothing", async () => {
    const client = await clientAs(EDITOR);
    const entry = await client.call(opsContentEntry, { kind: "landing", code: "home" });
    const body = JSON.parse(entry.body.data!.opsContentEntry!.body);
    delete body.blocks[0].title.zh;
    body.blocks.push({ type: "marquee" });
    const result = await client.call(opsContentSaveDraft, {
      kind: "landing",
      code: "home",
      body: JSON.stringify(body),
    });
    expect(result.body.data?.opsContentSaveDraft.version).toBeNull();
    const fields = result.body.data?.opsContentSaveDraft.userErrors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(["blocks.0.title.zh", "blocks.3.type"]));
    expect(
      result.body.data?.opsContentSaveDraft.userErrors.every((e) => e.code === "CONTENT_INVALID"),
    ).toBe(true);
    const notJson = await client.call(opsContentSaveDraft, {
      kind: "landing",
      code: "home",
      body: "{",
    });
    expect(notJson.body.data?.opsContentSaveDraft.userErrors[0]?.field).toBe("(body)");
    const after = await client.call(opsContentEntry, { kind: "landing", code: "home" });
    expect(after.body.data?.opsContentEntry?.version).toBe(1);
  });

  it("saves a draft (sanitised, audited), publishes it for shoppers, and rolls back", async () => {
    const editor = await clientAs(EDITOR);
    const shopper = new TestClient(server);
    const bannerOf = async () => {
      const page = (await shopper.call(cms2loadContent, { contentCode: "home" })).body.data;
      return JSON.parse(page!.cms2loadContent!.blocks[0]!.value).title as string;
    };
    expect(await bannerOf()).toBe("Made for Hong Kong's trails");

    const draftBody = JSON.parse(await homeWithBannerTitle(editor, "Winter sale"));
    draftBody.blocks[2].html.en = '<p>Hi<script>alert(1)</script><img src="x" onerror="y"></p>';
    const saved = await editor.call(opsContentSaveDraft, {
      kind: "landing",
      code: "home",
      body: JSON.stringify(draftBody),
    });
    expect(saved.body.data?.opsContentSaveDraft).toEqual({ version: 2, userErrors: [] });
    // A draft is not what shoppers see.
    expect(await bannerOf()).toBe("Made for Hong Kong's trails");

    const [saveRow] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "content.saveDraft"), eq(auditLog.entityCode, "home")));
    expect(saveRow?.operatorEmail).toBe(EDITOR.email);
    expect(saveRow?.before).toMatchObject({ version: 1 });
    const afterBody = (saveRow?.after as { version: number; body: typeof draftBody }).body;
    expect((saveRow?.after as { version: number }).version).toBe(2);
    expect(afterBody.blocks[0].title.en).toBe("Winter sale");
    expect(afterBody.blocks[2].html.en).not.toMatch(/script|onerror/);

    revalidated.length = 0;
    const published = await editor.call(opsContentPublish, { kind: "landing", code: "home" });
    expect(published.body.data?.opsContentPublish).toEqual({ version: 2, userErrors: [] });
    expect(revalidated).toEqual(
      expect.arrayContaining(["content:landing", "content:landing:home"]),
    );
    expect(await bannerOf()).toBe("Winter sale");

    const rolledBack = await editor.call(opsContentPublish, {
      kind: "landing",
      code: "home",
      version: 1,
    });
    expect(rolledBack.body.data?.opsContentPublish.version).toBe(1);
    expect(await bannerOf()).toBe("Made for Hong Kong's trails");

    const entry = (await editor.call(opsContentEntry, { kind: "landing", code: "home" })).body.data
      ?.opsContentEntry;
    expect(entry?.version).toBe(2);
    expect(entry?.versions.map((v) => [v.version, v.isPublished])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(entry?.audit.slice(0, 3).map((row) => [row.action, row.before, row.after])).toEqual([
      ["content.rollBack", '{"publishedVersion":2}', '{"publishedVersion":1}'],
      ["content.publish", '{"publishedVersion":1}', '{"publishedVersion":2}'],
      ["content.saveDraft", expect.any(String), expect.any(String)],
    ]);
    const older = await editor.call(opsContentEntry, { kind: "landing", code: "home", version: 1 });
    expect(JSON.parse(older.body.data!.opsContentEntry!.body).blocks[0].title.en).toBe(
      "Made for Hong Kong's trails",
    );
  });

  it("lets an admin edit a menu, and answers an unknown entry or version as not found", async () => {
    const admin = await clientAs(ADMIN);
    const entry = await admin.call(opsContentEntry, { kind: "menu", code: "MENU" });
    const body = JSON.parse(entry.body.data!.opsContentEntry!.body);
    body.items.reverse();
    const saved = await admin.call(opsContentSaveDraft, {
      kind: "menu",
      code: "MENU",
      body: JSON.stringify(body),
    });
    expect(saved.body.data?.opsContentSaveDraft.userErrors).toEqual([]);
    const missing = await admin.call(opsContentPublish, {
      kind: "landing",
      code: "nope",
    });
    expect(missing.body.data?.opsContentPublish.userErrors[0]?.code).toBe("CONTENT_NOT_FOUND");
    const noVersion = await admin.call(opsContentPublish, {
      kind: "menu",
      code: "MENU",
      version: 99,
    });
    expect(noVersion.body.data?.opsContentPublish.userErrors[0]?.code).toBe("CONTENT_NOT_FOUND");
    expect(
      (await admin.call(opsContentEntry, { kind: "landing", code: "nope" })).body.data
        ?.opsContentEntry,
    ).toBeNull();
  });
});
