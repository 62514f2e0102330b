/**
 * Batches the loads of one kind that the resolvers of one request ask for in the same tick into
 * one query: a field on a list item (each order line's refund status, each after-sales order's
 * refund) would otherwise read the database once per item. GraphQL resolves a list's items
 * before it awaits any of them, so they meet in one batch.
 */
const batches = new WeakMap<
  object,
  Map<string, { keys: Set<string>; loaded: Promise<Map<string, unknown>> }>
>();

export function loadInBatch<V>(
  request: object,
  kind: string,
  key: string,
  loadMany: (keys: readonly string[]) => Promise<Map<string, V>>,
): Promise<V | undefined> {
  let ofRequest = batches.get(request);
  if (!ofRequest) {
    ofRequest = new Map();
    batches.set(request, ofRequest);
  }
  let batch = ofRequest.get(kind);
  if (!batch) {
    const keys = new Set<string>();
    const kinds = ofRequest;
    const loaded = Promise.resolve().then(() => {
      // Later asks (another list further down the answer) start a batch of their own.
      kinds.delete(kind);
      return loadMany([...keys]) as Promise<Map<string, unknown>>;
    });
    batch = { keys, loaded };
    ofRequest.set(kind, batch);
  }
  batch.keys.add(key);
  return batch.loaded.then((values) => values.get(key) as V | undefined);
}
