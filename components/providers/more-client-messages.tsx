"use client";
/**
 * Adds a page's own texts to those the shared layout sent (lib/i18n/client-messages.ts), key by
 * key within a namespace: the product page's islands need texts no other page does, so only
 * that page's HTML carries them.
 */
import { NextIntlClientProvider, useLocale, useMessages } from "next-intl";
import { useMemo, type ReactNode } from "react";

type Messages = ReturnType<typeof useMessages>;

export function MoreClientMessages(props: { messages: Messages; children: ReactNode }) {
  const locale = useLocale();
  const layoutMessages = useMessages();
  const messages = useMemo(() => {
    const merged: Record<string, unknown> = { ...layoutMessages };
    for (const [namespace, texts] of Object.entries(props.messages)) {
      const current = merged[namespace];
      merged[namespace] =
        typeof current === "object" && typeof texts === "object" ? { ...current, ...texts } : texts;
    }
    return merged as Messages;
  }, [layoutMessages, props.messages]);
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      {props.children}
    </NextIntlClientProvider>
  );
}
