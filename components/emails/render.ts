/**
 * Order e-mails to subject, HTML and plain text with React Email's `render` (docs/adr/0045).
 * Runs on the server when the outbox row is written (lib/domain/notifications/queue.ts calls
 * the installed renderer); the /ops preview renders the same way from sample data.
 */
import { render, toPlainText } from "@react-email/render";
import { createElement } from "react";
import type {
  OrderEmail,
  OrderEmailRenderer,
  RenderedEmail,
} from "@/lib/domain/notifications/model";
import { emailOptions, emailText } from "./email-text";
import { OrderEmailTemplate, subjectOf } from "./order-emails";

export async function renderOrderEmail(
  email: OrderEmail,
  settings: { baseUrl: string },
): Promise<RenderedEmail> {
  const t = emailText(email.locale);
  const html = await render(
    createElement(OrderEmailTemplate, {
      email,
      t,
      options: emailOptions(email.locale, settings.baseUrl),
    }),
  );
  // The text part from the same HTML, so the two never say different things.
  return { subject: subjectOf(email, t), html, text: toPlainText(html) };
}

export function orderEmailRendererFor(settings: { baseUrl: string }): OrderEmailRenderer {
  return (email) => renderOrderEmail(email, settings);
}
