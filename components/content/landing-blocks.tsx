/**
 * A landing page's blocks (issue 16 item 1; accounts §3 Page content view data), rendered on the
 * server from the API's view data: each block's value is JSON in the page's language. A block
 * that does not parse, or a product rail whose products are gone, is left out and the page
 * still renders. Only the countdown ticks in the browser.
 */
import Image from "next/image";
import type { ReactNode } from "react";
import { SiteLink } from "@/components/layout/site-link";
import { ProductCardList } from "@/components/catalog/product-card-list";
import { productCardView } from "@/components/catalog/product-card-view";
import { ShopperPricesProvider } from "@/components/catalog/shopper-prices";
import type { ContentBlock } from "@/lib/domain/content/blocks";
import { contentLinkHref, type ContentLink } from "@/lib/domain/content/links";
import type { InLocale } from "@/lib/domain/content/localize";
import { CUSTOM_MEDIA } from "@/lib/client/breakpoints";
import { sanitizeRichText } from "@/lib/domain/content/rich-text";
import type { Locale } from "@/lib/domain/locales";
import { cachedProductList } from "@/lib/server/catalog-cache";
import { Countdown } from "./countdown";
import styles from "./landing-blocks.module.css";

type Block = InLocale<ContentBlock>;
type Slide = InLocale<Extract<ContentBlock, { type: "banner" }>>;

function parseBlock(value: string): Block | null {
  try {
    const block = JSON.parse(value) as Block;
    return typeof block?.type === "string" ? block : null;
  } catch {
    return null;
  }
}

function ContentLinkWrap(props: {
  link: InLocale<ContentLink> | undefined;
  className?: string;
  children: ReactNode;
}) {
  const href = props.link ? contentLinkHref(props.link as ContentLink) : null;
  if (!href) return <div className={props.className}>{props.children}</div>;
  const blank = Boolean(props.link && "blank" in props.link && props.link.blank);
  return (
    <SiteLink href={href} blank={blank} className={props.className}>
      {props.children}
    </SiteLink>
  );
}

function BannerSlide(props: { slide: Omit<Slide, "type">; first: boolean }) {
  const { slide } = props;
  return (
    <ContentLinkWrap link={slide.link} className={styles.banner}>
      <Image
        src={slide.image.src}
        alt={slide.image.alt}
        width={slide.image.width}
        height={slide.image.height}
        sizes="100vw"
        // The first block's image is the page's largest paint: fetched ahead of everything else.
        preload={props.first}
        fetchPriority={props.first ? "high" : undefined}
        className={styles.bannerImage}
      />
      {slide.title || slide.text ? (
        <div className={styles.bannerText}>
          {slide.title ? <h2>{slide.title}</h2> : null}
          {slide.text ? <p>{slide.text}</p> : null}
        </div>
      ) : null}
    </ContentLinkWrap>
  );
}

async function ProductRail(props: {
  block: Extract<Block, { type: "productRail" }>;
  locale: Locale;
}) {
  const { block } = props;
  const source = block.source;
  const list = await cachedProductList(props.locale, {
    filters: "categoryPath" in source ? { categoryPath: source.categoryPath } : null,
    codes: "productCodes" in source ? source.productCodes : null,
    first: block.limit,
    after: null,
    sorts: null,
  });
  const cards = list.edges.map((edge) => productCardView(edge.node));
  if (cards.length === 0) return null;
  return (
    <section className={styles.rail}>
      <h2>{block.title}</h2>
      <ShopperPricesProvider productCodes={cards.map((card) => card.code)}>
        <ProductCardList
          className={styles.railList}
          cards={cards}
          sizes={`${CUSTOM_MEDIA["--single-column"]} 50vw, 25vw`}
        />
      </ShopperPricesProvider>
    </section>
  );
}

function BlockView(props: { block: Block; first: boolean; locale: Locale }) {
  const { block, first, locale } = props;
  switch (block.type) {
    case "banner":
      return <BannerSlide slide={block} first={first} />;
    case "carousel":
      return (
        <ul className={styles.carousel} aria-roledescription="carousel">
          {block.slides.map((slide, index) => (
            <li key={`${slide.image.src}-${index}`}>
              <BannerSlide slide={slide} first={first && index === 0} />
            </li>
          ))}
        </ul>
      );
    case "productRail":
      return <ProductRail block={block} locale={locale} />;
    case "richText":
      return (
        <div
          className={styles.richText}
          // Sanitised when written, and again here (accounts content: never a script on a page).
          dangerouslySetInnerHTML={{ __html: sanitizeRichText(block.html) }}
        />
      );
    case "imageGrid":
      return (
        <ul className={styles.grid} style={{ "--columns": block.columns } as React.CSSProperties}>
          {block.items.map((item, index) => (
            <li key={`${item.image.src}-${index}`}>
              <ContentLinkWrap link={item.link}>
                <Image
                  src={item.image.src}
                  alt={item.image.alt}
                  width={item.image.width}
                  height={item.image.height}
                  sizes={`${CUSTOM_MEDIA["--single-column"]} 50vw, ${Math.round(100 / block.columns)}vw`}
                />
                {item.caption ? <p>{item.caption}</p> : null}
              </ContentLinkWrap>
            </li>
          ))}
        </ul>
      );
    case "video":
      return (
        <figure className={styles.video}>
          <video
            controls
            preload="none"
            src={block.src}
            poster={block.poster?.src}
            width={block.poster?.width}
            height={block.poster?.height}
          />
          <figcaption>{block.title}</figcaption>
        </figure>
      );
    case "countdown":
      return (
        <ContentLinkWrap link={block.link} className={styles.countdown}>
          <h2>{block.title}</h2>
          <Countdown endsAt={block.endsAt} locale={locale} />
        </ContentLinkWrap>
      );
    default:
      return null;
  }
}

export function LandingBlocks(props: { blocks: { value: string }[]; locale: Locale }) {
  const blocks = props.blocks.map((view) => parseBlock(view.value)).filter((b) => b !== null);
  return (
    <div className={styles.blocks}>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} first={index === 0} locale={props.locale} />
      ))}
    </div>
  );
}
