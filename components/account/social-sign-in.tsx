/**
 * Social sign-in on /login (accounts §1, §7 Login; docs/adr/0024): buttons only for the
 * providers configured on the server; nothing at all when none is.
 */
import { socialSignInLinks } from "@/lib/server/social-sign-in";
import { safeRedirectTarget } from "@/lib/session/route-rules";
import { SocialSignInButtons } from "./social-sign-in-buttons";

export function SocialSignIn(props: { redirectUrl: string | string[] | undefined }) {
  const links = socialSignInLinks();
  if (links.length === 0) return null;
  const redirectUrl = safeRedirectTarget(
    Array.isArray(props.redirectUrl) ? props.redirectUrl[0] : props.redirectUrl,
  );
  return <SocialSignInButtons links={links} redirectUrl={redirectUrl} />;
}
