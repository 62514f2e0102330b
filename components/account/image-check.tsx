"use client";
/**
 * The image verification of sign-in (accounts §7 imageVerificationCreate): the image, a refresh
 * button and the input. Each image is good for one try, so the parent asks for a new one after
 * every refused sign-in.
 */
import { useTranslations } from "next-intl";
import styles from "./account.module.css";

export function ImageCheck(props: {
  image: string | null;
  code: string;
  onCodeChange: (code: string) => void;
  onRefresh: () => void;
}) {
  const t = useTranslations("login");
  return (
    <div className={styles.field} data-testid="image-check">
      <span>{t("imageVerifyCode")}</span>
      {props.image && (
        // A data URL drawn by the server: next/image has nothing to optimise here.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={props.image} alt={t("imageVerifyAlt")} width={120} height={40} />
      )}
      <button type="button" onClick={props.onRefresh} data-testid="image-check-refresh">
        {t("imageVerifyRefresh")}
      </button>
      <input
        type="text"
        autoComplete="off"
        aria-label={t("imageVerifyCode")}
        value={props.code}
        maxLength={8}
        onChange={(event) => props.onCodeChange(event.target.value)}
        data-testid="image-check-input"
      />
    </div>
  );
}
