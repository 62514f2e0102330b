/**
 * The catalog pages send only some text namespaces to the browser
 * (lib/i18n/client-messages.ts). This collects the namespaces every module those pages run in the
 * browser asks for (./client-reach.ts), so a new island that needs another namespace fails here
 * rather than showing a bare key to shoppers.
 */
import { describe, expect, it } from "vitest";
import { CATALOG_CLIENT_NAMESPACES, clientMessages } from "@/lib/i18n/client-messages";
import { CATALOG_ROUTES, clientModules } from "./client-reach";

/** Namespaces asked for by modules that run in the browser, reachable from `entries`. */
function clientNamespaces(entries: string[]): Set<string> {
  const found = new Set<string>();
  for (const { source } of clientModules(entries)) {
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
