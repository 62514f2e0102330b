import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "@/lib/seed";
import { DEMO_MEMBER, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { storeImageVerification } from "@/lib/domain/accounts/login-throttle";
import {
  imageVerificationCreate,
  needImageVerifyCode,
  userLogin,
} from "@/lib/graphql/operations/accounts";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";

let database: TestDatabase;
const clock = new Date("2026-11-26T10:00:00Z");
const now = () => clock;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});
afterAll(() => database.dispose());

/** A client at its own address, so each test's counts start from zero. */
function clientAt(ip: string): TestClient {
  return new TestClient(createTestServer(database.db, { now }), {
    headers: { "x-real-ip": ip, lang: "en_US" },
  });
}

async function login(
  client: TestClient,
  account: string,
  password: string,
  image?: { imageVerifyCode?: string; imageVerifyToken?: string },
) {
  const result = await client.call(userLogin, { input: { account, password, ...image } });
  return result.body.data!.userLogin;
}

async function needed(client: TestClient, account: string): Promise<boolean> {
  return (await client.call(needImageVerifyCode, { account })).body.data!.needImageVerifyCode;
}

describe("image verification at sign-in", () => {
  it("is required after 5 failures for an account; a correct answer lets the 6th try through", async () => {
    const client = clientAt("192.0.2.1");
    expect(await needed(client, DEMO_MEMBER.email)).toBe(false);
    for (let i = 0; i < 5; i++) {
      const failed = await login(client, DEMO_MEMBER.email, "Wrong12345");
      expect(failed.userErrors[0]?.code).toBe("00510950027");
    }
    expect(await needed(client, DEMO_MEMBER.email)).toBe(true);
    // Other accounts from the same address are not affected yet.
    expect(await needed(client, DEMO_STAFF.email)).toBe(false);

    // Right password, no answer: refused without looking at the password.
    const bare = await login(client, DEMO_MEMBER.email, DEMO_MEMBER.password);
    expect(bare.token).toBeNull();
    expect(bare.userErrors[0]).toMatchObject({
      code: "IMAGE_VERIFY_CODE_INVALID",
      field: "imageVerifyCode",
      message: "The verification code is incorrect or invalid.",
    });

    const created = (await client.call(imageVerificationCreate)).body.data!.imageVerificationCreate;
    expect(created.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(created.image.split(",")[1]!, "base64").toString()).toContain("<svg");
    expect(created.token.length).toBeGreaterThan(20);
    // A wrong answer spends the image.
    const wrong = await login(client, DEMO_MEMBER.email, DEMO_MEMBER.password, {
      imageVerifyCode: "????",
      imageVerifyToken: created.token,
    });
    expect(wrong.userErrors[0]?.code).toBe("IMAGE_VERIFY_CODE_INVALID");

    const token = await storeImageVerification(database.db, "AB3CD", clock);
    const ok = await login(client, DEMO_MEMBER.email, DEMO_MEMBER.password, {
      imageVerifyCode: "ab3cd",
      imageVerifyToken: token,
    });
    expect(ok.userErrors).toEqual([]);
    expect(ok.token).toBeTruthy();
    // A success resets the account's count.
    expect(await needed(client, DEMO_MEMBER.email)).toBe(false);
  });

  it("refuses a reused, expired or foreign-token answer", async () => {
    const client = clientAt("192.0.2.2");
    for (let i = 0; i < 5; i++) await login(client, DEMO_STAFF.email, "Wrong12345");
    const token = await storeImageVerification(database.db, "XYZ9", clock);
    const first = await login(client, DEMO_STAFF.email, "Wrong12345", {
      imageVerifyCode: "XYZ9",
      imageVerifyToken: token,
    });
    expect(first.userErrors[0]?.code).toBe("00510950027");
    const reused = await login(client, DEMO_STAFF.email, DEMO_STAFF.password, {
      imageVerifyCode: "XYZ9",
      imageVerifyToken: token,
    });
    expect(reused.userErrors[0]?.code).toBe("IMAGE_VERIFY_CODE_INVALID");
    const old = await storeImageVerification(
      database.db,
      "OLD7",
      new Date(clock.getTime() - 6 * 60_000),
    );
    const expired = await login(client, DEMO_STAFF.email, DEMO_STAFF.password, {
      imageVerifyCode: "OLD7",
      imageVerifyToken: old,
    });
    expect(expired.userErrors[0]?.code).toBe("IMAGE_VERIFY_CODE_INVALID");
    const made = await login(client, DEMO_STAFF.email, DEMO_STAFF.password, {
      imageVerifyCode: "XYZ9",
      imageVerifyToken: "not-a-token",
    });
    expect(made.userErrors[0]?.code).toBe("IMAGE_VERIFY_CODE_INVALID");
  });

  it("is required for every account from an address after 30 failures across accounts", async () => {
    const client = clientAt("192.0.2.3");
    for (let i = 0; i < 30; i++) {
      await login(client, `nobody${i}@example.com`, "Wrong12345");
    }
    expect(await needed(client, "fresh@example.com")).toBe(true);
    expect(await needed(client, DEMO_MEMBER.mobile)).toBe(true);
    // Another address is not affected.
    expect(await needed(clientAt("192.0.2.4"), "fresh@example.com")).toBe(false);
  });

  it("still requires it after a restart (a new server over the same database)", async () => {
    const before = clientAt("192.0.2.5");
    for (let i = 0; i < 5; i++) await login(before, "restart@example.com", "Wrong12345");
    const after = clientAt("192.0.2.5");
    expect(await needed(after, "restart@example.com")).toBe(true);
  });

  it("counts failures per client address only as the platform reports it", async () => {
    // A forged X-Forwarded-For (no trusted proxy) does not move the caller to a fresh count.
    const forged = new TestClient(createTestServer(database.db, { now }), {
      headers: { "x-real-ip": "192.0.2.5", "x-forwarded-for": "203.0.113.50" },
    });
    expect(await needed(forged, "restart@example.com")).toBe(true);
  });
});
