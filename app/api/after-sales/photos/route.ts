/** POST /api/after-sales/photos: a shopper's return photo (lib/server/after-sales-photos.ts). */
import { photoRouteDeps } from "@/lib/server/after-sales-photo-deps";
import { handlePhotoUpload } from "@/lib/server/after-sales-photos";

export async function POST(request: Request): Promise<Response> {
  return handlePhotoUpload(request, await photoRouteDeps(request));
}
