"use client";
/**
 * The cookie notice (accounts §2 Cookie notice): shown until accepted; the choice is kept
 * in a cookie (docs/adr/0008: one year). The layout is cached alike for everyone, so the browser
 * reads that cookie after hydration and only then shows the notice: an accepted notice never
 * flashes, and the fixed bar moves no content when it appears.
 */
import Cookies from "js-cookie";
import { useTranslations } from "next-intl";
import { startTransition, useEffect, useState } from "react";
import { browserCookieSecure } from "@/lib/session/cookie-options";
import { COOKIE_NOTICE_COOKIE } from "@/lib/session/cookies";
import styles from "./overlays.module.css";

const COOKIE_NOTICE_DAYS = 365;

export function CookieNotice() {
  const t = useTranslations("cookieNotice");
  // The server (and hydration) render it hidden; the browser then reads the cookie, in a
  // transition, so the notice's first render is no synchronous task inside hydration's effects
  // (use-media-query.ts says why).
  const [acceptedBefore, setAcceptedBefore] = useState(true);
  useEffect(() => {
    const found = Cookies.get(COOKIE_NOTICE_COOKIE) !== undefined;
    startTransition(() => setAcceptedBefore(found));
  }, []);
  const [accepted, setAccepted] = useState(false);
  if (acceptedBefore || accepted) return null;
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
            secure: browserCookieSecure(),
          });
          setAccepted(true);
        }}
      >
        {t("accept")}
      </button>
    </div>
  );
}
