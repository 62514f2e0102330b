import "server-only";
/**
 * What the list routes share: the locale of the segment, the URL state, the category chain of
 * a path and the page metadata (title, description, canonical URL with the filters in their
 * one canonical form). The state comes from the path: middleware moved the query into its last
 * segment (list-url.ts listPathWithState), so a list page reads no request data and is cached.
 */
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { Locale } from "@/lib/domain/locales";
import {
  listQueryString,
  splitListStateSegment,
  type ListUrlState,
} from "@/lib/domain/catalog/list-url";
import type { CategoryData } from "@/lib/graphql/operations/catalog";
import { isLocale } from "@/lib/i18n/locale";
import { pageMetadata } from "@/lib/server/page-metadata";

/** Levels a category path may have (shopping §2: /products/{c1}/{c2}/{c3}). */
export const CATEGORY_LEVELS = 3;

export interface ListRouteProps {
  params: Promise<{ locale: string; path?: string[]; code?: string }>;
}

export async function readListRoute(props: ListRouteProps): Promise<{
  locale: Locale;
  segments: string[];
  code: string | null;
  state: ListUrlState;
}> {
  const params = await props.params;
  // The build's placeholder locale (app/[locale]/layout.tsx) renders nothing, reading no data.
  if (!isLocale(params.locale)) notFound();
  const { segments, state } = splitListStateSegment(
    (params.path ?? []).map((segment) => decodeURIComponent(segment)),
  );
  return {
    locale: params.locale,
    segments,
    code: params.code ? decodeURIComponent(params.code) : null,
    state,
  };
}

/** The categories from the root down to the path's last segment, or null if there is none. */
export function categoryChain(tree: CategoryData[], segments: string[]): CategoryData[] | null {
  if (segments.length > CATEGORY_LEVELS) return null;
  const chain: CategoryData[] = [];
  let level = tree;
  for (const segment of segments) {
    const found = level.find((category) => category.code === segment);
    if (!found) return null;
    chain.push(found);
    level = found.children ?? [];
  }
  return chain;
}

export function listMetadata(input: {
  title: string;
  description: string;
  basePath: string;
  state: ListUrlState;
  noIndex?: boolean;
}): Promise<Metadata> {
  return pageMetadata({
    title: input.title,
    description: input.description,
    path: `${input.basePath}${listQueryString(input.state)}`,
    noIndex: input.noIndex,
  });
}
