"use client";
/**
 * One pop-up (accounts §3 Dialog config): the device's text lines in their size and colour (a
 * dynamic basket's with the amount still missing), its paragraph, the recently viewed or
 * recommended products, and the button. Modal like the other dialogs of the shop: focus moves
 * in and stays in (Tab cycles), Escape and the backdrop close it, focus returns where it was.
 */
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { productHref } from "@/components/cart/product-href";
import { CloseIcon } from "@/components/layout/icons";
import type { RecentView } from "@/lib/client/local-lists";
import { DIALOG_DEFAULT_WIDTH_PX } from "@/lib/domain/dialogs/constants";
import { dynamicBasketLines } from "@/lib/domain/dialogs/rules";
import type { Locale } from "@/lib/domain/locales";
import type { GuessLikeData } from "@/lib/graphql/operations/cart";
import type { DialogDeviceData, DialogOptionData } from "@/lib/graphql/operations/dialogs";
import { formatMoney } from "@/lib/i18n/money";
import styles from "./dialogs.module.css";

export interface ShownDialog {
  option: DialogOptionData;
  /** The dynamic basket's formatted amount remaining; null for other kinds. */
  remaining: string | null;
  products: readonly GuessLikeData[];
  recent: readonly RecentView[];
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ProductTile {
  code: string;
  title: string;
  picUrl: string | null;
  price: string;
}

function tilesOf(dialog: ShownDialog, locale: Locale): ProductTile[] {
  if (dialog.option.componentName === "ViewItemsReminder") {
    return dialog.recent.map((view) => ({
      code: view.code,
      title: view.title,
      picUrl: view.picUrl,
      price: formatMoney(view.salePrice, locale),
    }));
  }
  if (dialog.option.componentName === "RecommendProductsPopup") {
    return dialog.products.map((product) => ({
      code: product.code,
      title: product.title,
      picUrl: product.images[0]?.url ?? null,
      price: formatMoney(product.salePrice, locale),
    }));
  }
  return [];
}

export function DialogView(props: {
  dialog: ShownDialog;
  device: DialogDeviceData;
  locale: Locale;
  onClose(): void;
}) {
  const { dialog, device, locale, onClose } = props;
  const t = useTranslations("common");
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const lines =
    dialog.option.componentName === "DynamicBasket"
      ? dynamicBasketLines(device.texts, dialog.remaining ?? "")
      : device.texts;
  const tiles = tilesOf(dialog, locale);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => previous?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <div className={styles.backdrop} aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={lines.length > 0 || device.text ? titleId : undefined}
        tabIndex={-1}
        data-testid="popup-dialog"
        data-dialog-id={dialog.option.id}
        data-dialog-kind={dialog.option.componentName}
        style={{
          maxWidth: `min(${DIALOG_DEFAULT_WIDTH_PX}px, calc(100vw - 2 * var(--gutter)))`,
          backgroundColor: device.backgroundColor ?? undefined,
        }}
        onKeyDown={onKeyDown}
      >
        {device.backgroundImage ? (
          // eslint-disable-next-line @next/next/no-img-element -- a configured picture of its own size
          <img
            className={styles.background}
            src={device.backgroundImage.src}
            width={device.backgroundImage.width}
            height={device.backgroundImage.height}
            alt=""
          />
        ) : null}
        <button type="button" className={styles.close} aria-label={t("close")} onClick={onClose}>
          <CloseIcon />
        </button>
        <div id={titleId} className={styles.lines}>
          {lines.map((line, index) => (
            <p key={index} style={{ fontSize: `${line.fontSize}px`, color: line.colour }}>
              {line.text}
            </p>
          ))}
          {device.text ? <p className={styles.text}>{device.text}</p> : null}
        </div>
        {tiles.length > 0 ? (
          <ul className={styles.products}>
            {tiles.map((tile) => (
              <li key={tile.code}>
                <Link href={productHref(tile.code)} className={styles.product} onClick={onClose}>
                  {tile.picUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- small thumbnails from the API
                    <img src={tile.picUrl} alt="" width={96} height={96} loading="lazy" />
                  ) : null}
                  <span className={styles.productTitle}>{tile.title}</span>
                  <span>{tile.price}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {device.buttonText && device.buttonLink ? (
          <Link href={device.buttonLink} className={styles.button} onClick={onClose}>
            {device.buttonText}
          </Link>
        ) : null}
      </div>
    </>
  );
}
