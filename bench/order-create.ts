/**
 * `npm run bench:orders`: orderCreate over HTTP on PostgreSQL at concurrency 10 (issue 5 target:
 * p99 under 200 ms). A fresh database with the demo seed; 10 visitor sessions (one per
 * connection, so the per-customer row lock does not serialise the whole run), guest express
 * orders of one in-stock SKU (its stock raised so the run never sells out), each request with
 * its own idempotency key. Writes the figures between the bench-orders markers of
 * docs/benchmarks.md. Needs `npm run build` first.
 */
import type autocannon from "autocannon";
import pg from "pg";
import {
  adminQuery,
  assertBuilt,
  BASE,
  baseEnv,
  machine,
  nowUtc,
  postgresAvailable,
  postgresUrl,
  postgresVersion,
  seed,
  visitorCookie,
  withServer,
  writeSection,
} from "./common";
import { createOrder } from "@/lib/graphql/operations/checkout";
import { load } from "./load";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);

async function onDatabase<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function orderBody(skuCode: string, key: string): string {
  return JSON.stringify({
    query: createOrder.source,
    operationName: "createOrder",
    variables: {
      input: {
        idempotencyKey: key,
        terminal: "PC",
        checkoutKind: "GUEST",
        email: "bench@example.com",
        distributionType: "EXPRESS",
        deliveryAddress: {
          receiverFirstName: "Bench",
          receiverLastName: "Buyer",
          receiverMobile: "91234567",
          country: "HK",
          provinceId: 810000,
          districtId: 810002,
          address: "1 Hennessy Road",
        },
        isSameAsAddress: true,
        orderLines: [{ skuCode, quantity: 1 }],
        payType: "VISA",
      },
    },
  });
}

async function main(): Promise<void> {
  assertBuilt();
  if (!(await postgresAvailable()))
    throw new Error("bench:orders needs PostgreSQL on 127.0.0.1:5432");
  const name = `shop_bench_orders_${Date.now().toString(36)}`;
  await adminQuery(`create database ${name}`);
  const url = postgresUrl(name);
  try {
    const env = { ...baseEnv(), DATABASE_URL: url, JOBS: "off" };
    seed(env);
    const skuCode = await onDatabase(url, async (client) => {
      const { rows } = await client.query<{ code: string; id: number }>(
        `select s.code, s.id from skus s join products p on p.id = s.product_id join sku_prices sp on sp.sku_id = s.id
         where p.sale_status = 'ON_SHELF' and s.is_enabled and sp.sale_price > 0 order by s.id limit 1`,
      );
      const row = rows[0];
      if (!row) throw new Error("no SKU to order");
      await client.query("update inventories set available = 1000000 where sku_id = $1", [row.id]);
      return row.code;
    });
    const result = await withServer(env, async () => {
      const cookies = await Promise.all(Array.from({ length: CONNECTIONS }, () => visitorCookie()));
      let sent = 0;
      const options: autocannon.Options = {
        url: `${BASE}/api/graphql/createOrder`,
        method: "POST",
        requests: [
          {
            setupRequest: (request) => {
              sent += 1;
              return {
                ...request,
                headers: {
                  "content-type": "application/json",
                  "channel-code": "100",
                  cookie: cookies[sent % cookies.length] ?? "",
                },
                body: orderBody(skuCode, `bench-${name}-${sent}`),
              };
            },
          },
        ],
      };
      return load(options, CONNECTIONS, DURATION_S);
    });
    const orders = await onDatabase(url, async (client) =>
      Number(
        (await client.query<{ n: string }>("select count(*) as n from orders")).rows[0]?.n ?? 0,
      ),
    );
    const section = [
      `Measured ${nowUtc()} UTC on ${machine()}; ${await postgresVersion()}, demo seed;`,
      `\`npm run bench:orders\`: autocannon, ${CONNECTIONS} connections (one visitor each), ${DURATION_S} s after a 2 s warm-up,`,
      "guest express orders of one SKU, each with its own idempotency key. Target (issue 5): p99 under 200 ms.",
      "",
      "| target | req/s | p50 ms | p95 ms | p99 ms | errors | non-2xx | orders created |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
      `| GraphQL createOrder (POST) | ${result.requestsPerSecond} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.errors} | ${result.non2xx} | ${orders} |`,
    ].join("\n");
    writeSection("bench-orders", section);
    console.log(section);
  } finally {
    await adminQuery(`drop database if exists ${name} with (force)`);
  }
}

await main();
