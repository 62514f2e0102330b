"use client";
/**
 * Sign-up that finishes a social sign-in (accounts §2 /linkAccount "link to ... a new account";
 * docs/adr/0028). /register?linkTicket=... reads the ticket's profile to say what will be
 * linked; after userRegister succeeds, thirdPartyBindV2 binds the ticket to the new member.
 * The bind is a second call on purpose: the ticket is single use and expires, and a stale one
 * must never cost the shopper the account they just made — they keep it and are told why the
 * link did not happen.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { runMutation, runQuery, UserErrorException } from "@/lib/client/operations";
import type { ThirdPartyAppType } from "@/lib/domain/accounts/identity-providers";
import { thirdPartyBindV2, thirdPartyLinkProfile } from "@/lib/graphql/operations/third-party";

export const PROVIDER_NAMES: Record<ThirdPartyAppType, string> = {
  FACEBOOK: "Facebook",
  INSTAGRAM: "Instagram",
};

export type LinkTicketState =
  | { kind: "none" }
  | { kind: "checking" }
  | { kind: "stale" }
  | { kind: "ready"; appType: ThirdPartyAppType; name: string };

export function useLinkTicket(linkTicket: string | undefined) {
  const tError = useTranslations("loginError");
  const tApi = useTranslations("apiErrors");
  const client = useApolloClient();
  const [state, setState] = useState<LinkTicketState>(
    linkTicket ? { kind: "checking" } : { kind: "none" },
  );

  useEffect(() => {
    if (!linkTicket) return;
    let live = true;
    runQuery(
      client,
      thirdPartyLinkProfile,
      { linkTicket },
      { serverErrorMessage: tError("serverError"), ignoreErrors: true },
    )
      .then((data) => {
        if (!live) return;
        const found = data.thirdPartyLinkProfile;
        setState(
          found
            ? {
                kind: "ready",
                appType: found.appType,
                name:
                  found.thirdPartyProfile.nickName ??
                  found.thirdPartyProfile.email ??
                  found.thirdPartyProfile.thirdPartyId,
              }
            : { kind: "stale" },
        );
      })
      .catch(() => live && setState({ kind: "stale" }));
    return () => {
      live = false;
    };
  }, [client, linkTicket, tError]);

  /**
   * Binds the ticket to the member signed in now. Null when linked (or when there was nothing to
   * link); otherwise the reason, for the "account made, not linked" message.
   */
  const bind = async (): Promise<string | null> => {
    if (!linkTicket) return null;
    if (state.kind !== "ready") return tApi("LINK_TICKET_INVALID");
    try {
      await runMutation(
        client,
        thirdPartyBindV2,
        { appType: state.appType, linkTicket },
        { loading: true, serverErrorMessage: tError("serverError") },
      );
      return null;
    } catch (error) {
      return error instanceof UserErrorException ? error.message : tError("serverError");
    }
  };

  return { state, bind };
}
