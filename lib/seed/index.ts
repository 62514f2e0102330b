/**
 * The idempotent demo seed: running it twice leaves the same data. Later domains add
 * their own seed steps here (products, promotions, pick-up points...). A client of the domain
 * (it derives list keys, search terms and passwords through domain functions), so it sits
 * above lib/domain, beside the scripts and tests that call it, not inside lib/db.
 */
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { brands, categories, customers, staffRegister } from "@/lib/db/schema";
import { hashPassword } from "@/lib/domain/accounts/passwords";
import { generateUserCode } from "@/lib/domain/accounts/tokens";
import { SEED_BRANDS, SEED_CATEGORIES, type SeedCategory } from "./catalog-tree";
import { addOperator } from "@/lib/domain/operators/accounts";
import { DEMO_MEMBER, DEMO_OPERATORS, DEMO_STAFF, DEMO_STAFF_REGISTER } from "./demo-accounts";
import { seedHotSearchTerms } from "./hot-search";
import { importContent } from "./content-files";
import { seedProducts, type ProductSeedReport } from "./products";
import { seedPromotions, type PromotionSeedReport } from "./promotions";
import { seedRegionsAndPickUpPoints } from "./regions";

export interface SeedReport {
  brands: number;
  categories: number;
  accounts: number;
  hotSearchTerms: number;
  products: ProductSeedReport;
  /** Promotions and coupons written (upserted by code). */
  promotions: PromotionSeedReport;
  delivery: { regions: number; pickUpPoints: number };
  /** Content entries published from content/ (unchanged ones are not counted). */
  content: number;
}

export interface SeedOptions {
  /** Size of the demo catalog (default 320; `db:seed -- --products 50000` for benchmarks). */
  products?: number;
  /** The clock the catalog's dates are relative to (new-in window, sales). */
  now?: Date;
  /** Where product pictures are written; default public/catalog (served as /catalog/...). */
  imageDirectory?: string;
  /** The content files to publish (content-files.ts); default content/. */
  contentDirectory?: string;
  onProgress?: (done: number, total: number) => void;
}

export const DEFAULT_SEED_PRODUCTS = 320;

function flattenCategories(
  nodes: readonly SeedCategory[],
  parentPath: string | null,
  level: number,
): (typeof categories.$inferInsert)[] {
  return nodes.flatMap((node, index) => {
    const path = parentPath ? `${parentPath}/${node.code}` : node.code;
    return [
      {
        path,
        code: node.code,
        parentPath,
        level,
        nameEn: node.nameEn,
        nameZh: node.nameZh,
        sort: index,
      },
      ...flattenCategories(node.children ?? [], path, level + 1),
    ];
  });
}

async function seedAccounts(db: Db): Promise<number> {
  let created = 0;
  for (const account of [DEMO_MEMBER, DEMO_STAFF]) {
    const inserted = await db
      .insert(customers)
      .values({
        userCode: generateUserCode(),
        isVisitor: false,
        email: account.email,
        mobile: account.mobile,
        passwordHash: await hashPassword(account.password),
        firstName: account.firstName,
        lastName: account.lastName,
        levelCode: account.levelCode,
        staffCode: "staffCode" in account ? account.staffCode : null,
        staffName: "staffName" in account ? account.staffName : null,
      })
      .onConflictDoNothing()
      .returning({ id: customers.id });
    created += inserted.length;
  }
  await db
    .insert(staffRegister)
    .values(DEMO_STAFF_REGISTER.map((row) => ({ ...row })))
    .onConflictDoNothing();
  // Operators are not customers (their own table); seeding twice leaves them as they are.
  for (const operator of DEMO_OPERATORS) await addOperator(db, operator, new Date());
  return created;
}

export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const brandRows = SEED_BRANDS.map((brand, index) => ({ ...brand, sort: index }));
  await db
    .insert(brands)
    .values(brandRows)
    .onConflictDoUpdate({
      target: brands.code,
      set: {
        nameEn: sql`excluded.name_en`,
        nameZh: sql`excluded.name_zh`,
        sort: sql`excluded.sort`,
      },
    });
  const categoryRows = flattenCategories(SEED_CATEGORIES, null, 1);
  await db
    .insert(categories)
    .values(categoryRows)
    .onConflictDoUpdate({
      target: categories.path,
      set: {
        nameEn: sql`excluded.name_en`,
        nameZh: sql`excluded.name_zh`,
        sort: sql`excluded.sort`,
        level: sql`excluded.level`,
        parentPath: sql`excluded.parent_path`,
      },
    });
  const accounts = await seedAccounts(db);
  const hotSearch = await seedHotSearchTerms(db);
  const now = options.now ?? new Date();
  const products = await seedProducts(db, {
    products: options.products ?? DEFAULT_SEED_PRODUCTS,
    now,
    imageDirectory: options.imageDirectory ?? path.join(process.cwd(), "public", "catalog"),
    onProgress: options.onProgress,
  });
  // After the products: gifts, add-on offers and flash prices are picked from the catalog.
  const promotionReport = await seedPromotions(db, now);
  const delivery = await seedRegionsAndPickUpPoints(db);
  const content = await importContent(
    db,
    options.contentDirectory ?? path.join(process.cwd(), "content"),
    now,
  );
  if (!content.ok) throw new Error(`content files refused:\n${content.problems.join("\n")}`);
  // Fresh statistics and visibility map (PGlite has no autovacuum): without them the planner
  // guesses at array and facet selectivity, counts read the heap instead of an index, and a
  // 50,000-product list takes hundreds of milliseconds instead of a few (docs/benchmarks.md).
  await db.execute(sql`vacuum analyze`);
  return {
    brands: brandRows.length,
    categories: categoryRows.length,
    accounts,
    hotSearchTerms: hotSearch,
    products,
    promotions: promotionReport,
    delivery,
    content: content.published,
  };
}
