/**
 * /product/{code} (shopping §2 Product detail): pictures, price, colour and size choice with
 * stock state, arrival notice, favourite, share, compare, the product's texts, guess-you-like
 * (same category) and recently viewed. Loaded with getNotCacheProductByCode, so an off-shelf
 * product still has its page, saying so, with `noindex` (ADR 0009); an unknown code is the 404
 * page. Structured data: Product with its offer, and BreadcrumbList. Alike for every visitor and
 * cached per choice of colour, size and width (middleware moves ?color=&size=&width= into the
 * path) until the product changes (its tag); a member's own price comes from the price island.
 */
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { ProductCardList } from "@/components/catalog/product-card-list";
import { cardImage, productCardView } from "@/components/catalog/product-card-view";
import { ShopperPricesProvider } from "@/components/catalog/shopper-prices";
import { ProductSections } from "@/components/product-detail/product-sections";
import { ProductPromotions } from "@/components/product-detail/product-promotions";
import { PurchasePanel } from "@/components/product-detail/purchase-panel";
import { purchasePanelProduct } from "@/components/product-detail/purchase-panel-product";
import { RecentViews } from "@/components/product-detail/recent-views";
import styles from "@/components/product-detail/product-detail.module.css";
import { MoreClientMessages } from "@/components/providers/more-client-messages";
import { JsonLd } from "@/components/seo/json-ld";
import { amountToCents } from "@/lib/i18n/money";
import { splitPathState } from "@/lib/domain/catalog/path-state";
import { normaliseSelection, selectionOfQuery } from "@/lib/domain/catalog/product-selection";
import type { ProductDetailData } from "@/lib/graphql/operations/products";
import { clientMessages, PRODUCT_PAGE_CLIENT_MESSAGES } from "@/lib/i18n/client-messages";
import { isLocale } from "@/lib/i18n/locale";
import { breadcrumbJsonLd, productJsonLd, type ProductAvailability } from "@/lib/server/json-ld";
import { cachedProductDetail, cachedProductList } from "@/lib/server/catalog-cache";
import { canonicalUrl, pageMetadata } from "@/lib/server/page-metadata";
import { CUSTOM_MEDIA } from "@/lib/client/breakpoints";
import { BUILD_PLACEHOLDER } from "@/lib/server/build-placeholder";

/** Only the build's placeholder: real pages render on first request, then are cached. */
export function generateStaticParams() {
  return [{ code: BUILD_PLACEHOLDER, choice: [] }];
}

/** Guess-you-like: on-shelf products of the same category, this one left out. */
const GUESS_YOU_LIKE_COUNT = 8;

interface ProductPageProps {
  /** `choice`: the state segment middleware made of ?color=&size=&width= (path-state.ts). */
  params: Promise<{ locale: string; code: string; choice?: string[] }>;
}

/** Longest product code looked up; a longer one is no product and never enters the cache. */
const PRODUCT_CODE_MAX = 100;

async function resolve(props: ProductPageProps) {
  const { locale: raw, code: rawCode, choice = [] } = await props.params;
  // The build's placeholder locale renders nothing, reading no data.
  if (!isLocale(raw)) notFound();
  const locale = raw;
  const code = decodeURIComponent(rawCode);
  const product = code.length <= PRODUCT_CODE_MAX ? await cachedProductDetail(locale, code) : null;
  if (!product) notFound();
  const { segments, query } = splitPathState(choice.map((segment) => decodeURIComponent(segment)));
  // The product page has no sub-paths; only the state segment middleware adds.
  if (segments.length > 0) notFound();
  return { locale, product, wanted: selectionOfQuery(query) };
}

function availability(product: ProductDetailData): ProductAvailability {
  if (!product.onShelves) return "DISCONTINUED";
  const stock = product.skus
    .filter((sku) => sku.isEnabled)
    .reduce((sum, sku) => sum + sku.inventory, 0);
  return stock > 0 ? "IN_STOCK" : "OUT_OF_STOCK";
}

const primaryCategories = (product: ProductDetailData) => {
  const categories = product.categories ?? [];
  const primary = categories.filter((category) => category.isPrimary);
  return (primary.length > 0 ? primary : categories).sort((a, b) => a.level - b.level);
};

export async function generateMetadata(props: ProductPageProps): Promise<Metadata> {
  const { product } = await resolve(props);
  const description = (product.subTitle || product.description || product.title).slice(0, 160);
  return pageMetadata({
    title: product.title,
    description,
    path: `/product/${encodeURIComponent(product.code)}`,
    noIndex: !product.onShelves,
  });
}

export default async function ProductPage(props: ProductPageProps) {
  const { locale, product, wanted } = await resolve(props);
  setRequestLocale(locale);
  const initial = normaliseSelection(product.skus, wanted);
  const t = await getTranslations({ locale, namespace: "product" });
  const categories = primaryCategories(product);
  const leaf = categories.at(-1);
  const related = leaf
    ? await cachedProductList(locale, {
        filters: { categoryPath: leaf.path },
        first: GUESS_YOU_LIKE_COUNT + 1,
      })
    : null;
  const guesses = (related?.edges ?? [])
    .map((edge) => edge.node)
    .filter((node) => node.code !== product.code)
    .slice(0, GUESS_YOU_LIKE_COUNT);
  const url = canonicalUrl(`/product/${encodeURIComponent(product.code)}`);
  const prices = product.skus
    .filter((sku) => sku.isEnabled)
    .map((sku) => amountToCents(sku.salePrice.amount));
  const image = cardImage(product);

  return (
    <MoreClientMessages messages={clientMessages(locale, PRODUCT_PAGE_CLIENT_MESSAGES)}>
      <div className={`container ${styles.page}`}>
        <JsonLd
          data={[
            productJsonLd({
              name: product.title,
              description: product.description ?? product.subTitle,
              code: product.code,
              images: product.images
                .filter((item) => item.type === "MAINIMAGE")
                .map((item) => item.url),
              brandName: product.brandList[0]?.name ?? null,
              url,
              priceCents:
                prices.length > 0 ? Math.min(...prices) : amountToCents(product.salePrice.amount),
              highPriceCents: prices.length > 0 ? Math.max(...prices) : null,
              listPriceCents: amountToCents(product.listPrice.amount),
              offerCount: prices.length,
              availability: availability(product),
            }),
            breadcrumbJsonLd([
              { name: t("breadcrumbHome"), url: canonicalUrl("/") },
              ...categories.map((category) => ({
                name: category.name,
                url: canonicalUrl(`/products/${category.path}`),
              })),
              { name: product.title, url },
            ]),
          ]}
        />
        <ShopperPricesProvider productCodes={[product.code, ...guesses.map((guess) => guess.code)]}>
          <PurchasePanel product={purchasePanelProduct(product)} initial={initial} />
          <ProductPromotions promotions={product.promotions ?? []} />
          <ProductSections product={product} />
          {guesses.length > 0 ? (
            <section className={styles.section} aria-labelledby="guess-you-like">
              <h2 id="guess-you-like">{t("guessYouLike")}</h2>
              <ProductCardList
                className={styles.guesses}
                cards={guesses.map(productCardView)}
                sizes={`${CUSTOM_MEDIA["--single-column"]} 50vw, 25vw`}
              />
            </section>
          ) : null}
        </ShopperPricesProvider>
        <RecentViews
          current={{
            code: product.code,
            title: product.title,
            picUrl: image?.url ?? null,
            salePrice: product.salePrice,
            listPrice: product.listPrice,
          }}
        />
      </div>
    </MoreClientMessages>
  );
}
