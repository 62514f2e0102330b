/**
 * The delivery modes of shopping §4: express, store pick-up (pick-up type 2), courier pick-up
 * point (type 1) and the locker variant (type 3) "shown as a courier box". The label key under
 * `checkout.delivery.modes` for a transport method, and the order the page lists them in.
 */
import { PICK_UP_TYPES } from "@/lib/domain/checkout/constants";
import type { TransportMethodData } from "@/lib/graphql/operations/checkout";

export type DeliveryModeKey = "express" | "store" | "courierPoint" | "courierBox";

export function deliveryModeKey(
  method: Pick<TransportMethodData, "transportMethod" | "pickUpType">,
): DeliveryModeKey {
  if (method.transportMethod === "EXPRESS") return "express";
  if (method.pickUpType === PICK_UP_TYPES.STORE) return "store";
  if (method.pickUpType === PICK_UP_TYPES.LOCKER) return "courierBox";
  return "courierPoint";
}

export function sortedMethods(methods: readonly TransportMethodData[]): TransportMethodData[] {
  return [...methods].sort((a, b) => a.sortNo - b.sortNo);
}
