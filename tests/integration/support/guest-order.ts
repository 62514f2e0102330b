/** A guest's express order of some SKUs to a Hong Kong address, as checkout sends it. */
import type { OrderCreateInputData } from "@/lib/graphql/operations/checkout";

export const HONG_KONG_ADDRESS = {
  receiverFirstName: "Siu Ming",
  receiverLastName: "Chan",
  receiverMobile: "91234567",
  country: "HK",
  provinceId: 810000,
  districtId: 810002,
  address: "Flat A, 10/F, 1 Hennessy Road",
};

export function guestOrderOf(
  orderLines: OrderCreateInputData["orderLines"],
  overrides: Partial<OrderCreateInputData> = {},
): OrderCreateInputData {
  return {
    idempotencyKey: `key-${Math.random().toString(36).slice(2, 12)}`,
    terminal: "PC",
    checkoutKind: "GUEST",
    email: "guest@example.com",
    distributionType: "EXPRESS",
    deliveryAddress: HONG_KONG_ADDRESS,
    isSameAsAddress: true,
    orderLines,
    payType: "VISA",
    ...overrides,
  };
}
