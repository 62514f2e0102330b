"use client";
/**
 * "Link to an existing account" on /linkAccount: the sign-in form itself (userLogin, with its
 * e-mail or mobile and image check), then a bind of the social account to that member with the
 * link ticket (thirdPartyBindV2) before the page moves on.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { runMutation } from "@/lib/client/operations";
import { thirdPartyBindV2 } from "@/lib/graphql/operations/third-party";
import type { ThirdPartyAppType } from "@/lib/domain/accounts/identity-providers";
import { LoginForm } from "./login-form";

export function LinkAccountForm(props: {
  appType: ThirdPartyAppType;
  linkTicket: string;
  redirectUrl: string;
}) {
  const tLink = useTranslations("linkAccount");
  const tError = useTranslations("loginError");
  const client = useApolloClient();
  const bind = async () => {
    await runMutation(
      client,
      thirdPartyBindV2,
      { appType: props.appType, linkTicket: props.linkTicket },
      { loading: true, changesSession: true, serverErrorMessage: tError("serverError") },
    );
  };
  return (
    <LoginForm
      redirectUrl={props.redirectUrl}
      afterSignIn={bind}
      submitLabel={tLink("submit")}
      offerRememberMe={false}
      testId="link-account-form"
    />
  );
}
