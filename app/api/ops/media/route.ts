/** POST /api/ops/media: an image uploaded in the operations console (lib/server/media-upload.ts). */
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { handleMediaUpload } from "@/lib/server/media-upload";

export async function POST(request: Request): Promise<Response> {
  const response = await handleMediaUpload(request, {
    db: await getDb(),
    mediaDir: getEnv().MEDIA_DIR,
    now: new Date(),
  });
  response.headers.set("cache-control", "no-store");
  return response;
}
