/**
 * The shopper's return photos (issue 17 item 1 "request a return ... with a reason and photos";
 * docs/adr/0047) over the real handlers and API on a fresh database: a member and a guest holding
 * an order token upload; a visitor without one, a foreign site (no channel-code), a file too
 * large, not an image, or beyond the hourly allowance are refused and nothing is stored; a request
 * takes only the caller's own unused uploads; a photo is read by its owner and operators only;
 * the owner removes an unused upload; uploads no request took are purged after a day. Runs on
 * PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AFTER_SALES_PHOTO_MAX_BYTES } from "@/lib/domain/after-sales/constants";
import { photosDir, purgeUnattachedPhotos } from "@/lib/domain/after-sales/photos";
import { DbRateLimitStore } from "@/lib/domain/rate-limit/store";
import { getAfterSalesOrderDetail } from "@/lib/graphql/operations/after-sales";
import { queryVisitorToken } from "@/lib/graphql/operations/orders";
import { CHANNEL_CODE } from "@/lib/graphql/wire";
import { DEMO_MEMBER, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import {
  handlePhotoDelete,
  handlePhotoRead,
  handlePhotoUpload,
} from "@/lib/server/after-sales-photos";
import {
  client,
  create,
  DAY,
  deliveredOrder,
  EDITOR,
  errorOf,
  fx,
  operator,
  OPERATIONS,
  q,
  request,
  setUpAfterSales,
  shopper,
} from "./support/after-sales-fixture";
import type { TestClient } from "./support/graphql-client";

setUpAfterSales();

let mediaDir: string;
let png: Buffer;
let clientCount = 0;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), "return-photos-"));
  png = await sharp({
    create: { width: 40, height: 30, channels: 4, background: { r: 200, g: 30, b: 30, alpha: 1 } },
  })
    .png()
    .toBuffer();
});
afterAll(() => rm(mediaDir, { recursive: true, force: true }));

/** Each caller its own client address unless given, so the per-client limit is not shared. */
function deps(clientKey = `client-${(clientCount += 1)}`) {
  return {
    db: fx.database.db,
    mediaDir,
    now: fx.clock,
    rateLimits: new DbRateLimitStore(fx.database.db),
    clientKey,
  };
}

