// Every text namespace for these pages' islands (lib/i18n/client-messages.ts) and Apollo Client.
export { default } from "@/components/providers/all-client-messages-and-apollo";
