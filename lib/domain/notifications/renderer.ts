/**
 * The renderer order e-mails are written with (docs/adr/0045). Templates are React (React
 * Email) and read the text bundles, which the domain may not import (docs/architecture.md,
 * Layers), so the app installs one at start: instrumentation.ts, scripts/ops.ts and the tests'
 * setup call `installOrderEmails` (components/emails/install.ts).
 *
 * Held on globalThis, like the outbox wake-up: Next bundles instrumentation and the routes
 * apart, and both must see the one installed here.
 */
import type { OrderEmailRenderer } from "./model";

const holder = globalThis as typeof globalThis & { __orderEmailRenderer?: OrderEmailRenderer };

export function setOrderEmailRenderer(renderer: OrderEmailRenderer | undefined): void {
  holder.__orderEmailRenderer = renderer;
}

/**
 * The installed renderer. None is a wiring bug: it throws, so the change that wanted the e-mail
 * rolls back instead of committing without it.
 */
export function orderEmailRenderer(): OrderEmailRenderer {
  const renderer = holder.__orderEmailRenderer;
  if (!renderer) throw new Error("order e-mails: no renderer installed (installOrderEmails)");
  return renderer;
}
