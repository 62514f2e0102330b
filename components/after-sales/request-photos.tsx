"use client";
/**
 * The shopper's photos on their request (shopping §2 Refund order detail; docs/adr/0047). A
 * photo is read from the authenticated route with the caller's credentials: the session cookie of
 * a member, or a guest's order token sent as the API's `token` header (an <img> cannot send a
 * header, so the bytes are fetched and shown from an object URL). Photos of requests made before
 * the upload existed (URLs, ADR 0042) are links.
 */
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { AFTER_SALES_PHOTO_PATH } from "@/lib/domain/after-sales/constants";
import type { Locale } from "@/lib/domain/locales";
import { CHANNEL_CODE } from "@/lib/graphql/wire";
import { apiLangOf } from "@/lib/i18n/locale";
import ordersStyles from "@/components/orders/orders.module.css";
import styles from "./return-photos.module.css";

function PrivatePhoto(props: { src: string; alt: string; tempToken: string | null }) {
  const locale = useLocale() as Locale;
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    void fetch(props.src, {
      credentials: "same-origin",
      headers: {
        "channel-code": CHANNEL_CODE,
        lang: apiLangOf(locale),
        ...(props.tempToken ? { token: props.tempToken } : {}),
      },
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const blob = await response.blob();
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [props.src, props.tempToken, locale]);
  if (failed) return <span className={ordersStyles.muted}>{props.alt}</span>;
  if (!url) return null;
  // A private photo from an object URL: next/image cannot fetch it with the caller's token.
  // eslint-disable-next-line @next/next/no-img-element
  return <img src={url} alt={props.alt} data-testid="request-photo" data-photo={props.src} />;
}

export function RequestPhotos(props: { photos: readonly string[]; tempToken: string | null }) {
  const t = useTranslations("afterSalesPhotos");
  return (
    <ul className={styles.thumbs} data-testid="request-photos">
      {props.photos.map((src, index) => (
        <li key={src} className={styles.thumb}>
          {src.startsWith(`${AFTER_SALES_PHOTO_PATH}/`) ? (
            <PrivatePhoto
              src={src}
              alt={t("photo", { n: index + 1 })}
              tempToken={props.tempToken}
            />
          ) : (
            <a href={src} target="_blank" rel="noreferrer" className={ordersStyles.textLink}>
              {t("photo", { n: index + 1 })}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
