import { parseArgs } from "node:util";
import { getEnv } from "@/lib/env";
import { clearRenderingCache } from "@/lib/server/cache/cache-store.mjs";
import { DEFAULT_SEED_PRODUCTS, seedDatabase } from "@/lib/seed";
import { openScriptDatabase } from "./open-database";

// `npm run db:seed -- --products 50000` builds a large catalog for benchmarks.
const { values } = parseArgs({ options: { products: { type: "string" } } });
const products = values.products === undefined ? DEFAULT_SEED_PRODUCTS : Number(values.products);
if (!Number.isInteger(products) || products < 0) {
  console.error(`db:seed: --products must be a whole number, got "${values.products}"`);
  process.exit(2);
}

const database = await openScriptDatabase();
const started = performance.now();
try {
  const report = await seedDatabase(database.db, {
    products,
    onProgress: (done, total) => {
      if (total >= 5000 && done % 5000 < 500) console.log(`db:seed: ${done}/${total} products`);
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `db:seed: ${database.kind}: ${report.brands} brands, ${report.categories} categories, ` +
      `${report.accounts} new demo accounts, ${report.products.products} products ` +
      `(${report.products.createdProducts} new), ${report.products.skus} SKUs, ` +
      `${report.products.pictures} pictures drawn, ${report.promotions.promotions} promotions, ` +
      `${report.promotions.coupons} coupons, ${report.delivery.regions} regions, ` +
      `${report.delivery.pickUpPoints} pick-up points, ${report.content} content entries ` +
      `published, in ${seconds} s`,
  );
} finally {
  await database.close();
}

// Pages cached in Redis were rendered from the data just replaced; none may be served again.
const { REDIS_URL: redisUrl, RENDER_CACHE_PREFIX: cachePrefix } = getEnv();
if (redisUrl) {
  try {
    const removed = await clearRenderingCache(redisUrl, cachePrefix);
    console.log(`db:seed: dropped ${removed} rendering-cache keys from Redis`);
  } catch (error) {
    console.error(
      `db:seed: could not drop the rendering cache from Redis (${String(error)}); ` +
        "clear it before starting the shop, or it may serve pages of the old data",
    );
    process.exitCode = 1;
  }
}
