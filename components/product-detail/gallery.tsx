"use client";
/**
 * The product's pictures and videos (shopping §2 Product detail, §5 video extensions): a
 * scroll-snap carousel (swipe on touch, arrows and keys on desktop) with thumbnails. The first
 * picture loads eagerly (largest paint); the others lazily. Square frames reserve their space so
 * nothing shifts while pictures load.
 */
import Image from "next/image";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import type { GalleryImage } from "@/lib/domain/catalog/product-selection";
import { IMAGE_QUALITY } from "@/lib/client/ui-constants";
import styles from "./product-detail.module.css";
import { CUSTOM_MEDIA } from "@/lib/client/breakpoints";

export function Gallery(props: { title: string; items: (GalleryImage & { isVideo: boolean })[] }) {
  const t = useTranslations("product");
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const count = props.items.length;

  const show = (index: number) => {
    const next = (index + count) % count;
    const slide = track.current?.children[next] as HTMLElement | undefined;
    track.current?.scrollTo({ left: slide?.offsetLeft ?? 0, behavior: "smooth" });
    setCurrent(next);
  };

  return (
    <section className={styles.gallery} aria-label={t("gallery", { title: props.title })}>
      <div
        ref={track}
        className={styles.track}
        tabIndex={0}
        onScroll={(event) => {
          const width = event.currentTarget.clientWidth;
          if (width > 0) setCurrent(Math.round(event.currentTarget.scrollLeft / width));
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowRight") show(current + 1);
          if (event.key === "ArrowLeft") show(current - 1);
        }}
      >
        {props.items.map((item, index) => (
          <figure
            key={item.url}
            className={styles.slide}
            aria-label={t("picture", { index: index + 1, count })}
          >
            {item.isVideo ? (
              <video
                src={item.url}
                controls
                muted
                playsInline
                preload="none"
                aria-label={t("video", { title: props.title })}
                className={styles.video}
              />
            ) : (
              <Image
                src={item.url}
                alt={index === 0 ? props.title : ""}
                fill
                sizes={`${CUSTOM_MEDIA["--single-column"]} 100vw, 50vw`}
                quality={IMAGE_QUALITY}
                priority={index === 0}
                className={styles.slideImage}
              />
            )}
          </figure>
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.arrowPrevious}`}
            aria-label={t("previous")}
            onClick={() => show(current - 1)}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.arrowNext}`}
            aria-label={t("next")}
            onClick={() => show(current + 1)}
          >
            ›
          </button>
          <ol className={styles.thumbs}>
            {props.items.map((item, index) => (
              <li key={item.url}>
                <button
                  type="button"
                  className={styles.thumb}
                  aria-current={index === current ? "true" : undefined}
                  aria-label={t("picture", { index: index + 1, count })}
                  onClick={() => show(index)}
                >
                  {item.isVideo ? (
                    <span aria-hidden="true">▶</span>
                  ) : (
                    <Image
                      src={item.url}
                      alt=""
                      width={64}
                      height={64}
                      quality={IMAGE_QUALITY}
                      className={styles.thumbImage}
                    />
                  )}
                </button>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
