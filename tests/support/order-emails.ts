/**
 * Vitest setup of the integration project: installs the order e-mail renderer, as
 * instrumentation.ts does in the app (docs/adr/0045), so placing, paying and shipping orders
 * write their e-mails in every test file.
 */
import { installOrderEmails } from "@/components/emails/install";

installOrderEmails({ baseUrl: "http://localhost:3000" });
