/**
 * /cart (shopping §2 Cart page): the title on the server, the bag in the browser, because the
 * cart belongs to the session and changes with every click. Personal, so `noindex`. Whether a
 * visitor may check out (VISITOR_CHECKOUT) is read here and handed to the island.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CartView } from "@/components/cart/cart-view";
import { DEFAULT_LOCALE } from "@/lib/domain/locales";
import { getEnv } from "@/lib/env";
import { isLocale } from "@/lib/i18n/locale";
import { pageMetadata } from "@/lib/server/page-metadata";

interface CartPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata(props: CartPageProps): Promise<Metadata> {
  const { locale } = await props.params;
  const t = await getTranslations({
    locale: isLocale(locale) ? locale : DEFAULT_LOCALE,
    namespace: "cart",
  });
  return pageMetadata({ title: t("title"), path: "/cart", noIndex: true });
}

export default async function CartPage(props: CartPageProps) {
  const { locale: raw } = await props.params;
  const locale = isLocale(raw) ? raw : DEFAULT_LOCALE;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "cart" });
  return (
    <div className="container" style={{ paddingBlock: "var(--space-4) var(--space-6)" }}>
      <h1>{t("title")}</h1>
      <CartView visitorCheckout={getEnv().VISITOR_CHECKOUT === "true"} />
    </div>
  );
}
