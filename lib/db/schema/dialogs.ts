/**
 * Pop-up opens (accounts §4 Pop-ups: "Opening reports the dialog id"; §7 "open-dialog action
 * with the dialog id"): how often each configured dialog opened on each day of the shop (Hong
 * Kong time). One row per dialog and day, counted up in place, so every instance adds to the
 * same numbers and they survive restarts.
 */
import { date, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { timestamptz } from "./columns";

export const dialogOpens = pgTable(
  "dialog_opens",
  {
    dialogId: text("dialog_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    opens: integer("opens").notNull(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dialogId, t.day] })],
);
