/**
 * Last units (issue 18 item 4; shopping §4 "no oversell"): K in stock, N buyers checking out at
 * once through two instances of the app on one PostgreSQL, 20 rounds each of K=5/N=50 and
 * K=1/N=100. Every round: exactly K orders, K reservations, stock 0 at the end and never below
 * zero while the round runs (sampled), every other buyer refused with the out-of-stock code.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { createOrder } from "@/lib/graphql/operations/checkout";
import { CART_ERROR_CODES } from "@/lib/domain/cart/constants";
import { guestOrderOf } from "../integration/support/guest-order";
import type { TestClient } from "../integration/support/graphql-client";
import { createSharedDatabase, percentile, timed, type SharedDatabase } from "./support/harness";
import { PartReport } from "./support/report";
import { openShop, q, raceSkus, setStock, stockOf, type RaceSku } from "./support/shop";

const ROUNDS = 20;
const SCENARIOS = [
  { inStock: 5, buyers: 50 },
  { inStock: 1, buyers: 100 },
] as const;
const report = new PartReport("last-units", "Last units: K in stock, N concurrent buyers", 1);

let database: SharedDatabase;
let buyers: TestClient[];
let skus: RaceSku[];

beforeAll(async () => {
  database = await createSharedDatabase(2);
  report.onDatabase(database.serverVersion);
  const shop = await openShop(database, 60);
  const most = Math.max(...SCENARIOS.map((scenario) => scenario.buyers));
  buyers = await Promise.all(Array.from({ length: most }, (_, index) => shop.buyer(index)));
  skus = await raceSkus(database.db, ROUNDS * SCENARIOS.length);
  report.figure("instances (yoga servers, one pool each, one database)", 2);
});
afterAll(async () => {
  await report.write();
  await database?.dispose();
});

/** Samples the SKU's stock on its own connection until stopped; gives the lowest seen. */
function sampleStock(skuId: number): { stop(): Promise<{ lowest: number; samples: number }> } {
  let running = true;
  let lowest = Number.POSITIVE_INFINITY;
  let samples = 0;
  const loop = (async () => {
    while (running) {
      lowest = Math.min(lowest, await stockOf(database.instances[1]!.db, skuId));
      samples += 1;
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { lowest, samples };
    },
  };
}

describe.each(SCENARIOS)("K=$inStock in stock, N=$buyers buyers", ({ inStock, buyers: n }) => {
  it(`sells exactly K in each of ${ROUNDS} rounds across two instances`, async () => {
    const offset = SCENARIOS.findIndex((scenario) => scenario.buyers === n) * ROUNDS;
    const checkoutMs: number[] = [];
    const roundMs: number[] = [];
    let lowestSeen = Number.POSITIVE_INFINITY;
    let samples = 0;
    let orders = 0;
    let refusedOutOfStock = 0;
    const perInstance = [0, 0];
    for (let round = 0; round < ROUNDS; round += 1) {
      const sku = skus[offset + round]!;
      await setStock(database.db, sku.id, inStock);
      const sampler = sampleStock(sku.id);
      const { value: responses, ms } = await timed(() =>
        Promise.all(
          buyers.slice(0, n).map(async (api, index) => {
            const { value, ms: one } = await timed(() =>
              api.call(createOrder, {
                input: guestOrderOf([{ skuCode: sku.code, quantity: 1 }]),
              }),
            );
            checkoutMs.push(one);
            return { response: value, instance: index % 2 };
          }),
        ),
      );
      roundMs.push(ms);
      const seen = await sampler.stop();
      lowestSeen = Math.min(lowestSeen, seen.lowest);
      samples += seen.samples;

      for (const { response } of responses) expect(response.status).toBe(200);
      const created = responses.filter(({ response }) => response.body.data?.orderCreate.order);
      const refused = responses.filter(({ response }) => !response.body.data?.orderCreate.order);
      for (const { response } of refused) {
        expect(response.body.data!.orderCreate.userErrors[0]?.code).toBe(
          CART_ERROR_CODES.OUT_OF_STOCK,
        );
      }
      expect(created).toHaveLength(inStock);
      for (const { instance } of created) perInstance[instance]! += 1;
      const [stored] = await q<{ lines: number; reserved: number }>(
        database.db,
        sql`select (select count(*)::int from order_lines where sku_id = ${sku.id}) as lines,
            (select coalesce(sum(quantity), 0)::int from order_reservations
              where kind = 'STOCK' and ref = ${String(sku.id)}) as reserved`,
      );
      expect(stored).toEqual({ lines: inStock, reserved: inStock });
      expect(await stockOf(database.db, sku.id)).toBe(0);
      expect(seen.lowest).toBeGreaterThanOrEqual(0);
      orders += created.length;
      refusedOutOfStock += refused.length;
    }
    const label = `K=${inStock}/N=${n}`;
    report.figure(`${label}: rounds`, ROUNDS);
    report.figure(`${label}: checkouts`, ROUNDS * n);
    report.figure(`${label}: orders (expected ${ROUNDS * inStock})`, orders);
    report.figure(
      `${label}: orders through instance A / B`,
      `${perInstance[0]} / ${perInstance[1]}`,
    );
    report.figure(`${label}: refused out of stock`, refusedOutOfStock);
    report.figure(`${label}: lowest stock seen (${samples} samples during the rounds)`, lowestSeen);
    report.figure(`${label}: checkout p50`, percentile(checkoutMs, 50), "ms");
    report.figure(`${label}: checkout p99`, percentile(checkoutMs, 99), "ms");
    report.figure(`${label}: round p50`, percentile(roundMs, 50), "ms");
    expect(orders).toBe(ROUNDS * inStock);
  });
});
