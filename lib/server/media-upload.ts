import "server-only";
/**
 * POST /api/ops/media (docs/adr/0037): an image uploaded in the console, multipart field `file`.
 * Only an operator whose role edits content may upload (the operator cookie, resolved in the
 * database like every console operation), and the channel-code header is required as for the
 * API (a cross-site form cannot set it). The upload is in the audit log.
 */
import type { Db } from "@/lib/db/connect";
import { MEDIA_MAX_BYTES } from "@/lib/domain/media/constants";
import { storeMedia } from "@/lib/domain/media/store";
import { writeAudit } from "@/lib/domain/operators/audit";
import { OPERATOR_COOKIE, OPERATOR_ERROR_CODES } from "@/lib/domain/operators/constants";
import { roleAllows } from "@/lib/domain/operators/roles";
import { resolveOperatorSession } from "@/lib/domain/operators/sessions";
import { parseCookieHeader } from "@/lib/graphql/http";
import { CHANNEL_CODE } from "@/lib/graphql/wire";
import { translate } from "@/lib/i18n/translate";

/** The multipart envelope around the file: boundaries and headers, a few hundred bytes. */
const ENVELOPE_BYTES = 16 * 1024;

function refusal(status: number, code: string): Response {
  return Response.json({ code, message: translate("en", `apiErrors.${code}`) }, { status });
}

export async function handleMediaUpload(
  request: Request,
  deps: { db: Db; mediaDir: string; now: Date },
): Promise<Response> {
  if (request.headers.get("channel-code") !== CHANNEL_CODE) {
    return refusal(403, "CHANNEL_CODE_REQUIRED");
  }
  const token = parseCookieHeader(request.headers.get("cookie")).get(OPERATOR_COOKIE);
  const operator = token ? await resolveOperatorSession(deps.db, token, deps.now) : null;
  if (!operator) return refusal(401, OPERATOR_ERROR_CODES.UNAUTHENTICATED);
  if (!roleAllows(operator.role, "content:edit"))
    return refusal(403, OPERATOR_ERROR_CODES.FORBIDDEN);
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MEDIA_MAX_BYTES + ENVELOPE_BYTES) {
    return refusal(413, "MEDIA_TOO_LARGE");
  }
  let file: FormDataEntryValue | null;
  try {
    file = (await request.formData()).get("file");
  } catch {
    return refusal(400, "MEDIA_NOT_AN_IMAGE");
  }
  if (!file || typeof file === "string") return refusal(400, "MEDIA_NOT_AN_IMAGE");
  const stored = await storeMedia(deps.mediaDir, new Uint8Array(await file.arrayBuffer()));
  if (!stored.ok) return refusal(stored.code === "MEDIA_TOO_LARGE" ? 413 : 400, stored.code);
  const { src, width, height } = stored;
  await writeAudit(
    deps.db,
    operator,
    {
      action: "media.upload",
      entityKind: "media",
      entityCode: stored.file,
      before: null,
      after: { src, width, height, bytes: stored.bytes, type: stored.type, name: file.name },
    },
    deps.now,
  );
  return Response.json({ src, width, height }, { status: 201 });
}
