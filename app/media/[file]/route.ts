/**
 * GET /media/{file}: an image of the console's media store (MEDIA_DIR; docs/adr/0037). A file
 * never changes under its random name, so it is cached for a year; next/image reads it from here
 * and serves it resized. Only names the store gives out are read, so no path leaves MEDIA_DIR.
 */
import { readFile } from "node:fs/promises";
import { getEnv } from "@/lib/env";
import { MEDIA_CONTENT_TYPES, mediaFilePath, type MediaExtension } from "@/lib/domain/media/store";

export async function GET(
  _request: Request,
  context: { params: Promise<{ file: string }> },
): Promise<Response> {
  const { file } = await context.params;
  const filePath = mediaFilePath(getEnv().MEDIA_DIR, file);
  if (!filePath) return new Response("Not found", { status: 404 });
  let bytes: Buffer;
  try {
    bytes = await readFile(filePath);
  } catch {
    return new Response("Not found", { status: 404 });
  }
  const extension = file.slice(file.lastIndexOf(".") + 1) as MediaExtension;
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": MEDIA_CONTENT_TYPES[extension],
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
}
