/**
 * Additional services (shopping §3 Additional service): each costs its amount less the
 * promotion taken off it, never less than nothing.
 */
import type { AdditionalServiceInput } from "./types";

export function additionalServiceFee(services: readonly AdditionalServiceInput[]): number {
  let fee = 0;
  for (const service of services)
    fee += Math.max(0, service.amountCents - service.promotionAmountCents);
  return fee;
}
