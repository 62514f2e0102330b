/**
 * GET /api/after-sales/photos/{id}: a return photo for its owner or an operator; DELETE: the
 * owner removes an upload no request has taken (lib/server/after-sales-photos.ts).
 */
import { photoRouteDeps } from "@/lib/server/after-sales-photo-deps";
import { handlePhotoDelete, handlePhotoRead } from "@/lib/server/after-sales-photos";

type Context = { params: Promise<{ id: string }> };

export async function GET(request: Request, context: Context): Promise<Response> {
  const { id } = await context.params;
  return handlePhotoRead(request, id, await photoRouteDeps(request));
}

export async function DELETE(request: Request, context: Context): Promise<Response> {
  const { id } = await context.params;
  return handlePhotoDelete(request, id, await photoRouteDeps(request));
}
