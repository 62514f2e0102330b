/**
 * One menu item's link (accounts §2 Menu items): its address as a SiteLink, or its name alone
 * for an item that gives no link (NONE, WALL).
 */
import type { CSSProperties, ReactNode } from "react";
import type { NavItem } from "./nav-helpers";
import { SiteLink } from "./site-link";

export function NavLink(props: {
  item: NavItem;
  className?: string;
  children?: ReactNode;
  style?: CSSProperties;
}) {
  const { item, className, style } = props;
  const label = props.children ?? item.name;
  if (!item.href) {
    return (
      <span className={className} style={style}>
        {label}
      </span>
    );
  }
  return (
    <SiteLink href={item.href} blank={item.blank} className={className} style={style}>
      {label}
    </SiteLink>
  );
}
