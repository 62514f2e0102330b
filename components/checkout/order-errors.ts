/**
 * Where a createOrder userError shows (shopping §8: "Order creation userErrors (code, message,
 * field)"): beside its field when `field` names one the page has, else in the list above the
 * place-order button. The API may prefix fields with the input path ("input.",
 * "deliveryAddress."); those are dropped so one key names one field on the page.
 */
import type { UserErrorData } from "@/lib/graphql/operations/define";

export const FIELD_KEYS = [
  "email",
  "receiverFirstName",
  "receiverLastName",
  "receiverMobile",
  "receiverTelephone",
  "address",
  "pickUpPointCode",
  "pickUpContact.name",
  "pickUpContact.mobile",
  "billingAddress",
  "billingAddress.name",
  "billingAddress.mobile",
  "payType",
  "guideId",
  "o2oShopCode",
  "goDollar",
] as const;

export interface SplitErrors {
  byField: Partial<Record<string, string>>;
  general: string[];
}

export function fieldKeyOf(field: string | null): string | null {
  if (!field) return null;
  const key = field.replace(/^input\./, "").replace(/^deliveryAddress\./, "");
  return (FIELD_KEYS as readonly string[]).includes(key) ? key : null;
}

export function splitUserErrors(errors: readonly UserErrorData[]): SplitErrors {
  const result: SplitErrors = { byField: {}, general: [] };
  for (const error of errors) {
    const key = fieldKeyOf(error.field);
    if (key && result.byField[key] === undefined) result.byField[key] = error.message;
    else if (!key) result.general.push(error.message);
  }
  return result;
}
