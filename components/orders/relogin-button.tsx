"use client";
/**
 * "Order not in this account offers re-login" (shopping §8): sign this account out, then sign in
 * and come back to `back`. A full logout first, because the login page is for visitors only.
 */
import { useApolloClient } from "@apollo/client/react";
import { useTranslations } from "next-intl";
import { logout } from "@/lib/client/session-actions";
import { useShopTransport } from "@/lib/client/shop-transport-context";
import { useUiStoreApi } from "@/lib/client/ui-store";
import { loginRedirectPath } from "@/lib/session/route-rules";

export function ReloginButton(props: { back: string; className?: string }) {
  const t = useTranslations("orderDetail");
  const serverError = useTranslations("loginError")("serverError");
  const client = useApolloClient();
  const transport = useShopTransport();
  const store = useUiStoreApi();
  return (
    <button
      type="button"
      className={props.className}
      data-testid="relogin"
      onClick={() =>
        void logout(transport, store, {
          serverErrorMessage: serverError,
          goHome: false,
          apollo: client,
        }).then(() => window.location.assign(loginRedirectPath(props.back, "")))
      }
    >
      {t("relogin")}
    </button>
  );
}
