/**
 * 10,000 generated GraphQL operations over every operation (issue 18 item 4; docs/reliability.md).
 * The operations are every Query and Mutation field of the schema the server runs
 * (lib/graphql/schema), each sent about 10000 / fields times, round-robin. fast-check draws each
 * one from a seed (HARDENING_SEED=<seed> replays a run, order codes being the new run's own; the
 * figures record it): a selection set from the return type, variables from the argument types,
 * a caller (no session, a visitor with orders, the demo member, the demo staff member, the
 * operations operator, the content editor), and valid-looking values from the seeded database
 * or hostile ones (support/operation-generator.ts, generated-values.ts). Mutations run: they
 * change carts, orders, stock, coupons and content as they go, and the invariants must hold
 * anyway.
 *
 * Each operation goes through the real HTTP handler (lib/graphql/http.ts) of one of two
 * in-process instances over one PostgreSQL database, eight at a time; sessions are issued again
 * every 250 operations, since some operations sign their caller out. Asserted for every answer:
 * a status below 500 and no internal detail in any error (support/answer-checks.ts). A masked
 * "Unexpected error." is counted, and each distinct one (with the original error the server
 * logged, caught through the logger) is listed as a gap: bad input should be a userError or a
 * GraphQL error. Every 2,500 operations and at the end the database invariants are checked
 * (support/order-invariants.ts: no negative stock or money, stored order totals equal to what
 * the pricing engine computes from the stored lines), and at the end stock conservation.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { resetEnvForTests } from "@/lib/env";
import { issueSession } from "@/lib/domain/accounts/sessions";
import { visitorLogin } from "@/lib/domain/accounts/login";
import { OPERATOR_COOKIE } from "@/lib/domain/operators/constants";
import { issueOperatorSession } from "@/lib/domain/operators/sessions";
import { transitionOrder } from "@/lib/domain/orders/transitions";
import { handleGraphQLRequest } from "@/lib/graphql/http";
import { createOrder } from "@/lib/graphql/operations/checkout";
import { getSchema } from "@/lib/graphql/schema";
import { CHANNEL_CODE } from "@/lib/graphql/wire";
import { logger } from "@/lib/logger";
import { DEMO_MEMBER, DEMO_OPERATORS, DEMO_STAFF } from "@/lib/seed/demo-accounts";
import { guestOrderOf } from "../integration/support/guest-order";
import { TestClient } from "../integration/support/graphql-client";
import { codesIn, leaksIn, outcomeOf, type Body, type Outcome } from "./support/answer-checks";
import { CALLER_KINDS, readPools, type CallerKind } from "./support/generated-values";
import { createSharedDatabase, percentile, type SharedDatabase } from "./support/harness";
import {
  generateOperations,
  rootOperations,
  type GeneratedOperation,
  type RootOperation,
} from "./support/operation-generator";
import {
  brokenInvariants,
  snapshotStock,
  unconservedStock,
  type StockSnapshot,
} from "./support/order-invariants";
import { PartReport } from "./support/report";
import { HARDENING_NOW, openShop, q, raceSkus, type Shop } from "./support/shop";

const OPERATIONS = 10_000;
const SESSION_ROUNDS = 250;
const CHECK_EVERY = 2_500;
const CONCURRENCY = 8;
const SEED = Number(process.env.HARDENING_SEED) || Date.now() % 2 ** 31;

const report = new PartReport(
  "generated-operations",
  "Generated operations: every operation, 10,000 times",
  9,
);

let database: SharedDatabase;
let shop: Shop;
let roots: RootOperation[];
let operations: GeneratedOperation[];
let stockBefore: StockSnapshot;
let ordersBefore: number;
const owners: Partial<Record<CallerKind, string>> = {};

const count = async (query: ReturnType<typeof sql>) =>
  Number((await q<{ n: number }>(database.db, query))[0]!.n);
const customerOf = async (email: string) =>
  (await q<{ id: string }>(database.db, sql`select id from customers where email = ${email}`))[0]!
    .id;

/** Fresh sessions for every caller kind (operations such as userLogout end them). */
async function sessions(): Promise<Record<CallerKind, string | null>> {
  const shopper = async (kind: "visitor" | "member", customerId: string) =>
    (
      await issueSession(database.db, {
        customerId,
        kind,
        lifetimeSeconds: 86_400,
        now: HARDENING_NOW,
      })
    ).token;
  const operator = async (email: string) => {
    const [row] = await q<{ id: string }>(
      database.db,
      sql`select id from operators where email = ${email}`,
    );
    return (await issueOperatorSession(database.db, row!.id, HARDENING_NOW)).token;
  };
  return {
    none: null,
    visitor: await shopper("visitor", owners.visitor!),
    member: await shopper("member", owners.member!),
    staff: await shopper("member", owners.staff!),
    operator: await operator(DEMO_OPERATORS[1].email),
    editor: await operator(DEMO_OPERATORS[0].email),
  };
}

