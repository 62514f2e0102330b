import { describe, expect, it } from "vitest";
import {
  assertSameNextVersion,
  compareBudgets,
  FIRST_LOAD_JS_BUDGET_RATIO,
  formatBudgetRows,
  gzipBytes,
  HTML_BUDGET_BYTES,
  nomoduleSources,
  scriptSources,
  sum,
  type BareReference,
} from "@/scripts/page-budgets.mjs";

const NEXT_HEAD = `<!DOCTYPE html><html><head>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>
<script src="/_next/static/chunks/a.js" async=""></script>
<script src="/_next/static/chunks/turbopack-b.js" async=""></script>
<script>self.__next_f=self.__next_f||[]</script>
</head><body>
<script src="/_next/static/chunks/legacy.js" noModule=""></script>
<script>self.__next_f.push([1,"<script src=\\"/_next/static/chunks/in-payload.js\\">\\u003c/script>"])</script>
<script async src='/_next/static/chunks/c.js?dpl=x&amp;v=2'></script>
<script src=/_next/static/chunks/d.js></script>
<script src="/_next/static/chunks/a.js" async=""></script>
</body></html>`;

describe("the scripts a page loads first", () => {
  it("are the src of every script element, once each, in document order, entities decoded", () => {
    expect(scriptSources(NEXT_HEAD)).toEqual([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/turbopack-b.js",
      "/_next/static/chunks/legacy.js",
      "/_next/static/chunks/c.js?dpl=x&v=2",
      "/_next/static/chunks/d.js",
    ]);
  });

  it("leave out inline scripts, preload links and script tags quoted inside the RSC payload", () => {
    const sources = scriptSources(NEXT_HEAD);
    expect(sources).not.toContain("/_next/static/chunks/in-payload.js");
    expect(scriptSources("<script>var src='x.js'</script>")).toEqual([]);
    expect(scriptSources('<script data-src="x.js"></script>')).toEqual([]);
  });

  it("know which of them is the legacy (nomodule) file", () => {
    expect(nomoduleSources(NEXT_HEAD)).toEqual(["/_next/static/chunks/legacy.js"]);
  });
});

describe("counting bytes", () => {
  it("sums and gzips", () => {
    expect(sum([])).toBe(0);
    expect(sum([1, 2, 3.5])).toBe(6.5);
    const text = Buffer.from("abc".repeat(10_000));
    expect(gzipBytes(text)).toBeGreaterThan(0);
    expect(gzipBytes(text)).toBeLessThan(text.length / 50);
  });
});

describe("the budgets", () => {
  const bare = 100_000;
  const page = (path: string, htmlBytes: number, firstLoadJsGzipBytes: number) => ({
    path,
    htmlBytes,
    firstLoadJsGzipBytes,
  });

  it("are issue 15's figures", () => {
    expect(HTML_BUDGET_BYTES).toEqual({ listing: 100_000, detail: 80_000 });
    expect(FIRST_LOAD_JS_BUDGET_RATIO).toEqual({
      listing: 1.25,
      detail: 1.25,
      cart: 1.5,
      checkout: 1.5,
    });
  });

  it("pass at the limit and fail one byte over it", () => {
    const rows = compareBudgets(
      {
        listing: page("/products", 100_000, 125_000),
        detail: page("/product/X", 80_001, 125_001),
        cart: page("/cart", 70_000, 150_000),
        checkout: page("/checkout", 70_000, 150_001),
      },
      bare,
    );
    expect(rows.map((r) => [r.page, r.value, r.limit, r.ok])).toEqual([
      ["listing", 100_000, 100_000, true],
      ["detail", 80_001, 80_000, false],
      ["listing", 125_000, 125_000, true],
      ["detail", 125_001, 125_000, false],
      ["cart", 150_000, 150_000, true],
      ["checkout", 150_001, 150_000, false],
    ]);
  });

  it("have no HTML budget for cart and checkout, and skip pages not measured", () => {
    const rows = compareBudgets({ cart: page("/cart", 999_999, 1) }, bare);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ page: "cart", ok: true });
  });

  it("print each figure against its budget", () => {
    const [line] = formatBudgetRows(
      compareBudgets({ listing: page("/products", 269_800, 1) }, bare),
    );
    expect(line).toMatch(
      /^OVER listing\s+\/products\s+HTML bytes \(uncompressed\): 269\.8 KB of 100\.0 KB \(270%\)$/,
    );
  });

  it("refuse a bare reference measured on another next version", () => {
    const reference: BareReference = {
      nextVersion: "16.4.6",
      page: "/",
      firstLoadJsGzipBytes: bare,
      legacyGzipBytes: 0,
      scripts: [],
      measured: "",
      measuredAt: "",
    };
    expect(() => assertSameNextVersion(reference, "16.4.6")).not.toThrow();
    expect(() => assertSameNextVersion(reference, "16.5.0")).toThrow(/16\.4\.6.*16\.5\.0/);
  });
});
