/**
 * Follows the imports from the shared layout and the catalog routes, as the bundler does, and
 * lists the modules that run in the browser (a "use client" module and everything it imports).
 * Type-only imports are skipped; so are packages, whose own imports are not followed. Dynamic
 * imports count: a lazily loaded module runs in the browser too, only later.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(__dirname, "../..");
/** The product page adds its own texts to the layout's (PRODUCT_PAGE_CLIENT_MESSAGES). */
export const PRODUCT_ROUTE = "app/[locale]/product/[code]/[[...choice]]/page.tsx";
export const CATALOG_ROUTES = [
  "app/[locale]/layout.tsx",
  "app/[locale]/page.tsx",
  "app/[locale]/not-found.tsx",
  "app/[locale]/error.tsx",
  "app/[locale]/[...rest]/page.tsx",
  "app/[locale]/products/[[...path]]/page.tsx",
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

export interface ClientModule {
  /** Relative to the project's root. */
  file: string;
  source: string;
  /** What it imports for its values (packages and project modules alike). */
  imports: string[];
}

/** The modules that run in the browser, reachable from `entries`. */
export function clientModules(entries: string[]): ClientModule[] {
  const seen = new Set<string>();
  const found = new Map<string, ClientModule>();
  const stack = entries.map((entry) => ({ file: path.join(ROOT, entry), client: false }));
  while (stack.length > 0) {
    const { file, client: inherited } = stack.pop()!;
    const source = readFileSync(file, "utf8");
    const client = inherited || source.slice(0, 200).includes('"use client"');
    const key = `${file}:${client}`;
    if (seen.has(key)) continue;
    seen.add(key);
    // A lazily loaded island (next/dynamic, import()) still runs in the browser.
    const imports = [
      ...source.matchAll(
        /^(?:import|export)\s+(?!type\b)[^;]*?from\s+"([^"]+)"|^import\s+"([^"]+)"|\bimport\("([^"]+)"\)/gm,
      ),
    ].map((match) => match[1] ?? match[2] ?? match[3] ?? "");
    for (const specifier of imports) {
      const next = resolveImport(specifier, file);
      if (next) stack.push({ file: next, client });
    }
    if (client) found.set(file, { file: path.relative(ROOT, file), source, imports });
  }
  return [...found.values()];
}
