/**
 * The catalog pages send only some text namespaces to the browser
 * (lib/i18n/client-messages.ts). This follows the imports from the shared layout and the catalog
 * routes and collects the namespaces every module in a client context asks for, so a new island
 * that needs another namespace fails here rather than showing a bare key to shoppers.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOG_CLIENT_NAMESPACES, clientMessages } from "@/lib/i18n/client-messages";

const ROOT = path.resolve(__dirname, "../..");
const CATALOG_ROUTES = [
  "app/[locale]/layout.tsx",
  "app/[locale]/page.tsx",
  "app/[locale]/not-found.tsx",
  "app/[locale]/error.tsx",
  "app/[locale]/[...rest]/page.tsx",
  "app/[locale]/products/[[...path]]/page.tsx",
  "app/[locale]/product/[code]/[[...choice]]/page.tsx",
  "app/[locale]/brand/[code]/[[...path]]/page.tsx",
  "app/[locale]/list/[[...path]]/page.tsx",
  "app/[locale]/help/[[...code]]/page.tsx",
];

function resolveImport(specifier: string, from: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const ext of ["", ".tsx", ".ts", "/index.ts", "/index.tsx"]) {
    const file = base + ext;
    if (existsSync(file) && !file.endsWith(".css") && !file.endsWith(".json")) {
      if (ext === "" && !/\.(tsx?|mjs)$/.test(file)) continue;
      return file;
    }
  }
  return null;
}

/** Namespaces asked for by modules that run in the browser, reachable from `entries`. */
function clientNamespaces(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const found = new Set<string>();
  const stack = entries.map((entry) => ({ file: path.join(ROOT, entry), client: false }));
  while (stack.length > 0) {
    const { file, client: inherited } = stack.pop()!;
    const source = readFileSync(file, "utf8");
    const client = inherited || source.slice(0, 200).includes('"use client"');
    const key = `${file}:${client}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const match of source.matchAll(/(?<!type )from\s+"([^"]+)"|import\s+"([^"]+)"/g)) {
      const next = resolveImport(match[1] ?? match[2] ?? "", file);
      if (next) stack.push({ file: next, client });
    }
    if (!client) continue;
    for (const match of source.matchAll(/useTranslations\(\s*"([A-Za-z]+)"/g)) found.add(match[1]!);
    if (/useTranslations\(\s*\)/.test(source)) {
      for (const match of source.matchAll(/\bt(?:\.rich)?\(\s*"([A-Za-z]+)\./g))
        found.add(match[1]!);
    }
  }
  return found;
}

describe("the texts the catalog pages send to the browser", () => {
  it("hold every namespace their client islands use", () => {
    const used = [...clientNamespaces(CATALOG_ROUTES)].sort();
    expect(used.length).toBeGreaterThan(5);
    expect(CATALOG_CLIENT_NAMESPACES).toEqual(expect.arrayContaining(used));
  });

  it("hold no namespace they do not use", () => {
    const used = clientNamespaces(CATALOG_ROUTES);
    expect(CATALOG_CLIENT_NAMESPACES.filter((namespace) => !used.has(namespace))).toEqual([]);
  });

  it("pick those namespaces out of the language's bundle", () => {
    const messages = clientMessages("zh", ["price", "header"]);
    expect(Object.keys(messages).sort()).toEqual(["header", "price"]);
  });
});
