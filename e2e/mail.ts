import { readFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { E2E_PORT } from "./origin";

/** What the local SMTP server started by scripts/e2e-server.mjs received, oldest first. */
function receivedMail(): { to: string[]; subject: string; text: string }[] {
  try {
    return readFileSync(`.data/e2e-${E2E_PORT}-mail.jsonl`, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { to: string[]; subject: string; text: string });
  } catch {
    return [];
  }
}

/** Waits for the newest code e-mail to `address` after `already` messages, and returns its code. */
export async function codeMailedTo(address: string, already = 0): Promise<string> {
  let code = "";
  await expect
    .poll(
      () => {
        const mail = receivedMail().filter((message) => message.to.includes(address));
        if (mail.length <= already) return "";
        code = /\b(\d{6})\b/.exec(mail[mail.length - 1]!.text)?.[1] ?? "";
        return code;
      },
      { timeout: 15_000 },
    )
    .not.toBe("");
  return code;
}

export function mailCount(address: string): number {
  return receivedMail().filter((message) => message.to.includes(address)).length;
}

/** The subjects of the e-mails `address` received so far, oldest first. */
export function subjectsMailedTo(address: string): string[] {
  return receivedMail()
    .filter((message) => message.to.includes(address))
    .map((message) => message.subject);
}
