/**
 * A link written in content (accounts §2 Content link types, Menu items): a path on this site
 * navigates in the app; another site, mailto and tel are plain anchors; a link flagged to open a
 * new page opens a new tab. Shared by the menus, the top bar, the footer and landing pages.
 */
import type { CSSProperties, ReactNode } from "react";
import { ShopLink } from "./shop-link";

export function SiteLink(props: {
  href: string;
  blank?: boolean;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { href, blank } = props;
  // Only the attributes given: a cached page carries each link twice (HTML and payload).
  const look = {
    ...(props.className ? { className: props.className } : {}),
    ...(props.style ? { style: props.style } : {}),
  };
  if (href.startsWith("/") && !blank) {
    return (
      <ShopLink href={href} {...look}>
        {props.children}
      </ShopLink>
    );
  }
  return (
    <a href={href} {...look} {...(blank ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {props.children}
    </a>
  );
}
