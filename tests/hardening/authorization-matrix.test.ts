/**
 * Part 6 of the hardening suite (issue 18 item 4): the authorization matrix. {visitor, a guest's
 * order token, member A, member B, staff, operator} × every operation that reads or writes
 * something a customer or an order owns: only the owner (and the operator where the console's
 * roles allow) passes.
 *
 * - Every Query and Mutation field of the executable schema must be classified: a row of the
 *   matrix (tests/support/authorization/rows*.ts, one object literal per operation, split by
 *   area) or an entry of PUBLIC_OPERATIONS with its reason. A field that is neither fails this
 *   part, so a new operation cannot ship without deciding who may call it.
 * - Each row is run by all six actors naming A's ids (and the operator of the other console role
 *   too); tests/support/authorization/matrix.ts says what each kind of row demands of whom, and
 *   checks after every refused call that the answer holds nothing of A's and that A's rows (and
 *   the guest's, and the console's tables) are byte for byte as before.
 *
 * One set of rows: the integration suite's authorization-matrix*.test.ts run the same rows and
 * the same runner on the embedded database (PGlite) in `npm test`, so a row added for one is
 * checked by both, and nothing is written twice. This part adds the classification of every
 * operation and the figures.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSchema } from "@/lib/graphql/schema";
import { getOrderDetail, getOrderDetailByVisitor } from "@/lib/graphql/operations/orders";
import { defineMatrix, fieldsOf, Tally } from "../support/authorization/matrix";
import { PUBLIC_OPERATIONS } from "../support/authorization/public-operations";
import { ALL_ROWS } from "../support/authorization/rows";
import { ACTORS, buildWorld, type World } from "../support/authorization/world";
import { createSharedDatabase, type SharedDatabase } from "./support/harness";
import { PartReport } from "./support/report";

const report = new PartReport(
  "authorization-matrix",
  "Authorization matrix: six actors × every owned operation",
  6,
);
const tally = new Tally();
let database: SharedDatabase;
let world: World;

beforeAll(async () => {
  database = await createSharedDatabase(1);
  report.onDatabase(database.serverVersion);
  world = await buildWorld(database.db);
}, 300_000);

afterAll(async () => {
  report.figure("actors", ACTORS.join(", "));
  report.figure("rows (operations and one route, each naming A's ids)", ALL_ROWS.length);
  report.figure("calls run (rows × actors, + the other console role)", tally.cells);
  for (const [outcome, count] of [...tally.outcomes].sort())
    report.figure(`calls ${outcome}`, count);
  report.figure("calls passed (the owner, or the operator of the row's role)", tally.passes);
  await report.write();
  await database?.dispose();
});

describe("every operation of the schema is classified", () => {
  it("as a row of the matrix or a public operation with its reason, never both", () => {
    const schema = getSchema();
    const operations = [schema.getQueryType()!, schema.getMutationType()!].flatMap((type) =>
      Object.keys(type.getFields()),
    );
    const rowFields = new Set(ALL_ROWS.flatMap(fieldsOf));
    const isPublic = (field: string) => Object.hasOwn(PUBLIC_OPERATIONS, field);
    expect(operations.filter((field) => !rowFields.has(field) && !isPublic(field))).toEqual([]);
    expect(operations.filter((field) => rowFields.has(field) && isPublic(field))).toEqual([]);
    // An entry for an operation that is gone would hide the next one of that name.
    expect(Object.keys(PUBLIC_OPERATIONS).filter((f) => !operations.includes(f))).toEqual([]);
    expect([...rowFields].filter((f) => !operations.includes(f))).toEqual([]);
    for (const reason of Object.values(PUBLIC_OPERATIONS)) expect(reason.length).toBeGreaterThan(8);
    const owned = operations.filter((field) => rowFields.has(field));
    report.figure("operations in the schema (Query + Mutation fields)", operations.length);
    report.figure("operations classified owned (rows)", owned.length);
    report.figure("of which ops* (console)", owned.filter((f) => f.startsWith("ops")).length);
    report.figure(
      "operations classified public, each with its reason",
      operations.length - owned.length,
    );
  });
});

describe("the guest's token", () => {
  it("reaches its own order, both ways (so its refusals below are about whose order it is)", async () => {
    const guest = await world.signIn("guest token");
    const own = await guest.call(getOrderDetail, { code: world.a.guest.orderCode });
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data!.orderDetail.code).toBe(world.a.guest.orderCode);
    const byToken = await guest.call(getOrderDetailByVisitor, {
      input: { orderCode: world.a.guest.orderCode, tempToken: guest.defaults.headers!.token! },
    });
    expect(byToken.body.data!.shop.order?.code).toBe(world.a.guest.orderCode);
  });
});

defineMatrix({
  world: () => world,
  rows: ALL_ROWS,
  tally,
  watchedChanges: [
    "customers",
    "delivery_addresses",
    "favorites",
    "cart_lines",
    "orders",
    "order_events",
    "after_sales_orders",
    "inventories",
    "coupons",
    "promotions",
    "content_versions",
    "audit_log",
  ],
});