/** The headers a browser sends for `api`: its cookies, and the channel-code unless left out. */
function headersOf(
  api: TestClient | null,
  extra: Record<string, string> = {},
  channel = true,
): Headers {
  const headers = new Headers({ lang: "en_US", ...api?.defaults.headers, ...extra });
  if (channel) headers.set("channel-code", CHANNEL_CODE);
  if (api && api.cookies.size > 0)
    headers.set("cookie", [...api.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
  return headers;
}

async function upload(
  api: TestClient | null,
  bytes: Uint8Array,
  options: { channel?: boolean; clientKey?: string; name?: string } = {},
) {
  const form = new FormData();
  form.set("file", new Blob([bytes as BlobPart]), options.name ?? "photo.png");
  const response = await handlePhotoUpload(
    new Request("http://shop.test/api/after-sales/photos", {
      method: "POST",
      headers: headersOf(api, {}, options.channel ?? true),
      body: form,
    }),
    deps(options.clientKey),
  );
  return {
    status: response.status,
    body: (await response.json()) as { id?: string; src?: string; code?: string; message?: string },
  };
}

async function read(api: TestClient | null, src: string, extra: Record<string, string> = {}) {
  return handlePhotoRead(
    new Request(`http://shop.test${src}`, { headers: headersOf(api, extra, false) }),
    src.split("/").at(-1)!,
    deps(),
  );
}

const storedFiles = async () => readdir(photosDir(mediaDir)).catch(() => [] as string[]);
const photoRows = async () =>
  Number((await q<{ n: number }>(sql`select count(*)::int as n from after_sales_photos`))[0]!.n);
const requests = async () =>
  Number((await q<{ n: number }>(sql`select count(*)::int as n from after_sales_orders`))[0]!.n);

describe("uploading a return photo", () => {
  it("stores a member's photo privately and a request takes it; owner and operators read it", async () => {
    const member = await shopper(DEMO_MEMBER);
    const order = await deliveredOrder(member, [{ skuCode: fx.skuA, quantity: 1 }], {
      member: true,
    });
    const uploaded = await upload(member, png);
    expect(uploaded.status).toBe(201);
    const { id, src } = uploaded.body;
    expect(src).toBe(`/api/after-sales/photos/${id}`);
    // Re-encoded as JPEG under a random name in the after-sales folder, not MEDIA_DIR's root
    // (which /media serves to anyone).
    const [row] = await q<{ file: string; customer_id: string; after_sales_order_id: string }>(
      sql`select file, customer_id, after_sales_order_id from after_sales_photos where id = ${id!}::uuid`,
    );
    expect(row!.file).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(row!.after_sales_order_id).toBeNull();
    expect(await storedFiles()).toContain(row!.file);
    expect(await readdir(mediaDir)).not.toContain(row!.file);

    const created = await create(
      member,
      request(order.code, [{ orderLineId: order.lineId[fx.skuA]!, quantity: 1 }], {
        photos: [id!],
      }),
    );
    expect(created.userErrors).toEqual([]);
    expect(created.afterSalesOrder!.photos).toEqual([src]);
    const code = created.afterSalesOrder!.code;
    expect(
      (await member.call(getAfterSalesOrderDetail, { code })).body.data!.afterSalesOrderDetail
        .photos,
    ).toEqual([src]);

    const own = await read(member, src!);
    expect(own.status).toBe(200);
    expect(own.headers.get("content-type")).toBe("image/jpeg");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    const shown = await sharp(Buffer.from(await own.arrayBuffer())).metadata();
    expect([shown.format, shown.width, shown.height]).toEqual(["jpeg", 40, 30]);
    expect((await read(await operator(OPERATIONS), src!)).status).toBe(200);
    // Another member, a content editor (not aftersales:manage), a visitor: never the photo.
    const stranger = await read(await shopper(DEMO_STAFF), src!);
    expect(stranger.status).toBe(404);
    expect(((await stranger.json()) as { code: string }).code).toBe("AFTER_SALES_PHOTO_NOT_FOUND");
    expect((await read(await operator(EDITOR), src!)).status).toBe(401);
    expect((await read(await shopper(null), src!)).status).toBe(401);
    expect((await read(null, src!)).status).toBe(401);
    expect((await read(member, "/api/after-sales/photos/not-a-uuid")).status).toBe(404);
  });

  it("lets a guest holding the order token upload, attach and read, and nobody without one", async () => {
    const guest = await shopper(null);
    const order = await deliveredOrder(guest, [{ skuCode: fx.skuC, quantity: 1 }], {
      email: "photos@example.com",
    });
    const token = (
      await client().call(queryVisitorToken, { orderCode: order.code, email: "photos@example.com" })
    ).body.data!.queryVisitorToken.token!;
    const tokenHolder = client({ token });
    const uploaded = await upload(tokenHolder, png);
    expect(uploaded.status).toBe(201);
    const created = await create(
      tokenHolder,
      request(order.code, [{ orderLineId: order.lineId[fx.skuC]!, quantity: 1 }], {
        photos: [uploaded.body.id!],
      }),
    );
    expect(created.userErrors).toEqual([]);
    expect((await read(tokenHolder, uploaded.body.src!)).status).toBe(200);

    // A visitor session without an order token, no session at all, a foreign site's form.
    const rowsBefore = await photoRows();
    const filesBefore = (await storedFiles()).length;
    const visitor = await upload(await shopper(null), png);
    expect(visitor.status).toBe(401);
    expect(visitor.body.code).toBe("AFTER_SALES_PHOTO_SIGN_IN_REQUIRED");
    expect((await upload(null, png)).status).toBe(401);
    const foreign = await upload(await shopper(DEMO_MEMBER), png, { channel: false });
    expect(foreign.status).toBe(403);
    expect(foreign.body.code).toBe("CHANNEL_CODE_REQUIRED");
    expect(await photoRows()).toBe(rowsBefore);
    expect((await storedFiles()).length).toBe(filesBefore);
  });

  it("refuses a file too large or not an image, storing nothing, with a message", async () => {
    const member = await shopper(DEMO_MEMBER);
    const rowsBefore = await photoRows();
    const filesBefore = (await storedFiles()).length;
    const huge = new Uint8Array(AFTER_SALES_PHOTO_MAX_BYTES + 1);
    huge.set(png.subarray(0, 8));
    const large = await upload(member, huge);
    expect(large.status).toBe(413);
    expect(large.body).toEqual({
      code: "AFTER_SALES_PHOTO_TOO_LARGE",
      message: "This photo is larger than 8 MB. Please choose a smaller one.",
    });
    const text = await upload(member, new TextEncoder().encode("not a photo"), { name: "a.png" });
    expect([text.status, text.body.code]).toEqual([400, "AFTER_SALES_PHOTO_NOT_AN_IMAGE"]);
    // A PNG signature on bytes that do not decode, and an SVG (it can carry script).
    const broken = new Uint8Array(64);
    broken.set(png.subarray(0, 8));
    expect((await upload(member, broken)).body.code).toBe("AFTER_SALES_PHOTO_NOT_AN_IMAGE");
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await upload(member, svg)).body.code).toBe("AFTER_SALES_PHOTO_NOT_AN_IMAGE");
    // In the shopper's language.
    const zh = await upload(client({ lang: "zh_HK" }), png);
    expect(zh.status).toBe(401);
    expect(zh.body.message).toContain("請先登入");
    expect(await photoRows()).toBe(rowsBefore);
    expect((await storedFiles()).length).toBe(filesBefore);
  });

  it("counts uploads per customer and per client in the shared store, refused ones too", async () => {
    const member = await shopper(DEMO_STAFF);
    for (let i = 0; i < 30; i += 1) {
      const refused = await upload(member, new TextEncoder().encode(`junk ${i}`));
      expect(refused.status).toBe(400);
    }
    const over = await upload(member, png);
    expect([over.status, over.body.code]).toEqual([429, "AFTER_SALES_PHOTO_TOO_MANY_UPLOADS"]);
    // An hour later the allowance is back (signed in again: a member's token lasts 2 hours).
    fx.clock = new Date(fx.clock.getTime() + 3_600_000 + 1000);
    const again = await shopper(DEMO_STAFF);
    expect((await upload(again, png)).status).toBe(201);
    // Per client address: 60 an hour, whoever signs in from it (a refusal before the
    // session is known is not counted: the visitor's calls below change nothing).
    const shared = "client-shared";
    const junk = new TextEncoder().encode("x");
    const other = await shopper(DEMO_MEMBER);
    for (let i = 0; i < 30; i += 1) await upload(other, junk, { clientKey: shared });
    for (let i = 0; i < 29; i += 1) await upload(again, junk, { clientKey: shared });
    for (let i = 0; i < 5; i += 1) await upload(await shopper(null), junk, { clientKey: shared });
    const guest = await shopper(null);
    const order = await deliveredOrder(guest, [{ skuCode: fx.skuC, quantity: 1 }], {
      email: "limits@example.com",
    });
    const token = (
      await client().call(queryVisitorToken, { orderCode: order.code, email: "limits@example.com" })
    ).body.data!.queryVisitorToken.token!;
    const third = client({ token });
    expect((await upload(third, png, { clientKey: shared })).status).toBe(201);
    const refused = await upload(third, png, { clientKey: shared });
    expect([refused.status, refused.body.code]).toEqual([
      429,
      "AFTER_SALES_PHOTO_TOO_MANY_UPLOADS",
    ]);
    // From another address the same shopper may go on.
    expect((await upload(third, png)).status).toBe(201);
  });
});

