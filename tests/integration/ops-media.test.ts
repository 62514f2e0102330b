/**
 * The console's media store (ADR 0037): only an operator who edits content uploads; an image is
 * recognised by its bytes, gets a random name under MEDIA_DIR and an audit row; anything else is
 * refused and nothing is written.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "@/lib/db/schema";
import { MEDIA_FILE_PATTERN, MEDIA_MAX_BYTES } from "@/lib/domain/media/constants";
import { addOperator, signInOperator } from "@/lib/domain/operators/accounts";
import { DbRateLimitStore } from "@/lib/domain/rate-limit/store";
import { CHANNEL_CODE } from "@/lib/graphql/wire";
import { handleMediaUpload } from "@/lib/server/media-upload";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

let database: TestDatabase;
let mediaDir: string;
const now = new Date("2026-11-27T10:00:00Z");
const tokens: Record<string, string> = {};
let png: Buffer;

beforeAll(async () => {
  database = await createTestDatabase();
  mediaDir = await mkdtemp(path.join(tmpdir(), "media-"));
  const limits = new DbRateLimitStore(database.db);
  for (const [email, role] of [
    ["editor@example.com", "CONTENT_EDITOR"],
    ["ops@example.com", "OPERATIONS"],
  ] as const) {
    await addOperator(database.db, { email, password: "Password123", role }, now);
    const signedIn = await signInOperator(
      database.db,
      limits,
      { email, password: "Password123", clientKey: "test" },
      now,
    );
    if (!signedIn.ok) throw new Error(signedIn.code);
    tokens[role] = signedIn.session.token;
  }
  png = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 31, g: 61, b: 43 } },
  })
    .png()
    .toBuffer();
});
afterAll(async () => {
  await database.dispose();
  await rm(mediaDir, { recursive: true, force: true });
});

function upload(bytes: Uint8Array, options: { token?: string; channel?: boolean } = {}) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], "banner.png", { type: "image/png" }));
  const headers: Record<string, string> = {};
  if (options.channel !== false) headers["channel-code"] = CHANNEL_CODE;
  if (options.token) headers.cookie = `ops_token=${options.token}`;
  return handleMediaUpload(
    new Request("http://shop.test/api/ops/media", { method: "POST", headers, body: form }),
    { db: database.db, mediaDir, now },
  );
}

describe("media uploads", () => {
  it("stores an editor's image under a random name, with its size, and audits it", async () => {
    const response = await upload(png, { token: tokens.CONTENT_EDITOR });
    expect(response.status).toBe(201);
    const answer = (await response.json()) as { src: string; width: number; height: number };
    expect(answer).toMatchObject({ width: 40, height: 30 });
    const file = answer.src.replace("/media/", "");
    expect(file).toMatch(MEDIA_FILE_PATTERN);
    expect(await readdir(mediaDir)).toContain(file);
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.entityCode, file));
    expect(row).toMatchObject({ action: "media.upload", operatorEmail: "editor@example.com" });
    expect(row?.after).toMatchObject({ width: 40, height: 30, type: "png", name: "banner.png" });
  });

  it("refuses nobody, the operations role and a missing channel code, writing nothing", async () => {
    const before = await readdir(mediaDir);
    expect((await upload(png)).status).toBe(401);
    expect((await upload(png, { token: "forged" })).status).toBe(401);
    const forbidden = await upload(png, { token: tokens.OPERATIONS });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ code: "OPS_FORBIDDEN" });
    expect((await upload(png, { token: tokens.CONTENT_EDITOR, channel: false })).status).toBe(403);
    expect(await readdir(mediaDir)).toEqual(before);
  });

  it("refuses what is not an image whatever its name and type say, and what is too large", async () => {
    const before = await readdir(mediaDir);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    const notImage = await upload(svg, { token: tokens.CONTENT_EDITOR });
    expect(notImage.status).toBe(400);
    expect(await notImage.json()).toMatchObject({ code: "MEDIA_NOT_AN_IMAGE" });
    // A PNG signature with nothing decodable behind it.
    const truncated = await upload(png.subarray(0, 20), { token: tokens.CONTENT_EDITOR });
    expect((await truncated.json()).code).toBe("MEDIA_NOT_AN_IMAGE");
    const large = new Uint8Array(MEDIA_MAX_BYTES + 1);
    large.set(png);
    const tooLarge = await upload(large, { token: tokens.CONTENT_EDITOR });
    expect(tooLarge.status).toBe(413);
    expect(await readdir(mediaDir)).toEqual(before);
  });
});
