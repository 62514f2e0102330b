/**
 * /ops/emails?locale=en|zh: every order e-mail (issue 17 item 4: "previewable in /ops") with a
 * sample order, in either language, for operators who handle orders and returns
 * (`aftersales:manage`). Rendered by the renderer the app installed at start (the one that
 * writes the outbox), so the preview is what shoppers get; shown in a sandboxed iframe (no
 * scripts, no same-origin), with the subject and the text part beside it. Sample data only.
 */
import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ShopLink as Link } from "@/components/layout/shop-link";
import { SAMPLE_KINDS, sampleOrderEmail } from "@/components/emails/samples";
import { OpsBar } from "@/components/ops/ops-bar";
import styles from "@/components/ops/ops.module.css";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@/lib/domain/locales";
import { orderEmailRenderer } from "@/lib/domain/notifications/renderer";
import { isLocale } from "@/lib/i18n/locale";
import { getOperator } from "@/lib/server/ops-console";

export const metadata: Metadata = { title: "Order e-mails" };

const LANGUAGE: Record<Locale, string> = { en: "English", zh: "中文" };

export default async function OpsEmailsPage(props: { searchParams: Promise<{ locale?: string }> }) {
  const operator = await getOperator();
  if (!operator) redirect("/ops/sign-in");
  if (!operator.permissions.includes("aftersales:manage")) {
    return (
      <>
        <OpsBar operator={operator} />
        <main className={styles.shell}>
          <h1>Order e-mails</h1>
          <p data-testid="ops-emails-refused">
            Your role does not handle orders and returns, so it does not see their e-mails.
          </p>
        </main>
      </>
    );
  }
  const query = await props.searchParams;
  const locale: Locale = query.locale && isLocale(query.locale) ? query.locale : DEFAULT_LOCALE;
  const render = orderEmailRenderer();
  const emails = await Promise.all(
    SAMPLE_KINDS.map(async (kind) => ({ kind, ...(await render(sampleOrderEmail(kind, locale))) })),
  );
  return (
    <>
      <OpsBar operator={operator} />
      <main className={styles.shell}>
        <h1>Order e-mails</h1>
        <p>
          Each e-mail the shop sends about an order, with a sample order, as shoppers receive it.
          Language:{" "}
          {LOCALES.map((each) =>
            each === locale ? (
              <strong key={each}>{LANGUAGE[each]} </strong>
            ) : (
              <Link key={each} href={`/ops/emails?locale=${each}`}>
                {LANGUAGE[each]}{" "}
              </Link>
            ),
          )}
        </p>
        {emails.map((email) => (
          <section key={email.kind} data-testid={`ops-email-${email.kind}`}>
            <h2>{email.kind}</h2>
            <p>
              Subject: <strong>{email.subject}</strong>
            </p>
            <iframe
              title={`${email.kind} e-mail in ${LANGUAGE[locale]}`}
              sandbox=""
              srcDoc={email.html}
              style={{ width: "100%", height: "640px", border: "1px solid #ccc" }}
            />
            <details>
              <summary>Text part</summary>
              <pre className={styles.json}>{email.text}</pre>
            </details>
          </section>
        ))}
      </main>
    </>
  );
}
