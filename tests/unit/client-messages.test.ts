/**
 * The catalog pages send only some texts to the browser (lib/i18n/client-messages.ts): whole
 * namespaces, or only the keys their islands use. This reads every module those pages run in the
 * browser (./client-reach.ts) and collects what each asks for, so a new island that needs
 * another text fails here rather than showing a bare key to shoppers, and a text no island uses
 * any more fails too.
 */
import { describe, expect, it } from "vitest";
import {
  CATALOG_CLIENT_MESSAGES,
  clientMessages,
  PRODUCT_PAGE_CLIENT_MESSAGES,
  type ClientMessagesPick,
} from "@/lib/i18n/client-messages";
import { CATALOG_ROUTES, clientModules, PRODUCT_ROUTE } from "./client-reach";

const LITERAL_CALL = /^(?:\.(?:rich|markup|has))?\(\s*"([A-Za-z0-9_]+)/;

/** What the modules ask for: per namespace, "all" or the top-level keys they name. */
function textsAskedFor(entries: string[]): ClientMessagesPick {
  const asked: Record<string, "all" | Set<string>> = {};
  const ask = (namespace: string, key: string | null) => {
    const current = asked[namespace];
    if (key === null || current === "all") asked[namespace] = "all";
    else asked[namespace] = (current ?? new Set<string>()).add(key);
  };
  for (const { source } of clientModules(entries)) {
    for (const match of source.matchAll(
      /useTranslations\(\s*"([A-Za-z]+)"\s*\)(\(\s*"([\w]+))?/g,
    )) {
      const namespace = match[1]!;
      if (match[3]) {
        ask(namespace, match[3]);
        continue;
      }
      // The binding the hook's result is given, and every use of it after that.
      const before = source.slice(0, match.index);
      const binding = /(?:const|let)\s+(\w+)\s*=\s*$/.exec(before)?.[1];
      if (!binding) {
        ask(namespace, null);
        continue;
      }
      const after = source.slice(match.index! + match[0].length);
      for (const use of after.matchAll(new RegExp(`\\b${binding}\\b`, "g"))) {
        const literal = LITERAL_CALL.exec(after.slice(use.index! + binding.length));
        ask(namespace, literal ? literal[1]! : null);
      }
    }
    if (/useTranslations\(\s*\)/.test(source)) {
      for (const match of source.matchAll(/\bt(?:\.rich)?\(\s*"([A-Za-z]+)\./g))
        ask(match[1]!, null);
    }
  }
  return Object.fromEntries(
    Object.entries(asked).map(([namespace, keys]) => [
      namespace,
      keys === "all" ? "all" : [...keys].sort(),
    ]),
  );
}

function sortedPick(pick: ClientMessagesPick): ClientMessagesPick {
  return Object.fromEntries(
    Object.entries(pick)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([namespace, keys]) => [namespace, keys === "all" ? "all" : [...keys].sort()]),
  );
}

/** What `pick` asks for beyond `sent`, key by key. */
function beyond(pick: ClientMessagesPick, sent: ClientMessagesPick): ClientMessagesPick {
  const more: Record<string, "all" | readonly string[]> = {};
  for (const [namespace, keys] of Object.entries(pick)) {
    const already = sent[namespace];
    if (already === "all") continue;
    if (keys === "all") more[namespace] = "all";
    else {
      const extra = keys.filter((key) => !already?.includes(key));
      if (extra.length > 0) more[namespace] = extra;
    }
  }
  return more;
}

describe("the texts the catalog pages send to the browser", () => {
  it("are exactly those their client islands ask for", () => {
    const asked = textsAskedFor(CATALOG_ROUTES);
    expect(Object.keys(asked).length).toBeGreaterThan(5);
    expect(sortedPick(CATALOG_CLIENT_MESSAGES)).toEqual(sortedPick(asked));
  });

  it("add on the product page exactly what its islands ask for beyond the layout's", () => {
    const asked = beyond(
      textsAskedFor([...CATALOG_ROUTES, PRODUCT_ROUTE]),
      CATALOG_CLIENT_MESSAGES,
    );
    expect(Object.keys(asked).length).toBeGreaterThan(0);
    expect(sortedPick(PRODUCT_PAGE_CLIENT_MESSAGES)).toEqual(sortedPick(asked));
  });

  it("pick whole namespaces and single keys out of the language's bundle", () => {
    const messages = clientMessages("zh", { price: "all", cart: ["remove"] });
    expect(Object.keys(messages).sort()).toEqual(["cart", "price"]);
    expect(Object.keys(messages.cart as object)).toEqual(["remove"]);
  });
});
