/**
 * Who may reach a member's account, bag and orders (accounts §6 roles; common rule "a member can
 * never read or change another member's data; visitors get UNAUTHENTICATED on member-scoped
 * ops"), on the embedded database in `npm test` (and on PostgreSQL with DATABASE_URL).
 *
 * The rows and the runner are shared with the hardening suite's authorization matrix
 * (tests/hardening/authorization-matrix.test.ts, which runs every row and checks that every
 * operation of the schema is a row or a public operation): tests/support/authorization/. ADDING
 * AN OPERATION IS ONE OBJECT LITERAL in rows-account.ts or rows-orders.ts; matrix.ts says what
 * each kind of row demands of the six actors (visitor, guest token, member A, member B, staff,
 * operator). This file runs the account and order rows; authorization-matrix-after-sales.test.ts
 * the console's and the returns'.
 */
import { afterAll, beforeAll } from "vitest";
import { defineMatrix } from "../support/authorization/matrix";
import { ACCOUNT_CLOSING_ROWS, ACCOUNT_ROWS, ORDER_ROWS } from "../support/authorization/rows";
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
  rows: [...ACCOUNT_ROWS, ...ORDER_ROWS, ...ACCOUNT_CLOSING_ROWS],
  watchedChanges: [
    "customers",
    "delivery_addresses",
    "favorites",
    "cart_lines",
    "orders",
    "order_events",
  ],
});
