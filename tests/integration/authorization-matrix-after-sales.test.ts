/**
 * Who may reach returns, refunds and the operations console (issue 17 "Bad input and abuse": "a
 * shopper calling an operations operation; a staff member without the role; a CSV export by a
 * content editor"; ADR 0037, 0046), on the embedded database in `npm test`.
 *
 * The rows and the runner are shared with the hardening suite's authorization matrix
 * (tests/hardening/authorization-matrix.test.ts): tests/support/authorization/. ADDING AN
 * OPERATION IS ONE OBJECT LITERAL in rows-ops.ts or rows-orders.ts (AFTER_SALES_ROWS). Every
 * shopper is refused the console with OPS_UNAUTHENTICATED and the operator of the other role with
 * OPS_FORBIDDEN; a return is A's alone; the operations operator (the content editor, for content)
 * passes. Account and order rows: authorization-matrix.test.ts.
 */
import { afterAll, beforeAll } from "vitest";
import { defineMatrix } from "../support/authorization/matrix";
import { AFTER_SALES_ROWS, OPS_CHANGE_ROWS, OPS_ROWS } from "../support/authorization/rows";
import { buildWorld, type World } from "../support/authorization/world";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

let database: TestDatabase;
let world: World;

beforeAll(async () => {
  database = await createTestDatabase();
  world = await buildWorld(database.db);
}, 180_000);
afterAll(() => database?.dispose());

defineMatrix({
  world: () => world,
  rows: [...OPS_ROWS, ...AFTER_SALES_ROWS, ...OPS_CHANGE_ROWS],
  watchedChanges: [
    "after_sales_orders",
    "after_sales_events",
    "orders",
    "inventories",
    "coupons",
    "promotions",
    "content_versions",
    "audit_log",
  ],
});
