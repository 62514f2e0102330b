"use client";
/**
 * The shop's link: next/link that never prefetches (docs/architecture.md "Links do not
 * prefetch": with Cache Components a prefetch renders the target page). One place for that
 * rule, and a server-rendered link's payload no longer repeats `prefetch: false` for each of the
 * dozens of links a list page carries.
 */
import Link from "next/link";
import type { ComponentProps } from "react";

export function ShopLink(props: Omit<ComponentProps<typeof Link>, "prefetch">) {
  return <Link prefetch={false} {...props} />;
}
