/**
 * /ops/preview/{kind}/{code}?locale=en|zh[&version=n]: a saved version (default: the newest,
 * the draft) as a shopper would see it, rendered by the shop's own components in the chosen
 * language (issue 16 part 6: "preview as a shopper would see it in either language"). Landing
 * pages render with LandingBlocks from the same view data the API answers shoppers; a menu as
 * its visible items; the other kinds as their text in that language.
 */
import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { ShopLink as Link } from "@/components/layout/shop-link";
import { notFound, redirect } from "next/navigation";
import { LandingBlocks } from "@/components/content/landing-blocks";
import styles from "@/components/ops/ops.module.css";
import { PreviewProviders } from "@/components/ops/preview-providers";
import { CONTENT_KINDS } from "@/lib/domain/content/constants";
import { inLocale } from "@/lib/domain/content/localize";
import { textIn } from "@/lib/domain/content/localized";
import { menuItemHref, visibleMenuItems, type MenuItem } from "@/lib/domain/content/menu";
import { DEFAULT_LOCALE, type Locale } from "@/lib/domain/locales";
import { opsContentEntry } from "@/lib/graphql/operations/ops";
import { CATALOG_CLIENT_MESSAGES, clientMessages } from "@/lib/i18n/client-messages";
import { HTML_LANG, isLocale } from "@/lib/i18n/locale";
import { executeOpsOperation, getOperator } from "@/lib/server/ops-console";

export const metadata: Metadata = { title: "Preview" };

type Kind = (typeof CONTENT_KINDS)[number];
const isKind = (value: string): value is Kind =>
  (CONTENT_KINDS as readonly string[]).includes(value);

function MenuPreview(props: { items: MenuItem[]; locale: Locale }) {
  return (
    <ul>
      {props.items.map((item) => {
        const href = menuItemHref(item);
        const name = textIn(item.name, props.locale);
        return (
          <li key={item.code}>
            {href ? <Link href={href}>{name}</Link> : name}
            {item.children.length > 0 ? (
              <MenuPreview items={visibleMenuItems(item.children)} locale={props.locale} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export default async function OpsPreviewPage(props: {
  params: Promise<{ kind: string; code: string }>;
  searchParams: Promise<{ locale?: string; version?: string }>;
}) {
  const operator = await getOperator();
  if (!operator) redirect("/ops/sign-in");
  const [{ kind, code }, query] = await Promise.all([props.params, props.searchParams]);
  if (!isKind(kind)) notFound();
  const locale: Locale = query.locale && isLocale(query.locale) ? query.locale : DEFAULT_LOCALE;
  const version = query.version ? Number(query.version) : null;
  const { opsContentEntry: entry } = await executeOpsOperation(opsContentEntry, {
    kind,
    code: decodeURIComponent(code),
    version: version !== null && Number.isSafeInteger(version) ? version : null,
  });
  if (!entry) notFound();
  const body: unknown = JSON.parse(entry.body);
  let view;
  if (kind === "landing") {
    const landing = body as { title: { en: string; zh: string }; blocks: unknown[] };
    view = (
      <article data-testid="landing-page">
        <h1 className="visually-hidden">{textIn(landing.title, locale)}</h1>
        <LandingBlocks
          blocks={landing.blocks.map((block) => ({
            value: JSON.stringify(inLocale(block, locale)),
          }))}
          locale={locale}
        />
      </article>
    );
  } else if (kind === "menu") {
    view = (
      <MenuPreview
        items={visibleMenuItems((body as { items: MenuItem[] }).items)}
        locale={locale}
      />
    );
  } else {
    view = <pre className={styles.json}>{JSON.stringify(inLocale(body, locale), null, 2)}</pre>;
  }
  return (
    <>
      <p className={styles.previewBar} data-testid="ops-preview-bar">
        Preview of {kind}/{entry.code} version {entry.version} in{" "}
        {locale === "en" ? "English" : "中文"}, as shoppers would see it once published.{" "}
        <Link href={`/ops/content/${kind}/${encodeURIComponent(entry.code)}`}>
          Back to the editor
        </Link>
      </p>
      <div lang={HTML_LANG[locale]}>
        <NextIntlClientProvider
          locale={locale}
          messages={clientMessages(locale, CATALOG_CLIENT_MESSAGES)}
        >
          <PreviewProviders locale={locale}>
            <main id="main">{view}</main>
          </PreviewProviders>
        </NextIntlClientProvider>
      </div>
    </>
  );
}
