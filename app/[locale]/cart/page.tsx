/**
 * /cart (shopping §2 Cart page): the title is static; the bag is read on the server for this
 * session and streamed in behind a skeleton of the same size (issue 15 item 4), then the
 * island takes it as its first state and does not fetch it again. Personal, so `noindex`.
 * Whether a visitor may check out (VISITOR_CHECKOUT) is read here and handed to the island.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { unstable_rethrow } from "next/navigation";
import { Suspense } from "react";
import { CartSkeleton, CartView } from "@/components/cart/cart-view";
import { DEFAULT_LOCALE } from "@/lib/domain/locales";
import { getEnv } from "@/lib/env";
import { executeOperation } from "@/lib/graphql/execute";
import { cart as cartOperation, type CartData } from "@/lib/graphql/operations/cart";
import { isLocale } from "@/lib/i18n/locale";
import { logger } from "@/lib/logger";
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
      <Suspense fallback={<CartSkeleton />}>
        <SessionCart />
      </Suspense>
    </div>
  );
}

/** Reads the token cookie, so it stays inside the Suspense boundary. */
async function SessionCart() {
  let initialCart: CartData | null = null;
  try {
    initialCart = (await executeOperation(cartOperation, { couponCodes: [] })).cart;
  } catch (error) {
    // Next's own signals (the shell's prerender stopping at the cookie read) are not failures.
    unstable_rethrow(error);
    // The island loads it in the browser and shows its own retry if that fails too.
    logger.warn("cart: server read failed", { error });
  }
  return (
    <CartView visitorCheckout={getEnv().VISITOR_CHECKOUT === "true"} initialCart={initialCart} />
  );
}
