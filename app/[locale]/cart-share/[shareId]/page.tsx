/**
 * /cart-share/{shareId} (shopping §2 Shared cart): a bag someone shared, rendered on the server
 * from cartShareInfo; an unknown code is the 404 page. Personal content behind an unguessable
 * code, so `noindex`.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { cache } from "react";
import { CartShareView } from "@/components/cart/cart-share-view";
import { CART_ERROR_CODES } from "@/lib/domain/cart/constants";
import { DEFAULT_LOCALE } from "@/lib/domain/locales";
import { executeOperation, OperationError } from "@/lib/graphql/execute";
import { cartShareInfo } from "@/lib/graphql/operations/cart";
import { isLocale } from "@/lib/i18n/locale";
import { pageMetadata } from "@/lib/server/page-metadata";

/** Longer than any code the API hands out; a longer one is not looked up at all. */
const SHARE_CODE_MAX_LENGTH = 100;

interface CartSharePageProps {
  params: Promise<{ locale: string; shareId: string }>;
}

const loadShare = cache(async (code: string) => {
  try {
    return (await executeOperation(cartShareInfo, { code })).cartShareInfo;
  } catch (error) {
    if (error instanceof OperationError && error.code === CART_ERROR_CODES.SHARE_NOT_FOUND) {
      return null;
    }
    throw error;
  }
});

async function resolve(props: CartSharePageProps) {
  const { locale: raw, shareId } = await props.params;
  const code = decodeURIComponent(shareId);
  const share = code.length <= SHARE_CODE_MAX_LENGTH ? await loadShare(code) : null;
  if (!share) notFound();
  return { locale: isLocale(raw) ? raw : DEFAULT_LOCALE, share };
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
