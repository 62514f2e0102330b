/** Types of size-bounded-lru.mjs for TypeScript callers (tests). */
export class SizeBoundedLru<V> {
  constructor(maxBytes: number);
  readonly maxBytes: number;
  readonly bytes: number;
  readonly size: number;
  get(key: string, now?: number): V | undefined;
  set(key: string, value: V, size: number, ttlSeconds?: number, now?: number): boolean;
  delete(key: string): void;
}
