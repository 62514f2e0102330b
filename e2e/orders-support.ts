/**
 * The orders the e2e specs place through the API, and the GraphQL call they use for it.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { createOrder, type OrderCreateInputData } from "@/lib/graphql/operations/checkout";
import type { Operation } from "@/lib/graphql/operations/define";
import { CHANNEL_CODE } from "@/lib/graphql/wire";
import { cheap } from "./demo-picks";

/** An operation through the page's cookies, answered without errors. */
export async function call<TData, TVariables>(
  request: APIRequestContext,
  operation: Operation<TData, TVariables>,
  variables: TVariables,
  lang: "en_US" | "zh_HK" = "en_US",
): Promise<TData> {
  const response = await request.post(`/api/graphql/${operation.name}`, {
    headers: { "channel-code": CHANNEL_CODE, lang, "content-type": "application/json" },
    data: { query: operation.source, operationName: operation.name, variables },
  });
  const body = (await response.json()) as { data: TData; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** Places an unpaid order of the cheap pick (in English) and returns its code. */
export async function placeOrder(
  page: Page,
  input: Partial<OrderCreateInputData> = {},
): Promise<string> {
  const data = await call(page.request, createOrder, {
    input: {
      idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`,
      terminal: "PC",
      checkoutKind: "MEMBER",
      distributionType: "PICKUP",
      pickUpPointCode: "STORE-CWB",
      pickUpContact: { name: "Mei Chan", mobile: "91234567" },
      isSameAsAddress: true,
      orderLines: [{ skuCode: cheap.sku.code, quantity: 1 }],
      payType: "VISA",
      ...input,
    },
  });
  expect(data.orderCreate.userErrors).toEqual([]);
  return data.orderCreate.order!.code;
}
