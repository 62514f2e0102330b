"use client";
/**
 * The cookie notice (accounts §2 Cookie notice): shown until accepted; the choice is kept
 * in a cookie (docs/adr/0008: one year). The server reads that cookie and passes
 * initiallyAccepted, so an accepted notice never flashes on load.
 */
import Cookies from "js-cookie";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { COOKIE_NOTICE_COOKIE } from "@/lib/session/cookies";
import styles from "./overlays.module.css";

const COOKIE_NOTICE_DAYS = 365;

export function CookieNotice(props: { initiallyAccepted: boolean }) {
  const t = useTranslations("cookieNotice");
  const [accepted, setAccepted] = useState(props.initiallyAccepted);
  if (accepted) return null;
  return (
    <div
      className={styles.cookieNotice}
      role="region"
      aria-label={t("label")}
      data-testid="cookie-notice"
    >
      <p>
        {t.rich("text", {
          privacy: (chunks) => (
            <a href="/help/privacy" target="_blank" rel="noopener noreferrer">
              {chunks}
            </a>
          ),
          terms: (chunks) => (
            <a href="/help/terms-of-use" target="_blank" rel="noopener noreferrer">
              {chunks}
            </a>
          ),
        })}
      </p>
      <button
        type="button"
        className={styles.acceptButton}
        onClick={() => {
          Cookies.set(COOKIE_NOTICE_COOKIE, "accepted", {
            path: "/",
            expires: COOKIE_NOTICE_DAYS,
            sameSite: "lax",
          });
          setAccepted(true);
        }}
      >
        {t("accept")}
      </button>
    </div>
  );
}
