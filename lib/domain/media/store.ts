/**
 * The media store (docs/adr/0037): an uploaded image is recognised by its first bytes (never by
 * the name or the type the browser claims), decoded to learn its size (a file that does not
 * decode is refused), and written under a random name, so names are neither guessable nor
 * chosen by the uploader and a file is never overwritten.
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import {
  MEDIA_ERROR_CODES,
  type MEDIA_EXTENSIONS,
  MEDIA_FILE_PATTERN,
  MEDIA_MAX_BYTES,
  MEDIA_PATH,
} from "./constants";

export type MediaExtension = (typeof MEDIA_EXTENSIONS)[number];

export const MEDIA_CONTENT_TYPES: Record<MediaExtension, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type of `bytes` by its signature, or null (SVG is refused: it can carry script). */
export function sniffImage(bytes: Uint8Array): MediaExtension | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return "gif";
  if (
    startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) &&
    startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)
  ) {
    return "webp";
  }
  return null;
}

export type StoredMedia =
  | {
      ok: true;
      file: string;
      src: string;
      width: number;
      height: number;
      bytes: number;
      type: MediaExtension;
    }
  | { ok: false; code: (typeof MEDIA_ERROR_CODES)[keyof typeof MEDIA_ERROR_CODES] };

export async function storeMedia(mediaDir: string, bytes: Uint8Array): Promise<StoredMedia> {
  if (bytes.byteLength > MEDIA_MAX_BYTES) return { ok: false, code: MEDIA_ERROR_CODES.TOO_LARGE };
  const type = sniffImage(bytes);
  if (!type) return { ok: false, code: MEDIA_ERROR_CODES.NOT_AN_IMAGE };
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    return { ok: false, code: MEDIA_ERROR_CODES.NOT_AN_IMAGE };
  }
  if (!width || !height) return { ok: false, code: MEDIA_ERROR_CODES.NOT_AN_IMAGE };
  const file = `${randomBytes(16).toString("hex")}.${type}`;
  await mkdir(mediaDir, { recursive: true });
  // "wx": a name is never reused, so an existing file is never overwritten.
  await writeFile(path.join(mediaDir, file), bytes, { flag: "wx" });
  return {
    ok: true,
    file,
    src: `${MEDIA_PATH}/${file}`,
    width,
    height,
    bytes: bytes.byteLength,
    type,
  };
}

/** The path of a stored file, or null when `file` is not a name the store gives out. */
export function mediaFilePath(mediaDir: string, file: string): string | null {
  return MEDIA_FILE_PATTERN.test(file) ? path.join(mediaDir, file) : null;
}
