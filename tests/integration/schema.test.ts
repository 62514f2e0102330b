import { readFileSync } from "node:fs";
import {
  getNamedType,
  parse,
  printSchema,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
} from "graphql";
import { describe, expect, it } from "vitest";
import { CACHE_KEY_FIELDS } from "@/lib/client/apollo";
import { ALL_OPERATIONS } from "@/lib/graphql/operations";
import { getSchema } from "@/lib/graphql/schema";

describe("the committed schema", () => {
  it("matches the schema printed from the code (run npm run schema:print after a change)", () => {
    expect(readFileSync("schema.graphql", "utf8")).toBe(`${printSchema(getSchema())}\n`);
  });
});

describe("the operation documents", () => {
  it.each(ALL_OPERATIONS.map((operation) => [operation.name, operation] as const))(
    "%s is valid against the schema",
    (_name, operation) => {
      expect(validate(getSchema(), parse(operation.source))).toEqual([]);
    },
  );

  it.each(ALL_OPERATIONS.map((operation) => [operation.name, operation] as const))(
    "%s selects the browser cache's key fields wherever it reads a keyed type (e.g. Customer.userCode)",
    (_name, operation) => {
      const typeInfo = new TypeInfo(getSchema());
      const keyFields: Record<string, readonly string[]> = CACHE_KEY_FIELDS;
      const missing: string[] = [];
      visit(
        parse(operation.source),
        visitWithTypeInfo(typeInfo, {
          Field(node) {
            const type = typeInfo.getType();
            const keys = type ? keyFields[getNamedType(type).name] : undefined;
            if (!node.selectionSet || !keys) return;
            const selected = node.selectionSet.selections.flatMap((selection) =>
              selection.kind === "Field" ? [selection.name.value] : [],
            );
            for (const key of keys)
              if (!selected.includes(key)) missing.push(`${node.name.value}.${key}`);
          },
        }),
      );
      expect(missing).toEqual([]);
    },
  );

  it("have unique names", () => {
    const names = ALL_OPERATIONS.map((operation) => operation.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
