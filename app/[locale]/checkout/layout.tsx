// Every text namespace for checkout's islands (lib/i18n/client-messages.ts); no Apollo (ADR 0031).
export { default } from "@/components/providers/all-client-messages";
