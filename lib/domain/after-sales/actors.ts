/**
 * Who acts on an after-sales order, and the refusal every step returns. A shopper is the order's
 * customer (a member, or a guest holding the order's temporary token, whose session is scoped to
 * that order code); an operator is a signed-in console user whose role allows
 * `aftersales:manage` (checked by the API before the domain is called).
 */
import type { AfterSalesErrorCode, AfterSalesStatus } from "./constants";

export type AfterSalesActor =
  | { kind: "customer"; customerId: string; scopeOrderCode: string | null }
  | { kind: "operator"; id: string | null; email: string };

export function actorName(actor: AfterSalesActor): string {
  return actor.kind === "customer" ? `customer:${actor.customerId}` : `ops:${actor.email}`;
}

export type AfterSalesResult =
  | {
      ok: true;
      /** afterSalesOrderNo. */
      code: string;
      status: AfterSalesStatus;
      /** SKUs whose stock changed (the catalog's cached stock is refreshed for them). */
      stockSkuCodes: string[];
    }
  | { ok: false; code: AfterSalesErrorCode; field: string | null };

/** Thrown inside a transaction so that a refusal rolls back everything done so far. */
export class AfterSalesRefusal extends Error {
  constructor(
    readonly code: AfterSalesErrorCode,
    readonly field: string | null = null,
  ) {
    super(code);
  }
}

export function refused(error: unknown): AfterSalesResult {
  if (error instanceof AfterSalesRefusal)
    return { ok: false, code: error.code, field: error.field };
  throw error;
}
