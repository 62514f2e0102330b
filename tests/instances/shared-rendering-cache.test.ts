/**
 * Issue 15 item 5 and its target, on the production build: two `next start` instances
 * (`npm run instances`) on one fresh PostgreSQL database and one Redis namespace of their own.
 * A page one instance rendered is a HIT on the other, and a price change, a sell-out by an
 * order and a shelf-off told to instance A show on the very next request to B (and A).
 *
 * Needs `npm run build`, DATABASE_URL (its server hosts the run's own database, dropped after)
 * and Redis (REDIS_URL, else 127.0.0.1:6379); skipped without them. scripts/test-all.mjs runs
 * it after the build.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrder } from "@/lib/graphql/operations/checkout";
import { guestOrderOf } from "../integration/support/guest-order";
import { answers, REDIS_URL } from "../integration/support/reachable";
import { clearRenderingCache } from "@/lib/server/cache/cache-store.mjs";
import {
  createScratchPostgres,
  queryOnce as sql,
  type ScratchPostgres,
} from "../support/scratch-postgres";

const ADMIN_URL = process.env.DATABASE_URL;
const [A, B] = ["http://localhost:3160", "http://localhost:3161"] as const;
/** Pages answer only on the public host (ADR 0015); a proxy in front would send this header. */
const PUBLIC_HOST = new URL(A).host;

const runnable =
  ADMIN_URL !== undefined && existsSync(".next/BUILD_ID") && (await answers(REDIS_URL, 1000));

interface Page {
  status: number;
  cache: string | null;
  html: string;
}

async function page(origin: string, path: string): Promise<Page> {
  const response = await fetch(`${origin}${path}`, {
    headers: { "x-forwarded-host": PUBLIC_HOST },
    redirect: "manual",
  });
  return {
    status: response.status,
    cache: response.headers.get("x-nextjs-cache"),
    html: await response.text(),
  };
}

/** Renders `path` once on each instance, then checks both now serve it from the cache. */
async function warm(path: string): Promise<void> {
  for (const origin of [A, B]) await page(origin, path);
  for (const origin of [A, B]) {
    const again = await page(origin, path);
    expect(again.status, `${origin}${path}`).toBe(200);
    expect(again.cache, `${origin}${path}`).toBe("HIT");
  }
}

