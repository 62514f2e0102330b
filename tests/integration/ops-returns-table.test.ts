/**
 * The console's returns table over the real API (issue 17 item 3 "Tables with sorting, filters
 * and paging"; ADR 0048) on a fresh database: opsReturns newest first by default, sorted by each
 * whitelisted key, paged both ways without overlap with its total, filtered by type, status,
 * order code and the time asked; a filter out of order is refused; shoppers, visitors and
 * content editors are refused. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { OPERATOR_ERROR_CODES } from "@/lib/domain/operators/constants";
import { opsReturns, type OpsReturnsVariables } from "@/lib/graphql/operations/ops-returns";
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import type { TestClient } from "./support/graphql-client";
import {
  create,
  deliveredOrder,
  EDITOR,
  fx,
  operator,
  OPERATIONS,
  request,
  setUpAfterSales,
  shopper,
  tick,
} from "./support/after-sales-fixture";

setUpAfterSales();

let ops: TestClient;
/** The three requests in the order they were asked for. */
const asked: { code: string; orderNo: string; at: Date }[] = [];

beforeAll(async () => {
  const member = await shopper(DEMO_MEMBER);
  ops = await operator(OPERATIONS);
  const orders = [
    await deliveredOrder(member, [{ skuCode: fx.skuA, quantity: 2 }], { member: true }),
    await deliveredOrder(member, [{ skuCode: fx.skuA, quantity: 1 }], { member: true }),
    await deliveredOrder(member, [{ skuCode: fx.skuC, quantity: 1 }], { member: true }),
  ];
  const inputs = [
    request(orders[0]!.code, [{ orderLineId: orders[0]!.lineId[fx.skuA]!, quantity: 2 }]),
    request(
      orders[1]!.code,
      [{ orderLineId: orders[1]!.lineId[fx.skuA]!, quantity: 1, exchangeSkuCode: fx.skuB }],
      { type: "EXCHANGE" },
    ),
    request(orders[2]!.code, [{ orderLineId: orders[2]!.lineId[fx.skuC]!, quantity: 1 }]),
  ];
  for (const [index, input] of inputs.entries()) {
    // Five minutes apart, so "asked from/to" can pick one out.
    for (let minute = 0; minute < 5; minute += 1) tick();
    const created = await create(member, input);
    expect(created.userErrors).toEqual([]);
    asked.push({ code: created.afterSalesOrder!.code, orderNo: orders[index]!.code, at: fx.clock });
  }
}, 120_000);

async function page(variables: OpsReturnsVariables) {
  const result = await ops.call(opsReturns, variables);
  expect(result.body.errors).toBeUndefined();
  return result.body.data!.opsReturns;
}
const codes = (items: { code: string }[]) => items.map((item) => item.code);

describe("opsReturns", () => {
  it("lists newest first with the total, and sorts by each whitelisted key", async () => {
    const all = asked.map((a) => a.code);
    const first = await page({});
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 20 });
    expect(codes(first.items)).toEqual([...all].reverse());
    expect(codes((await page({ sortBy: "CREATED_AT", descending: false })).items)).toEqual(all);
    expect(codes((await page({ sortBy: "CODE", descending: false })).items)).toEqual(
      [...all].sort(),
    );
    const byAmount = (await page({ sortBy: "AMOUNT", descending: true })).items;
    const amounts = byAmount.map((item) => Number(item.total.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(amounts[0]).toBeGreaterThan(amounts[2]!);
    const byType = (await page({ sortBy: "TYPE", descending: false })).items;
    expect(byType.map((item) => item.type)).toEqual(["EXCHANGE", "RETURN", "RETURN"]);
    const byOrder = (await page({ sortBy: "ORDER_CODE", descending: true })).items;
    expect(byOrder.map((item) => item.orderNo)).toEqual(
      asked
        .map((a) => a.orderNo)
        .sort()
        .reverse(),
    );
  });

  it("pages both ways without overlap, the total on every page", async () => {
    const one = await page({ sortBy: "CODE", descending: false, page: 1, pageSize: 2 });
    const two = await page({ sortBy: "CODE", descending: false, page: 2, pageSize: 2 });
    expect([one.total, two.total, one.items.length, two.items.length]).toEqual([3, 3, 2, 1]);
    expect([...codes(one.items), ...codes(two.items)]).toEqual(asked.map((a) => a.code).sort());
    expect(
      codes((await page({ sortBy: "CODE", descending: false, page: 1, pageSize: 2 })).items),
    ).toEqual(codes(one.items));
    expect((await page({ page: 5, pageSize: 2 })).items).toEqual([]);
  });

  it("filters by type, status, part of the order code and the time asked", async () => {
    expect(codes((await page({ filter: { type: "EXCHANGE" } })).items)).toEqual([asked[1]!.code]);
    expect((await page({ filter: { statuses: ["NEW"] } })).total).toBe(3);
    expect((await page({ filter: { statuses: ["FINISHED"] } })).total).toBe(0);
    const part = asked[2]!.orderNo.slice(2).toLowerCase();
    expect(codes((await page({ filter: { orderNo: part } })).items)).toEqual([asked[2]!.code]);
    const window = {
      from: new Date(asked[1]!.at.getTime() - 60_000).toISOString(),
      to: new Date(asked[1]!.at.getTime() + 60_000).toISOString(),
    };
    expect(codes((await page({ filter: window })).items)).toEqual([asked[1]!.code]);
    const refused = await ops.call(opsReturns, {
      filter: { from: window.to, to: window.from },
    });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FILTER_INVALID");
  });

  it("refuses a content editor, a member and a visitor", async () => {
    const callers: [string, TestClient, string][] = [
      ["editor", await operator(EDITOR), OPERATOR_ERROR_CODES.FORBIDDEN],
      ["member", await shopper(DEMO_MEMBER), OPERATOR_ERROR_CODES.UNAUTHENTICATED],
      ["visitor", await shopper(null), OPERATOR_ERROR_CODES.UNAUTHENTICATED],
    ];
    for (const [who, client, code] of callers) {
      const result = await client.call(opsReturns, {});
      expect([
        who,
        result.body.errors?.[0]?.extensions?.code,
        result.body.data?.opsReturns,
      ]).toEqual([who, code, undefined]);
    }
  });
});