/** Orders for the shopper callers to own: unpaid and paid, a guest's and a member's. */
async function placeFixtureOrders(tokens: Record<CallerKind, string | null>): Promise<void> {
  const skus = await raceSkus(database.db, 3, 100);
  for (const [caller, checkoutKind] of [
    ["visitor", "GUEST"],
    ["visitor", "GUEST"],
    ["member", "MEMBER"],
    ["member", "MEMBER"],
    ["staff", "STAFF"],
  ] as const) {
    const api = new TestClient(shop.servers[0]!, {
      headers: { lang: "en_US", token: tokens[caller]! },
    });
    const placed = await api.call(createOrder, {
      input: guestOrderOf(
        [
          { skuCode: skus[0]!.code, quantity: 1 },
          { skuCode: skus[1]!.code, quantity: 2 },
        ],
        {
          checkoutKind,
        },
      ),
    });
    expect(placed.body.data?.orderCreate.userErrors, caller).toEqual([]);
  }
  // The second order of each shopper paid, as the payment callback would.
  const unpaid = await q<{ id: string; amount: number }>(
    database.db,
    sql`select id, amount from orders o where o.id in (select distinct on (customer_id) id from orders order by customer_id, code)`,
  );
  for (const row of unpaid) {
    await database.db.transaction((tx) =>
      transitionOrder(tx, {
        orderId: row.id,
        from: ["WAIT_PAY"],
        to: "WAIT_DELIVERY",
        actor: "payment:test",
        now: HARDENING_NOW,
        paidAt: HARDENING_NOW,
        receivedAmount: Number(row.amount),
        clearScheduleCancel: true,
      }),
    );
  }
}

beforeAll(async () => {
  // `pay` reads the environment as the app does: the sandbox provider, signed with a secret.
  process.env.SESSION_SECRET ??= "hardening-test-secret-0123456789abcdef";
  process.env.PUBLIC_BASE_URL = "https://shop.test";
  process.env.PAYMENT_PROVIDER = "sandbox";
  resetEnvForTests();
  database = await createSharedDatabase(2);
  report.onDatabase(database.serverVersion);
  shop = await openShop(database, 30);
  owners.visitor = (await visitorLogin(database.db, HARDENING_NOW)).customer.id;
  owners.member = await customerOf(DEMO_MEMBER.email);
  owners.staff = await customerOf(DEMO_STAFF.email);
  await placeFixtureOrders(await sessions());
  roots = rootOperations(getSchema());
  operations = generateOperations(
    roots,
    await readPools(database.db, owners),
    HARDENING_NOW,
    OPERATIONS,
    SEED,
  );
  stockBefore = await snapshotStock(database.db);
  ordersBefore = await count(sql`select count(*)::int as n from orders`);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await report.write();
  await database?.dispose();
});

interface Sent {
  status: number;
  ms: number;
  outcome: Outcome;
  leaks: string[];
  /** The codes of the errors and userErrors answered. */
  codes: string[];
}

