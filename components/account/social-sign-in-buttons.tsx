"use client";
/** The provider buttons on /login: each leaves for the provider with a fresh state. */
import { useTranslations } from "next-intl";
import type { ThirdPartyAppType } from "@/lib/domain/accounts/identity-providers";
import { beginSocialSignIn } from "./social-sign-in-state";
import styles from "./account.module.css";

export function SocialSignInButtons(props: {
  links: { appType: ThirdPartyAppType; authorizeUrl: string }[];
  redirectUrl: string;
}) {
  const t = useTranslations("socialSignIn");
  return (
    <div className={styles.social} data-testid="social-sign-in">
      <p>{t("title")}</p>
      {props.links.map((link) => (
        <button
          key={link.appType}
          type="button"
          className={styles.socialButton}
          onClick={() =>
            window.location.assign(
              beginSocialSignIn(link.appType, link.authorizeUrl, props.redirectUrl),
            )
          }
        >
          {link.appType === "FACEBOOK" ? t("facebook") : t("instagram")}
        </button>
      ))}
    </div>
  );
}
