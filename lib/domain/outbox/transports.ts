/**
 * Where outbox messages go: e-mail through SMTP (nodemailer) when SMTP_URL is set (HTML with its
 * text alternative when the row has HTML, else text only), SMS through
 * an SmsGateway. The default gateway only logs (no SMS provider is configured in this shop);
 * a real provider is one more implementation of the interface.
 */
import nodemailer from "nodemailer";
import { logger } from "@/lib/logger";

export interface OutgoingMessage {
  id: string;
  recipient: string;
  subject: string;
  /** Plain text: the whole message, or the text alternative of `html`. */
  body: string;
  /** The HTML body of a rendered e-mail (docs/adr/0045); null or absent: text only. */
  html?: string | null;
  locale: string;
}

export interface EmailSender {
  send(message: OutgoingMessage): Promise<void>;
}

export interface SmsGateway {
  send(message: OutgoingMessage): Promise<void>;
}

export interface Transports {
  /** Undefined when e-mail is not configured: e-mail rows stay in the outbox for `npm run outbox`. */
  email?: EmailSender;
  sms: SmsGateway;
}

export function smtpEmailSender(smtpUrl: string, from: string): EmailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        // With HTML, nodemailer sends multipart/alternative: mail clients that cannot show HTML
        // (or readers who turned it off) read the text part.
        ...(message.html ? { html: message.html } : {}),
        headers: { "Content-Language": message.locale === "zh" ? "zh-Hant-HK" : "en" },
      });
    },
  };
}

/** Logs the SMS instead of sending it: the demo and the tests read it with `npm run outbox`. */
export const loggingSmsGateway: SmsGateway = {
  async send(message) {
    logger.info("sms (logging gateway)", { to: message.recipient, id: message.id });
  },
};

export function transportsFromEnv(env: { SMTP_URL?: string; SMTP_FROM: string }): Transports {
  return {
    email: env.SMTP_URL ? smtpEmailSender(env.SMTP_URL, env.SMTP_FROM) : undefined,
    sms: loggingSmsGateway,
  };
}