async function send(
  operation: GeneratedOperation,
  index: number,
  tokens: Record<CallerKind, string | null>,
): Promise<Sent> {
  const headers: Record<string, string> = {
    "channel-code": CHANNEL_CODE,
    "content-type": "application/json",
    lang: index % 4 === 0 ? "zh_HK" : "en_US",
  };
  const token = operation.forgedToken ?? tokens[operation.caller];
  if (token && (operation.caller === "operator" || operation.caller === "editor"))
    headers.cookie = `${OPERATOR_COOKIE}=${token}`;
  else if (token) headers.token = token;
  const started = performance.now();
  const response = await handleGraphQLRequest(
    shop.servers[index % shop.servers.length]!,
    new Request(`http://shop.test/api/graphql/${operation.field}`, {
      method: "POST",
      headers,
      body: JSON.stringify({ query: operation.document, variables: operation.variables }),
    }),
  );
  const text = await response.text();
  const ms = performance.now() - started;
  let body: Body | string = text;
  try {
    body = JSON.parse(text) as Body;
  } catch {
    // Not JSON (a refusal of the HTTP edge): searched as text.
  }
  return {
    status: response.status,
    ms,
    outcome: outcomeOf(body),
    leaks: leaksIn(body, operation.sent),
    codes: codesIn(body),
  };
}

