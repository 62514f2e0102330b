/**
 * An expected refusal inside a cart transaction. Thrown to roll the transaction back (so a failed
 * call leaves the cart exactly as it was) and caught at the command's edge, where it becomes a
 * typed failure with the spec's code (shopping §8).
 */
export class CartRefusal extends Error {
  constructor(
    readonly code: string,
    readonly field?: string,
  ) {
    super(code);
    this.name = "CartRefusal";
  }
}

export type CartFailure = { ok: false; code: string; field?: string };

export async function refusalAsFailure<T>(work: () => Promise<T>): Promise<T | CartFailure> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CartRefusal) return { ok: false, code: error.code, field: error.field };
    throw error;
  }
}
