/**
 * /cart-share/{shareId} (shopping §2 Shared cart): a bag someone shared, rendered on the server
 * from cartShareInfo; an unknown code is the 404 page. The same for everyone with the code, so
 * cached (lib/server/catalog-cache.ts) until its products change. Personal content behind an
 * unguessable code, so `noindex`.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { CartShareView } from "@/components/cart/cart-share-view";
import { isLocale } from "@/lib/i18n/locale";
import { BUILD_PLACEHOLDER } from "@/lib/server/build-placeholder";
import { cachedCartShare } from "@/lib/server/catalog-cache";
import { pageMetadata } from "@/lib/server/page-metadata";

/** Longer than any code the API hands out; a longer one is not looked up at all. */
const SHARE_CODE_MAX_LENGTH = 100;

interface CartSharePageProps {
  params: Promise<{ locale: string; shareId: string }>;
}

/** Only the build's placeholder: real pages render on first request, then are cached. */
export function generateStaticParams() {
  return [{ shareId: BUILD_PLACEHOLDER }];
}

async function resolve(props: CartSharePageProps) {
  const { locale, shareId } = await props.params;
  // The build's placeholder locale renders nothing, reading no data.
  if (!isLocale(locale)) notFound();
  const code = decodeURIComponent(shareId);
  const share = code.length <= SHARE_CODE_MAX_LENGTH ? await cachedCartShare(locale, code) : null;
  if (!share) notFound();
  return { locale, share };
}

export async function generateMetadata(props: CartSharePageProps): Promise<Metadata> {
  const { locale, share } = await resolve(props);
  const t = await getTranslations({ locale, namespace: "cartShare" });
  return pageMetadata({
    title: t("title"),
    path: `/cart-share/${encodeURIComponent(share.code)}`,
    noIndex: true,
  });
}

export default async function CartSharePage(props: CartSharePageProps) {
  const { locale, share } = await resolve(props);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "cartShare" });
  return (
    <div className="container" style={{ paddingBlock: "var(--space-4) var(--space-6)" }}>
      <h1>{t("title")}</h1>
      <CartShareView locale={locale} operatorName={share.operatorName} content={share.content} />
    </div>
  );
}
