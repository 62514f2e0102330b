/**
 * The open-dialog report (accounts §4 "Opening reports the dialog id"; §7 "open-dialog action
 * with the dialog id"): one more open of a configured dialog on the shop's day. Only ids of the
 * published dialog config count, so the table holds no made-up ids, and a client reporting more
 * than a browser keeping its daily counts could is refused.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { dialogOpens } from "@/lib/db/schema";
import { publishedContent } from "@/lib/domain/content/store";
import type { RateLimitStore } from "@/lib/domain/rate-limit/store";
import {
  DIALOG_CONFIG_CODE,
  DIALOG_ID_MAX_LENGTH,
  DIALOG_REPORTS_PER_CLIENT_PER_HOUR,
  DIALOG_REPORTS_WINDOW_SECONDS,
} from "./constants";
import { shopDay } from "./counters";

export const DIALOG_FAILURE_CODES = {
  ID_REQUIRED: "DIALOG_ID_REQUIRED",
  UNKNOWN: "DIALOG_UNKNOWN",
  TOO_MANY: "DIALOG_REPORTS_TOO_MANY",
} as const;
type DialogFailureCode = (typeof DIALOG_FAILURE_CODES)[keyof typeof DIALOG_FAILURE_CODES];

export type OpenDialogResult =
  { ok: true; id: string; day: string; opens: number } | { ok: false; code: DialogFailureCode };

export async function recordDialogOpen(
  db: Db,
  rateLimits: RateLimitStore,
  input: { id: string; clientKey: string },
  now: Date,
): Promise<OpenDialogResult> {
  const id = input.id.trim();
  if (!id) return { ok: false, code: DIALOG_FAILURE_CODES.ID_REQUIRED };
  if (id.length > DIALOG_ID_MAX_LENGTH) return { ok: false, code: DIALOG_FAILURE_CODES.UNKNOWN };
  const config = await publishedContent(db, "dialogs", DIALOG_CONFIG_CODE);
  if (!config?.dialogs.some((dialog) => dialog.id === id)) {
    return { ok: false, code: DIALOG_FAILURE_CODES.UNKNOWN };
  }
  // Counted before the write, refused ones too: a flood stays refused while it lasts.
  const reports = await rateLimits.hit(
    `dialog-open:client:${input.clientKey}`,
    DIALOG_REPORTS_WINDOW_SECONDS,
    now,
  );
  if (reports > DIALOG_REPORTS_PER_CLIENT_PER_HOUR) {
    return { ok: false, code: DIALOG_FAILURE_CODES.TOO_MANY };
  }
  const day = shopDay(now);
  // One statement: two instances reporting at once both count.
  const [row] = await db
    .insert(dialogOpens)
    .values({ dialogId: id, day, opens: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: [dialogOpens.dialogId, dialogOpens.day],
      set: { opens: sql`${dialogOpens.opens} + 1`, updatedAt: now },
    })
    .returning({ opens: dialogOpens.opens });
  return { ok: true, id, day, opens: row?.opens ?? 1 };
}

/** Opens of a dialog on a shop day (for reports and tests). */
export async function dialogOpensOn(db: Db, id: string, day: string): Promise<number> {
  const [row] = await db
    .select({ opens: dialogOpens.opens })
    .from(dialogOpens)
    .where(and(eq(dialogOpens.dialogId, id), eq(dialogOpens.day, day)));
  return row?.opens ?? 0;
}
