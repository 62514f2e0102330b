/** Types of tag-events.mjs for TypeScript callers (instrumentation, tests). */
export function onSharedTagsRevalidated(listener: (tags: string[]) => void): () => void;
export function sharedTagsRevalidated(tags: string[]): void;
