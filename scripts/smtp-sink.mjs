// A real local SMTP server for tests (the `smtp-server` package): accepts every message and
// appends it, as one JSON line {to, subject, text, html?}, to a file the tests read. The e2e server
// starts one and points SMTP_URL at it; integration tests start their own.
import { appendFileSync, mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { SMTPServer } from "smtp-server";

/** Headers and decoded body of one RFC 5322 message or MIME part. */
function parsePart(raw) {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  let body = raw.slice(split + 4);
  const header = (name) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  if (encoding === "base64")
    body = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    body = Buffer.from(
      body
        .replace(/=\r\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  }
  return { header, body };
}

/**
 * Subject, text and (for multipart/alternative mails, such as the order e-mails) HTML of a raw
 * message; enough for the mails of the outbox, not a general MIME parser.
 */
function parse(raw) {
  const { header, body } = parsePart(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(header("Content-Type"))?.[1];
  if (!boundary) return { subject: header("Subject"), text: body.trim() };
  const parts = body
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => parsePart(part.replace(/^\r\n/, "")));
  const of = (type) =>
    parts.find((part) => part.header("Content-Type").toLowerCase().startsWith(type))?.body.trim();
  return {
    subject: header("Subject"),
    text: of("text/plain") ?? "",
    html: of("text/html") ?? null,
  };
}

/** Starts the sink on `port` (0: any free port); resolves with the port and a stop function. */
export function startSmtpSink({ port = 0, file }) {
  // A fresh clone has no .data folder yet: the e2e server starts the sink before seeding.
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, "");
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        appendFileSync(
          file,
          `${JSON.stringify({ to, ...parse(Buffer.concat(chunks).toString("utf8")) })}\n`,
        );
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      resolve({
        port: server.server.address().port,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