describe("generated operations over every operation", () => {
  it(`${OPERATIONS} operations: no 5xx, no internal detail, invariants hold`, async () => {
    expect(operations).toHaveLength(OPERATIONS);
    // The original error behind each masked answer, by the operation that caused it.
    const requestOf = new AsyncLocalStorage<number>();
    const logged = new Map<number, string>();
    // Yoga also logs each error it answers; the operations' own are read from the answers.
    let errorLines = 0;
    vi.spyOn(logger, "error").mockImplementation((message, fields) => {
      errorLines += 1;
      const index = requestOf.getStore();
      const error = fields?.error;
      if (index !== undefined && message === "unexpected resolver error")
        logged.set(
          index,
          error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        );
    });

    const results: Sent[] = new Array<Sent>(OPERATIONS);
    const brokenDuring: string[] = [];
    let checks = 0;
    const started = performance.now();
    for (let round = 0; round < OPERATIONS; round += SESSION_ROUNDS) {
      const tokens = await sessions();
      let next = round;
      const end = Math.min(OPERATIONS, round + SESSION_ROUNDS);
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < end) {
            const index = next++;
            results[index] = await requestOf.run(index, () =>
              send(operations[index]!, index, tokens),
            );
          }
        }),
      );
      if ((round + SESSION_ROUNDS) % CHECK_EVERY === 0) {
        brokenDuring.push(...(await brokenInvariants(database.db, HARDENING_NOW)));
        checks += 1;
      }
    }
    const seconds = (performance.now() - started) / 1000;

    const tally = <K extends string>(key: (sent: Sent, i: number) => K) => {
      const counts = new Map<K, number>();
      results.forEach((sent, i) => counts.set(key(sent, i), (counts.get(key(sent, i)) ?? 0) + 1));
      return [...counts].sort(([a], [b]) => String(a).localeCompare(String(b)));
    };
    const list = (entries: [string, number][]) => entries.map(([k, n]) => `${k} ${n}`).join(", ");
    const ops = operations;
    const covered = new Set(ops.map((operation) => operation.field));
    report.figure("fast-check seed (HARDENING_SEED replays it)", SEED);
    report.figure("operations sent", ops.length);
    report.figure(
      "queries / mutations",
      `${ops.filter((o) => o.kind === "query").length} / ${ops.filter((o) => o.kind === "mutation").length}`,
    );
    report.figure(
      "valid-looking / hostile",
      `${ops.filter((o) => !o.hostile).length} / ${ops.filter((o) => o.hostile).length}`,
    );
    report.figure(
      "operations covered (queries + mutations of the schema)",
      `${covered.size} of ${roots.length} (${roots.filter((r) => r.kind === "query").length} + ${roots.filter((r) => r.kind === "mutation").length})`,
    );
    report.figure("callers", list(tally((_, i) => ops[i]!.caller)));
    report.figure("answers by HTTP status", list(tally((sent) => String(sent.status))));
    report.figure("answers by outcome", list(tally((sent) => sent.outcome)));
    report.figure(
      "masked errors (Unexpected error.)",
      results.filter((r) => r.outcome === "masked").length,
    );
    const codeCounts = new Map<string, number>();
    for (const sent of results)
      for (const code of new Set(sent.codes)) codeCounts.set(code, (codeCounts.get(code) ?? 0) + 1);
    report.figure(
      "most frequent refusal codes (answers carrying each)",
      list([...codeCounts].sort(([, a], [, b]) => b - a).slice(0, 8)),
    );
    const placing = results.filter((_, i) => ops[i]!.field === "orderCreate");
    report.figure(
      "orderCreate answers: no refusal / refusal codes",
      `${placing.filter((sent) => sent.codes.length === 0).length} / ${list(
        [
          ...placing
            .flatMap((sent) => sent.codes.slice(0, 1))
            .reduce((m, code) => m.set(code, (m.get(code) ?? 0) + 1), new Map<string, number>()),
        ].sort(([, a], [, b]) => b - a),
      )}`,
    );
    report.figure("server error log lines (yoga logs each error it answers)", errorLines);
    report.figure(
      "answer p50 / p99",
      `${percentile(
        results.map((r) => r.ms),
        50,
      )} / ${percentile(
        results.map((r) => r.ms),
        99,
      )}`,
      "ms",
    );
    report.figure("wall time of the operations", Math.round(seconds * 10) / 10, "s");

    const broken = [...brokenDuring, ...(await brokenInvariants(database.db, HARDENING_NOW))];
    const unconserved = await unconservedStock(database.db, stockBefore);
    const ordersAfter = await count(sql`select count(*)::int as n from orders`);
    report.figure("orders placed by generated operations", ordersAfter - ordersBefore);
    report.figure("orders whose stored totals were recomputed", ordersAfter);
    report.figure("invariant checks (every 2,500 operations and at the end)", checks + 1);
    report.figure("SKUs whose stock was reconciled", stockBefore.available.size);
    report.figure("broken invariants", broken.length + unconserved.length);

    // Each distinct masked error (field and original error): a bug the suite records.
    const masked = new Map<string, number[]>();
    results.forEach((sent, i) => {
      if (sent.outcome !== "masked") return;
      const key = `${ops[i]!.field}: ${logged.get(i) ?? "no error logged"}`;
      masked.set(key, [...(masked.get(key) ?? []), i]);
    });
    for (const [key, indexes] of masked) {
      report.gap(
        `masked error from generated input (${key.split(":")[0]})`,
        `${indexes.length} answers "Unexpected error."; the server logged ${key.slice(key.indexOf(":") + 2)}; first document: ${ops[indexes[0]!]!.document.slice(0, 300)}`,
      );
    }
    const failures = (predicate: (sent: Sent) => boolean) =>
      results
        .map((sent, i) => ({ sent, operation: ops[i]! }))
        .filter(({ sent }) => predicate(sent))
        .slice(0, 5)
        .map(({ sent, operation }) => ({
          status: sent.status,
          leaks: sent.leaks,
          caller: operation.caller,
          document: operation.document,
          variables: JSON.stringify(operation.variables).slice(0, 500),
        }));
    expect(
      failures((sent) => sent.status >= 500),
      `seed ${SEED}`,
    ).toEqual([]);
    expect(
      failures((sent) => sent.leaks.length > 0),
      `seed ${SEED}`,
    ).toEqual([]);
    expect(covered.size).toBe(roots.length);
    expect(broken, `seed ${SEED}`).toEqual([]);
    expect(unconserved, `seed ${SEED}`).toEqual([]);
    for (const caller of CALLER_KINDS) expect(ops.some((o) => o.caller === caller)).toBe(true);
  }, 900_000);
});
