/**
 * The texts of verification-code messages, from the text bundles (outboxMessages.*), in the
 * shopper's language. Lives at the API layer because domains do not import lib/i18n.
 */
import type { CodeMessageRenderer } from "@/lib/domain/accounts/verification-codes";
import { translate } from "@/lib/i18n/translate";

export const renderCodeMessage: CodeMessageRenderer = ({
  purpose,
  channel,
  locale,
  code,
  minutes,
}) => {
  const key = purpose === "REGISTER" ? "register" : "resetPassword";
  const values = { code, minutes };
  return {
    subject: translate(locale, `outboxMessages.${key}.subject`, values),
    body: translate(locale, `outboxMessages.${key}.${channel === "sms" ? "sms" : "body"}`, values),
  };
};
