import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count } from "drizzle-orm";
import { seedDatabase } from "@/lib/seed";
import { brands, categories, customers } from "@/lib/db/schema";
import {
  brands as brandsOperation,
  categories as categoriesOperation,
} from "@/lib/graphql/operations/catalog";
import { createTestDatabase, type TestDatabase } from "./support/test-database";
import { createTestServer, TestClient } from "./support/graphql-client";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function counts() {
  const [brandCount] = await database.db.select({ n: count() }).from(brands);
  const [categoryCount] = await database.db.select({ n: count() }).from(categories);
  const [customerCount] = await database.db.select({ n: count() }).from(customers);
  return { brands: brandCount?.n, categories: categoryCount?.n, customers: customerCount?.n };
}

describe("db:seed", () => {
  it("is idempotent: a second run changes nothing", async () => {
    const first = await seedDatabase(database.db);
    const after = await counts();
    const second = await seedDatabase(database.db);
    expect(await counts()).toEqual(after);
    expect(first.accounts).toBe(2);
    expect(second.accounts).toBe(0);
  });
});

describe("categories", () => {
  it("returns a three-level tree with new-in, in the request's language", async () => {
    const client = new TestClient(createTestServer(database.db));
    const en = await client.call(categoriesOperation);
    const roots = en.body.data?.categories ?? [];
    expect(roots.map((root) => root.code)).toContain("new-in");
    const men = roots.find((root) => root.code === "men");
    const rain = men?.children
      .find((child) => child.code === "jackets")
      ?.children.find((leaf) => leaf.code === "rain-jackets");
    expect(rain).toMatchObject({
      path: "men/jackets/rain-jackets",
      level: 3,
      name: "Rain jackets",
    });
    const zh = await client.call(categoriesOperation, undefined, { headers: { lang: "zh_HK" } });
    expect(zh.body.data?.categories.find((root) => root.code === "men")?.name).toBe("男裝");
  });

  it("lists the seeded brands", async () => {
    const client = new TestClient(createTestServer(database.db));
    const result = await client.call(brandsOperation);
    expect(result.body.data?.brands.length).toBeGreaterThanOrEqual(5);
  });
});
