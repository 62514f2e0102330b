/**
 * The shopper's return photos (issue 17 item 1 "request a return ... with a reason and photos";
 * docs/adr/0047). A photo is personal data: it is recognised by its first bytes like the
 * console's media (lib/domain/media/store.ts), decoded, re-encoded as a JPEG of bounded size
 * (which drops the camera's metadata, GPS position included), and written to MEDIA_DIR's
 * after-sales folder under a random name that no public route serves. A row records whose it
 * is; a request takes the caller's own unused uploads by id; only the owner and operators read it.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import type { Db, Tx } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { sniffImage } from "@/lib/domain/media/store";
import type { RateLimitStore } from "@/lib/domain/rate-limit/store";
import { isUuid } from "@/lib/domain/validation/uuid";
import {
  AFTER_SALES_PHOTO_ERROR_CODES as P,
  AFTER_SALES_PHOTO_JPEG_QUALITY,
  AFTER_SALES_PHOTO_MAX_BYTES,
  AFTER_SALES_PHOTO_MAX_EDGE,
  AFTER_SALES_PHOTO_UNATTACHED_KEPT_SECONDS,
  AFTER_SALES_PHOTO_UPLOAD_WINDOW_SECONDS,
  AFTER_SALES_PHOTO_UPLOADS_PER_CLIENT_PER_HOUR,
  AFTER_SALES_PHOTO_UPLOADS_PER_CUSTOMER_PER_HOUR,
  AFTER_SALES_PHOTOS_SUBDIR,
  type AfterSalesPhotoErrorCode,
} from "./constants";
import { photoSrc } from "./rules";

/** A stored file's name: 32 random hex characters and ".jpg" (every photo is re-encoded). */
const PHOTO_FILE_PATTERN = /^[0-9a-f]{32}\.jpg$/;

/** Who asks: a customer (a member, or a guest scoped to one order), or an operator. */
export type PhotoReader =
  { kind: "customer"; customerId: string; scopeOrderCode: string | null } | { kind: "operator" };

export interface StoredPhoto {
  id: string;
  src: string;
  width: number;
  height: number;
  bytes: number;
}

export type PhotoUploadResult =
  { ok: true; photo: StoredPhoto } | { ok: false; code: AfterSalesPhotoErrorCode };

export function photosDir(mediaDir: string): string {
  return path.join(mediaDir, AFTER_SALES_PHOTOS_SUBDIR);
}

/**
 * Counts one upload against the customer's and the client's hourly allowance. Refused uploads
 * count too, so a flood stays refused while it lasts.
 */
export async function photoUploadAllowed(
  rateLimits: RateLimitStore,
  who: { customerId: string; clientKey: string },
  now: Date,
): Promise<boolean> {
  const window = AFTER_SALES_PHOTO_UPLOAD_WINDOW_SECONDS;
  const byCustomer = await rateLimits.hit(`return-photo:customer:${who.customerId}`, window, now);
  const byClient = await rateLimits.hit(`return-photo:client:${who.clientKey}`, window, now);
  return (
    byCustomer <= AFTER_SALES_PHOTO_UPLOADS_PER_CUSTOMER_PER_HOUR &&
    byClient <= AFTER_SALES_PHOTO_UPLOADS_PER_CLIENT_PER_HOUR
  );
}

/** The photo upright, within the size bound, as JPEG without metadata; null if it does not decode. */
async function reencode(bytes: Uint8Array) {
  try {
    return await sharp(bytes)
      // Turned upright by its EXIF orientation before the metadata is dropped.
      .rotate()
      .resize({
        width: AFTER_SALES_PHOTO_MAX_EDGE,
        height: AFTER_SALES_PHOTO_MAX_EDGE,
        fit: "inside",
        withoutEnlargement: true,
      })
      // A transparent PNG on white, not black.
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: AFTER_SALES_PHOTO_JPEG_QUALITY })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return null;
  }
}

/** Checks, re-encodes and stores one photo of `customerId`; nothing is written on refusal. */
export async function storeReturnPhoto(
  db: Db,
  mediaDir: string,
  input: { customerId: string; bytes: Uint8Array },
  now: Date,
): Promise<PhotoUploadResult> {
  if (input.bytes.byteLength > AFTER_SALES_PHOTO_MAX_BYTES) return { ok: false, code: P.TOO_LARGE };
  if (!sniffImage(input.bytes)) return { ok: false, code: P.NOT_AN_IMAGE };
  const encoded = await reencode(input.bytes);
  if (!encoded) return { ok: false, code: P.NOT_AN_IMAGE };
  const file = `${randomBytes(16).toString("hex")}.jpg`;
  const dir = photosDir(mediaDir);
  await mkdir(dir, { recursive: true });
  // "wx": a name is never reused, so an existing file is never overwritten.
  await writeFile(path.join(dir, file), encoded.data, { flag: "wx" });
  const { width, height, size } = encoded.info;
  try {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`insert into after_sales_photos (customer_id, file, width, height, bytes, created_at)
        values (${input.customerId}::uuid, ${file}, ${width}, ${height}, ${size}, ${now.toISOString()}::timestamptz)
        returning id`,
    );
    return { ok: true, photo: { id: row!.id, src: photoSrc(row!.id), width, height, bytes: size } };
  } catch (error) {
    await unlink(path.join(dir, file)).catch(() => undefined);
    throw error;
  }
}

