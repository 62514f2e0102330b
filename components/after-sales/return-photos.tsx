"use client";
/**
 * The return form's photos (issue 17 item 1 "with a reason and photos"; docs/adr/0047): the
 * shopper picks up to AFTER_SALES_PHOTOS_MAX images, each is uploaded at once to
 * POST /api/after-sales/photos (a guest's order token sent as the API's `token` header), shown
 * as a thumbnail with a remove button, and the form sends the upload ids. Files too large or one
 * too many are refused here before any upload, with the same words the server would use.
 */
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState } from "react";
import {
  AFTER_SALES_PHOTO_ERROR_CODES,
  AFTER_SALES_PHOTO_MAX_BYTES,
  AFTER_SALES_PHOTO_PATH,
  AFTER_SALES_PHOTOS_MAX,
} from "@/lib/domain/after-sales/constants";
import type { Locale } from "@/lib/domain/locales";
import { CHANNEL_CODE } from "@/lib/graphql/wire";
import { apiLangOf } from "@/lib/i18n/locale";
import ordersStyles from "@/components/orders/orders.module.css";
import styles from "./return-photos.module.css";

export interface ReturnPhoto {
  /** The upload's id: what afterSalesCreate takes. */
  id: string;
  /** A local preview of the chosen file (an object URL, revoked on remove). */
  preview: string;
}

const ACCEPT = "image/jpeg,image/png,image/webp,image/gif";
const MAX_MB = AFTER_SALES_PHOTO_MAX_BYTES / (1024 * 1024);

export function ReturnPhotos(props: {
  tempToken: string | null;
  /** Told the photos uploaded and kept, whenever they change. */
  onChange: (photos: ReturnPhoto[]) => void;
  /** True while files are being uploaded: the form waits before it submits. */
  onBusy: (busy: boolean) => void;
  /** The request's own refusal of its photos (field "photos"), shown here. */
  error?: string;
}) {
  const t = useTranslations("afterSalesPhotos");
  const locale = useLocale() as Locale;
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const [photos, setPhotos] = useState<ReturnPhoto[]>([]);
  const { onChange } = props;
  useEffect(() => onChange(photos), [photos, onChange]);
  const kept = useRef<ReturnPhoto[]>([]);
  useEffect(() => {
    kept.current = photos;
  }, [photos]);
  // Previews are freed when the form goes away.
  useEffect(() => () => kept.current.forEach((p) => URL.revokeObjectURL(p.preview)), []);

  const headers = (): Record<string, string> => ({
    "channel-code": CHANNEL_CODE,
    lang: apiLangOf(locale),
    ...(props.tempToken ? { token: props.tempToken } : {}),
  });

  const uploadOne = async (file: File): Promise<ReturnPhoto | string> => {
    if (file.size > AFTER_SALES_PHOTO_MAX_BYTES)
      return t(`errors.${AFTER_SALES_PHOTO_ERROR_CODES.TOO_LARGE}`, { size: MAX_MB });
    const body = new FormData();
    body.set("file", file);
    try {
      const response = await fetch(AFTER_SALES_PHOTO_PATH, {
        method: "POST",
        headers: headers(),
        body,
        credentials: "same-origin",
      });
      const answer = (await response.json()) as { id?: string; message?: string };
      if (response.ok && answer.id) return { id: answer.id, preview: URL.createObjectURL(file) };
      return answer.message ?? t("uploadFailed");
    } catch {
      return t("uploadFailed");
    }
  };

  const choose = async (files: File[]) => {
    setError(null);
    const room = AFTER_SALES_PHOTOS_MAX - photos.length;
    if (files.length > room) {
      setError(t("tooManyChosen", { max: AFTER_SALES_PHOTOS_MAX }));
      return;
    }
    setUploading(files.length);
    props.onBusy(true);
    const added: ReturnPhoto[] = [];
    let failure: string | null = null;
    // One at a time: a phone on a slow network finishes the first instead of all of them late.
    for (const file of files) {
      const result = await uploadOne(file);
      if (typeof result === "string") failure ??= result;
      else added.push(result);
      setUploading((n) => n - 1);
    }
    setPhotos((before) => [...before, ...added]);
    setError(failure);
    props.onBusy(false);
  };

  const remove = (photo: ReturnPhoto) => {
    URL.revokeObjectURL(photo.preview);
    setPhotos((before) => before.filter((each) => each.id !== photo.id));
    // The unused upload is deleted now; if this fails the daily purge takes it.
    void fetch(`${AFTER_SALES_PHOTO_PATH}/${photo.id}`, {
      method: "DELETE",
      headers: headers(),
      credentials: "same-origin",
    }).catch(() => undefined);
  };

  const shownError = error ?? props.error ?? null;
  const full = photos.length >= AFTER_SALES_PHOTOS_MAX;
  return (
    <div className={styles.picker} data-testid="return-photos">
      <label htmlFor={`${id}-input`}>{t("label")}</label>
      <p id={`${id}-hint`} className={ordersStyles.muted}>
        {t("hint", { max: AFTER_SALES_PHOTOS_MAX, size: MAX_MB })}{" "}
        <span aria-live="polite" data-testid="return-photos-count">
          {t("count", { count: photos.length, max: AFTER_SALES_PHOTOS_MAX })}
        </span>
      </p>
      <input
        id={`${id}-input`}
        type="file"
        accept={ACCEPT}
        multiple
        disabled={full || uploading > 0}
        data-testid="return-photos-input"
        aria-describedby={shownError ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={shownError ? true : undefined}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length > 0) void choose(files);
        }}
      />
      {uploading > 0 ? (
        <p className={ordersStyles.muted} role="status">
          {t("uploading")}
        </p>
      ) : null}
      {shownError ? (
        <span id={`${id}-error`} className={ordersStyles.fieldError} role="alert">
          {shownError}
        </span>
      ) : null}
      {photos.length > 0 ? (
        <ul className={styles.thumbs}>
          {photos.map((photo, index) => (
            <li key={photo.id} className={styles.thumb} data-testid="return-photo">
              {/* A local object URL: next/image has nothing to optimise here. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img src={photo.preview} alt={t("photo", { n: index + 1 })} />
              <button
                type="button"
                className={ordersStyles.textButton}
                data-testid="return-photo-remove"
                onClick={() => remove(photo)}
              >
                {t("remove", { n: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
