"use client";
/**
 * The return leg of a social sign-in (/linkAccount; docs/adr/0024). Reads Facebook's
 * `#access_token` or Instagram's `?code=`, checks `state` against this tab's, and signs in.
 * A bound account goes on to the page the shopper came from; an unbound one may be linked to an
 * existing member (sign in, then thirdPartyBindV2 with the ticket) or to a new account
 * (/register?linkTicket=...).
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { documentOf } from "@/lib/client/operations";
import { facebookLogin, instagramLogin } from "@/lib/graphql/operations/third-party";
import type { ThirdPartyAppType } from "@/lib/domain/accounts/identity-providers";
import { LinkAccountForm } from "./link-account-form";
import { takePendingSocialSignIn } from "./social-sign-in-state";
import styles from "./account.module.css";
import { ShopLink } from "@/components/layout/shop-link";

type Phase =
  | { kind: "working" }
  | { kind: "failed"; message: string }
  | {
      kind: "unbound";
      appType: ThirdPartyAppType;
      linkTicket: string;
      name: string;
      redirectUrl: string;
    };

const PROVIDER_NAMES: Record<ThirdPartyAppType, string> = {
  FACEBOOK: "Facebook",
  INSTAGRAM: "Instagram",
};

/** The credential and state the provider put in the URL, in the fragment or the query. */
function readReturn(): {
  appType: ThirdPartyAppType;
  credential: string;
  state: string | null;
} | null {
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ""));
  const query = new URLSearchParams(window.location.search);
  const accessToken = fragment.get("access_token");
  if (accessToken)
    return { appType: "FACEBOOK", credential: accessToken, state: fragment.get("state") };
  const code = query.get("code");
  if (code) return { appType: "INSTAGRAM", credential: code, state: query.get("state") };
  return null;
}

export function LinkAccount() {
  const t = useTranslations("linkAccount");
  const tError = useTranslations("loginError");
  const client = useApolloClient();
  const [phase, setPhase] = useState<Phase>({ kind: "working" });
  const started = useRef(false);

  useEffect(() => {
    // One attempt per page load: the state and the credential are single use.
    if (started.current) return;
    started.current = true;
    const returned = readReturn();
    const pending = takePendingSocialSignIn(returned?.state ?? null);
    // The credential must not stay in the address bar or the history.
    window.history.replaceState(null, "", window.location.pathname);
    void (async () => {
      if (!returned || !pending || pending.appType !== returned.appType) {
        setPhase({ kind: "failed", message: t("badState") });
        return;
      }
      try {
        const result =
          returned.appType === "FACEBOOK"
            ? (
                await client.mutate({
                  mutation: documentOf(facebookLogin),
                  variables: { appIdentifier: returned.credential },
                  context: { loading: true, changesSession: true },
                })
              ).data?.facebookLogin
            : (
                await client.mutate({
                  mutation: documentOf(instagramLogin),
                  variables: { authCode: returned.credential },
                  context: { loading: true, changesSession: true },
                })
              ).data?.instagramLogin;
        if (!result) throw new Error("no data");
        if (result.token) {
          window.location.assign(pending.redirectUrl);
          return;
        }
        if (result.linkTicket) {
          setPhase({
            kind: "unbound",
            appType: returned.appType,
            linkTicket: result.linkTicket,
            name: result.thirdPartyProfile?.nickName ?? result.thirdPartyProfile?.email ?? "",
            redirectUrl: pending.redirectUrl,
          });
          return;
        }
        setPhase({
          kind: "failed",
          message: result.userErrors[0]?.message ?? tError("serverError"),
        });
      } catch {
        setPhase({ kind: "failed", message: tError("serverError") });
      }
    })();
  }, [client, t, tError]);

  if (phase.kind === "working") return <p role="status">{t("working")}</p>;
  if (phase.kind === "failed") {
    return (
      <div>
        <p className={styles.formError} role="alert" data-testid="link-account-error">
          {phase.message}
        </p>
        <ShopLink href="/login">{t("backToLogin")}</ShopLink>
      </div>
    );
  }
  const provider = PROVIDER_NAMES[phase.appType];
  return (
    <div className={styles.linkChoices} data-testid="link-account-choices">
      <p>{t("intro", { name: phase.name, provider })}</p>
      <section>
        <h2>{t("existingTitle")}</h2>
        <p>{t("existingText", { provider })}</p>
        <LinkAccountForm
          appType={phase.appType}
          linkTicket={phase.linkTicket}
          redirectUrl={phase.redirectUrl}
        />
      </section>
      <section>
        <h2>{t("newTitle")}</h2>
        <p>{t("newText", { provider })}</p>
        <ShopLink
          className={styles.socialButton}
          href={`/register?linkTicket=${encodeURIComponent(phase.linkTicket)}`}
        >
          {t("register")}
        </ShopLink>
      </section>
    </div>
  );
}
