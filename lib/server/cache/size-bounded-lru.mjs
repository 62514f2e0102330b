// The bound of the rendering cache's in-process stores (ADR 0030), in a module of its own so that
// the document store middleware reads (documents.mjs) brings no Redis client along.

/**
 * A map bounded by the bytes of its values, dropping the least recently read first, with an
 * optional expiry per entry.
 * @template V
 */
export class SizeBoundedLru {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, { value: V; size: number; expiresAt: number }>} */
    this.map = new Map();
  }

  /** @param {string} key @param {number} [now] @returns {V | undefined} */
  get(key, now = Date.now()) {
    const slot = this.map.get(key);
    if (!slot) return undefined;
    this.map.delete(key);
    if (slot.expiresAt <= now) {
      this.bytes -= slot.size;
      return undefined;
    }
    this.map.set(key, slot);
    return slot.value;
  }

  /**
   * @param {string} key @param {V} value @param {number} size
   * @param {number} [ttlSeconds] @param {number} [now]
   * @returns {boolean} false when the value alone is over the budget and was not kept
   */
  set(key, value, size, ttlSeconds = Infinity, now = Date.now()) {
    this.delete(key);
    const cost = size + key.length;
    if (cost > this.maxBytes) return false;
    this.map.set(key, { value, size: cost, expiresAt: now + ttlSeconds * 1000 });
    this.bytes += cost;
    for (const [oldest, slot] of this.map) {
      if (this.bytes <= this.maxBytes) break;
      this.map.delete(oldest);
      this.bytes -= slot.size;
    }
    return true;
  }

  /** @param {string} key */
  delete(key) {
    const slot = this.map.get(key);
    if (!slot) return;
    this.map.delete(key);
    this.bytes -= slot.size;
  }

  get size() {
    return this.map.size;
  }
}
