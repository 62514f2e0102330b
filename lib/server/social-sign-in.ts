import "server-only";
/**
 * The social sign-in buttons the login page offers (docs/adr/0024): one per configured
 * provider, with the provider's authorize URL minus `state`, which the browser adds.
 */
import { THIRD_PARTY_APP_TYPES } from "@/lib/domain/accounts/constants";
import {
  authorizeUrlWithoutState,
  type ThirdPartyAppType,
} from "@/lib/domain/accounts/identity-providers";
import { identityProvidersFromEnv } from "@/lib/identity-provider-config";

export interface SocialSignInLink {
  appType: ThirdPartyAppType;
  authorizeUrl: string;
}

export function socialSignInLinks(): SocialSignInLink[] {
  const config = identityProvidersFromEnv();
  return THIRD_PARTY_APP_TYPES.flatMap((appType) => {
    const authorizeUrl = authorizeUrlWithoutState(config, appType);
    return authorizeUrl ? [{ appType, authorizeUrl }] : [];
  });
}
