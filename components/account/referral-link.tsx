"use client";
/**
 * The member's referral link on /member with a copy button (accounts §9 "10 per referral, up to
 * 50 referrals"). The link itself is plain text too, so it can be copied where the clipboard
 * API is not allowed.
 */
import { useTranslations } from "next-intl";
import { useState } from "react";
import styles from "./account.module.css";

export function ReferralLink({ url }: { url: string }) {
  const t = useTranslations("member");
  const [copied, setCopied] = useState<boolean | null>(null);
  return (
    <p className={styles.links}>
      <input
        readOnly
        aria-label={t("referralLink")}
        data-testid="referral-link"
        value={url}
        onFocus={(event) => event.currentTarget.select()}
      />
      <button
        type="button"
        className={styles.secondaryButton}
        data-testid="referral-copy"
        onClick={() =>
          void navigator.clipboard
            .writeText(url)
            .then(() => setCopied(true))
            .catch(() => setCopied(false))
        }
      >
        {t("copy")}
      </button>
      {copied !== null && <span role="status">{copied ? t("copied") : t("copyFailed")}</span>}
    </p>
  );
}
