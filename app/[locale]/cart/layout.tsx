// Every text namespace for the bag's islands (lib/i18n/client-messages.ts); no Apollo (ADR 0031).
export { default } from "@/components/providers/all-client-messages";