async function graphql<T>(
  origin: string,
  name: string,
  query: string,
  variables: Record<string, unknown> = {},
  cookie = "",
): Promise<{ data: T; cookie: string }> {
  const response = await fetch(`${origin}/api/graphql/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", "channel-code": "100", cookie },
    body: JSON.stringify({ query, operationName: name, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors, name).toBeUndefined();
  const setCookies = response.headers.getSetCookie().map((line) => line.split(";")[0]);
  return { data: body.data, cookie: setCookies.join("; ") || cookie };
}

/** The products a page links to, each once (a card links its picture and its title). */
const productLinks = (html: string) => [
  ...new Set(
    [...html.matchAll(/href="\/product\/([A-Za-z0-9-]+)"/g)].map((match) => match[1] ?? ""),
  ),
];

describe.runIf(runnable)(
  "two instances share the rendering cache (needs build, PostgreSQL, Redis)",
  () => {
    const cachePrefix = `test:instances:${randomUUID()}:`;
    const sessionSecret = randomBytes(32).toString("hex");
    let database: ScratchPostgres | undefined;
    /** The instances' environment, on the run's database once it is made. */
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      REDIS_URL,
      SESSION_SECRET: sessionSecret,
      // Chosen orders and changes only: no job may cancel or move anything mid-test.
      JOBS: "off",
    };
    let instances: ChildProcess | undefined;
    let output = "";

    /** `npm run ops -- ...` against this run's database, telling instance A. */
    function ops(...args: string[]): string {
      const result = spawnSync("npm", ["run", "-s", "ops", "--", ...args], {
        env: { ...env, SHOP_INTERNAL_URL: A },
        encoding: "utf8",
      });
      expect(result.status, result.stderr).toBe(0);
      expect(result.stderr).not.toContain("could not revalidate");
      return result.stdout;
    }

    beforeAll(async () => {
      database = await createScratchPostgres(ADMIN_URL ?? "", "instances");
      env.DATABASE_URL = database.url;
      instances = spawn(
        process.execPath,
        [
          "scripts/two-instances.mjs",
          "--ports",
          [A, B].map((origin) => new URL(origin).port).join(","),
          "--fresh",
          "--cache-prefix",
          cachePrefix,
        ],
        { env, stdio: ["ignore", "pipe", "pipe"] },
      );
      instances.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
      instances.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
      await new Promise<void>((resolve, reject) => {
        const check = setInterval(() => {
          if (output.includes("instances: ready")) {
            clearInterval(check);
            resolve();
          } else if (instances?.exitCode !== null) {
            clearInterval(check);
            reject(new Error(`npm run instances stopped:\n${output}`));
          }
        }, 200);
      });
    });

    afterAll(async () => {
      if (instances && instances.exitCode === null) {
        const exited = new Promise((resolve) => instances?.once("exit", resolve));
        instances.kill("SIGTERM");
        await exited;
      }
      await clearRenderingCache(REDIS_URL, cachePrefix);
      await database?.drop();
    });

    let listed: string[] = [];

    it("serves on B the pages A rendered", async () => {
      const first = await page(A, "/products");
      expect(first.status).toBe(200);
      const onB = await page(B, "/products");
      expect(onB.cache).toBe("HIT");
      listed = productLinks(onB.html);
      expect(listed.length).toBeGreaterThan(3);

      const product = `/product/${listed[0]}`;
      expect((await page(A, product)).status).toBe(200);
      expect((await page(B, product)).cache).toBe("HIT");
    });

    it("shows a price changed through instance A on the very next request to B and A", async () => {
      const productCode = listed[0] ?? "";
      const [sku] = await sql<{ code: string }>(
        database!.url,
        `select s.code from skus s join products p on p.id = s.product_id
       where p.code = $1 and s.is_enabled order by s.id limit 1`,
        [productCode],
      );
      const productPath = `/product/${productCode}`;
      await warm("/products");
      await warm(productPath);
      // Below every demo price, so it becomes the product's price on its card and page.
      const newPrice = /HK\$1\.23(?![\d,])/;
      expect((await page(B, productPath)).html).not.toMatch(newPrice);

      ops("price", sku?.code ?? "", "1.23");

      // B first: it renders the pages again itself (and fills its own read cache of list ids);
      // A may then serve what B rendered.
      for (const path of [productPath, "/products"]) {
        const onB = await page(B, path);
        expect(onB.cache, path).not.toBe("HIT");
        expect(onB.html, path).toMatch(newPrice);
        expect((await page(A, path)).html, path).toMatch(newPrice);
      }
    });

    it("shows a size sold out by an order placed on instance A on the very next request to B", async () => {
      const productCode = listed[1] ?? "";
      const { data } = await graphql<{
        notCacheProductByCode: {
          skus: {
            code: string;
            isEnabled: boolean;
            options: { color: { code: string }; size: { code: string }; shoeWidth: string | null };
          }[];
        }[];
      }>(
        A,
        "instancesProduct",
        `
          query instancesProduct($codes: [String!]!) {
            notCacheProductByCode(codes: $codes) {
              skus {
                code
                isEnabled
                options {
                  color {
                    code
                  }
                  size {
                    code
                  }
                  shoeWidth
                }
              }
            }
          }
        `,
        { codes: [productCode] },
      );
      const sku = data.notCacheProductByCode[0]?.skus.find((candidate) => candidate.isEnabled);
      expect(sku).toBeDefined();
      const { color, size, shoeWidth } = sku!.options;
      const query = new URLSearchParams({ color: color.code, size: size.code });
      if (shoeWidth) query.set("width", shoeWidth);
      const path = `/product/${productCode}?${query}`;
      // One left, before any page shows the product: the order below takes the last one.
      await sql(
        database!.url,
        "update inventories set available = 1 where sku_id = (select id from skus where code = $1)",
        [sku!.code],
      );
      await warm(path);
      expect((await page(B, path)).html).toContain('data-state="LIMITED"');

      const visitor = await graphql<unknown>(
        A,
        "visitorLogin",
        "mutation visitorLogin { visitorLogin { token } }",
      );
      await graphql(
        A,
        "createOrder",
        createOrder.source,
        {
          input: guestOrderOf([{ skuCode: sku!.code, quantity: 1 }], {
            idempotencyKey: randomUUID(),
            email: "instances@example.com",
          }),
        },
        visitor.cookie,
      );

      const onB = await page(B, path);
      expect(onB.cache).not.toBe("HIT");
      expect(onB.html).toContain('data-state="SOLD_OUT"');
      expect((await page(A, path)).html).toContain('data-state="SOLD_OUT"');
    });

    it("takes a product put off the shelf through instance A off B's list and product page at once", async () => {
      const productCode = listed[2] ?? "";
      const productPath = `/product/${productCode}`;
      await warm("/products");
      await warm(productPath);
      expect(productLinks((await page(B, "/products")).html)).toContain(productCode);

      ops("shelf", productCode, "off");

      for (const origin of [B, A]) {
        const list = await page(origin, "/products");
        expect(list.status, `${origin} list`).toBe(200);
        expect(productLinks(list.html), `${origin} list`).not.toContain(productCode);
        const product = await page(origin, productPath);
        expect(product.html, `${origin} product page`).toContain('data-testid="stock-state"');
        expect(product.html, `${origin} product page`).toContain("This product is no longer sold");
      }
    });
  },
);
