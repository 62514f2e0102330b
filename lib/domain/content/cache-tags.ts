/**
 * The names of content a cached page shows (docs/architecture.md "Rendering cache"): a page that
 * lists every entry of a kind (the store locator) carries `content:{kind}`; a page that shows one
 * entry carries `content:{kind}:{code}`. Publishing an entry revalidates both, so the next
 * request shows it on every instance (tags, never a timer).
 */
import type { ContentKind } from "./kinds";

export const CONTENT_TAGS = {
  kind: (kind: ContentKind) => `content:${kind}`,
  entry: (kind: ContentKind, code: string) => `content:${kind}:${code}`.slice(0, 256),
} as const;

/** The tags a publish of these entries revalidates. */
export function tagsOfPublished(entries: readonly { kind: ContentKind; code: string }[]): string[] {
  const tags = new Set<string>();
  for (const { kind, code } of entries) {
    tags.add(CONTENT_TAGS.kind(kind));
    tags.add(CONTENT_TAGS.entry(kind, code));
  }
  return [...tags];
}
