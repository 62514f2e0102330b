import "server-only";
/**
 * The social sign-in settings of this process, from the environment (lib/env.ts), as
 * lib/payment-config.ts does for payments: the GraphQL server hands them to resolvers through
 * the context, the login page reads the authorize URLs. The accounts domain only ever receives
 * an `IdentityProviderConfig`. A provider is on only when both its app id and secret are set.
 */
import type { IdentityProviderConfig } from "@/lib/domain/accounts/identity-providers";
import { getEnv } from "@/lib/env";

const trimSlash = (url: string) => url.replace(/\/+$/, "");

export function identityProvidersFromEnv(): IdentityProviderConfig {
  const env = getEnv();
  return {
    facebook:
      env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
        ? {
            appId: env.FACEBOOK_APP_ID,
            appSecret: env.FACEBOOK_APP_SECRET,
            dialogUrl: env.FACEBOOK_DIALOG_URL,
            graphUrl: trimSlash(env.FACEBOOK_GRAPH_URL),
          }
        : null,
    instagram:
      env.INSTAGRAM_APP_ID && env.INSTAGRAM_APP_SECRET
        ? {
            appId: env.INSTAGRAM_APP_ID,
            appSecret: env.INSTAGRAM_APP_SECRET,
            authorizeUrl: env.INSTAGRAM_AUTHORIZE_URL,
            tokenUrl: env.INSTAGRAM_TOKEN_URL,
            graphUrl: trimSlash(env.INSTAGRAM_GRAPH_URL),
          }
        : null,
    redirectUri: `${trimSlash(env.PUBLIC_BASE_URL)}/linkAccount`,
  };
}
