/**
 * Installs the React Email renderer for order e-mails (docs/adr/0045). Called where the app and
 * its clients start (instrumentation.ts, scripts/ops.ts, the tests' setup), because the domain
 * that writes the e-mails may not import React or the text bundles.
 */
import { setOrderEmailRenderer } from "@/lib/domain/notifications/renderer";
import { orderEmailRendererFor } from "./render";

export function installOrderEmails(settings: { baseUrl: string }): void {
  setOrderEmailRenderer(orderEmailRendererFor(settings));
}