/**
 * Inside the request's transaction: the photos `ids` become the request's, provided each is the
 * customer's own upload that no request has taken. Answers false (the caller refuses and rolls
 * back) otherwise. The guarded UPDATE makes two requests naming one photo at once take it once.
 */
export async function claimPhotos(
  tx: Tx,
  input: { customerId: string; afterSalesOrderId: string; ids: readonly string[] },
): Promise<boolean> {
  if (input.ids.length === 0) return true;
  if (!input.ids.every(isUuid)) return false;
  const taken = await queryRows<{ id: string }>(
    tx,
    sql`update after_sales_photos set after_sales_order_id = ${input.afterSalesOrderId}::uuid
      where id = any(${sql.param([...input.ids])}::uuid[]) and customer_id = ${input.customerId}::uuid
        and after_sales_order_id is null
      returning id`,
  );
  return taken.length === input.ids.length;
}

interface PhotoRow {
  file: string;
  customer_id: string;
  order_code: string | null;
}

async function photoRow(db: Db, id: string): Promise<PhotoRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await queryRows<PhotoRow>(
    db,
    sql`select p.file, p.customer_id, o.code as order_code from after_sales_photos p
      left join after_sales_orders a on a.id = p.after_sales_order_id
      left join orders o on o.id = a.order_id
      where p.id = ${id}::uuid`,
  );
  return row ?? null;
}

/** Whether `reader` may see the photo: operators, or its owner (a guest: within their order). */
function mayRead(row: PhotoRow, reader: PhotoReader): boolean {
  if (reader.kind === "operator") return true;
  if (row.customer_id !== reader.customerId) return false;
  return !reader.scopeOrderCode || !row.order_code || row.order_code === reader.scopeOrderCode;
}

/** The photo's JPEG bytes for `reader`, or null: unknown and not-yours read the same. */
export async function readReturnPhoto(
  db: Db,
  mediaDir: string,
  id: string,
  reader: PhotoReader,
): Promise<Uint8Array | null> {
  const row = await photoRow(db, id);
  if (!row || !mayRead(row, reader) || !PHOTO_FILE_PATTERN.test(row.file)) return null;
  try {
    return new Uint8Array(await readFile(path.join(photosDir(mediaDir), row.file)));
  } catch {
    return null;
  }
}

/** The form's "remove": the owner deletes an upload no request has taken. */
export async function deletePendingPhoto(
  db: Db,
  mediaDir: string,
  id: string,
  customerId: string,
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [gone] = await queryRows<{ file: string }>(
    db,
    sql`delete from after_sales_photos where id = ${id}::uuid and customer_id = ${customerId}::uuid
      and after_sales_order_id is null returning file`,
  );
  if (!gone) return false;
  await removeFile(mediaDir, gone.file);
  return true;
}

async function removeFile(mediaDir: string, file: string): Promise<void> {
  if (!PHOTO_FILE_PATTERN.test(file)) return;
  await unlink(path.join(photosDir(mediaDir), file)).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
}

/** Not in the spec: uploads one purge deletes; the rest wait for the next run. */
export const PHOTO_PURGE_BATCH = 500;

/**
 * Uploads no request took within AFTER_SALES_PHOTO_UNATTACHED_KEPT_SECONDS, and photos whose
 * request is gone (its order deleted), are deleted with their files. Answers how many went.
 */
export async function purgeUnattachedPhotos(db: Db, mediaDir: string, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - AFTER_SALES_PHOTO_UNATTACHED_KEPT_SECONDS * 1000);
  const gone = await queryRows<{ file: string }>(
    db,
    sql`delete from after_sales_photos where id = any(array(
        select id from after_sales_photos where after_sales_order_id is null
          and created_at < ${cutoff.toISOString()}::timestamptz
        limit ${PHOTO_PURGE_BATCH} for update skip locked))
      returning file`,
  );
  for (const { file } of gone) await removeFile(mediaDir, file);
  return gone.length;
}
