import { readFileSync } from "node:fs";
import { parse, printSchema, validate } from "graphql";
import { describe, expect, it } from "vitest";
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

  it("have unique names", () => {
    const names = ALL_OPERATIONS.map((operation) => operation.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