describe("a request's photos", () => {
  it("takes only the caller's own unused uploads; anything else refuses it and writes nothing", async () => {
    // A fresh hour: the allowance spent above does not count here.
    fx.clock = new Date(fx.clock.getTime() + 2 * 3_600_000);
    const member = await shopper(DEMO_MEMBER);
    const stranger = await shopper(DEMO_STAFF);
    const order = await deliveredOrder(
      member,
      [
        { skuCode: fx.skuA, quantity: 1 },
        { skuCode: fx.skuC, quantity: 1 },
      ],
      { member: true },
    );
    const line = (sku: string, photos: string[]) =>
      request(order.code, [{ orderLineId: order.lineId[sku]!, quantity: 1 }], { photos });
    const mine = (await upload(member, png)).body.id!;
    const theirs = (await upload(stranger, png)).body.id!;
    const before = await requests();
    expect(errorOf(await create(member, line(fx.skuA, [mine, theirs])))).toBe(
      "AFTER_SALES_PHOTO_NOT_YOURS",
    );
    const unknown = "0f8fad5b-d9cb-469f-a165-70867728950e";
    const refused = await create(member, line(fx.skuA, [unknown]));
    expect(refused.userErrors).toEqual([
      {
        code: "AFTER_SALES_PHOTO_NOT_YOURS",
        field: "photos",
        message: "A photo is not one you uploaded for this request. Please upload it again.",
      },
    ]);
    expect(await requests()).toBe(before);
    const [still] = await q<{ after_sales_order_id: string | null }>(
      sql`select after_sales_order_id from after_sales_photos where id = ${mine}::uuid`,
    );
    expect(still!.after_sales_order_id).toBeNull();

    // Too many (7 > 6), then a photo taken by one request is not taken again by another.
    const seven: string[] = [];
    for (let i = 0; i < 7; i += 1) seven.push((await upload(member, png)).body.id!);
    expect(errorOf(await create(member, line(fx.skuA, seven)))).toBe("AFTER_SALES_PHOTO_INVALID");
    expect((await create(member, line(fx.skuA, [mine, ...seven.slice(0, 5)]))).userErrors).toEqual(
      [],
    );
    expect(errorOf(await create(member, line(fx.skuC, [mine])))).toBe(
      "AFTER_SALES_PHOTO_NOT_YOURS",
    );
    expect(await requests()).toBe(before + 1);
  });

  it("lets the owner remove an unused upload, and purges those no request took after a day", async () => {
    fx.clock = new Date(fx.clock.getTime() + 2 * 3_600_000);
    const member = await shopper(DEMO_MEMBER);
    const remove = async (api: TestClient, id: string) =>
      (
        await handlePhotoDelete(
          new Request(`http://shop.test/api/after-sales/photos/${id}`, {
            method: "DELETE",
            headers: headersOf(api),
          }),
          id,
          deps(),
        )
      ).status;
    const first = (await upload(member, png)).body.id!;
    const [{ file }] = (await q<{ file: string }>(
      sql`select file from after_sales_photos where id = ${first}::uuid`,
    )) as [{ file: string }];
    expect(await remove(await shopper(DEMO_STAFF), first)).toBe(404);
    expect(await remove(member, first)).toBe(204);
    expect(await storedFiles()).not.toContain(file);
    expect(await remove(member, first)).toBe(404);

    const attached = await q<{ id: string; file: string }>(
      sql`select id, file from after_sales_photos where after_sales_order_id is not null`,
    );
    expect(attached.length).toBeGreaterThan(0);
    expect(await remove(member, attached[0]!.id)).toBe(404);
    const pending = (
      await q<{ n: number }>(
        sql`select count(*)::int as n from after_sales_photos where after_sales_order_id is null`,
      )
    )[0]!.n;
    expect(pending).toBeGreaterThan(0);
    expect(await purgeUnattachedPhotos(fx.database.db, mediaDir, fx.clock)).toBe(0);
    const later = new Date(fx.clock.getTime() + DAY + 1000);
    expect(await purgeUnattachedPhotos(fx.database.db, mediaDir, later)).toBe(Number(pending));
    expect(
      (await q<{ n: number }>(sql`select count(*)::int as n from after_sales_photos`))[0]!.n,
    ).toBe(attached.length);
    const files = await storedFiles();
    expect(files.sort()).toEqual(attached.map((row) => row.file).sort());
  });
});
