/**
 * The directive limit (GRAPHQL_LIMITS.maxDirectives, ADR 0052): directives counted across the
 * whole document, fragments once per spread, and the rule refusing over the limit.
 */
import { buildSchema, parse, validate } from "graphql";
import { describe, expect, it } from "vitest";
import {
  countDirectives,
  maxDirectivesRule,
  TOO_MANY_DIRECTIVES,
} from "@/lib/graphql/directive-limit";
import { GRAPHQL_LIMITS } from "@/lib/graphql/limits";
import { ALL_OPERATIONS } from "@/lib/graphql/operations";

const schema = buildSchema(`type Query { a: Int b: Int c: Query }`);
const count = (source: string) => countDirectives(parse(source));

describe("counting directives", () => {
  it("counts every directive of an operation, on fields, inline fragments and the operation", () => {
    expect(count("query q { a }")).toBe(0);
    expect(count("query q @x { a @include(if: true) b @skip(if: false) }")).toBe(3);
    expect(count("query q { ... on Query @include(if: true) { a @skip(if: false) } }")).toBe(2);
  });

  it("counts a fragment's directives once for each place it is spread, recursively", () => {
    const inner = "fragment I on Query { a @include(if: true) b @include(if: true) }";
    const outer = "fragment O on Query { ...I ...I c @skip(if: false) { a } }";
    // O = 2 + 2 + 1 = 5; the operation spreads O three times, one spread with its own directive.
    expect(count(`query q { ...O ...O ...O @include(if: true) } ${outer} ${inner}`)).toBe(16);
  });

  it("counts every operation of the document", () => {
    expect(count("query a { a @skip(if: false) } query b { b @skip(if: false) }")).toBe(2);
  });

  it("stops at a fragment cycle and at a fragment that does not exist", () => {
    const cycle = "fragment A on Query { a @skip(if: false) ...B } fragment B on Query { ...A }";
    expect(count(`query q { ...A } ${cycle}`)).toBe(1);
    expect(count("query q { ...Missing a @skip(if: false) }")).toBe(1);
  });

  it("stays cheap for a fan of spreads (each fragment walked once)", () => {
    const fragments = ["fragment F6 on Query { a @include(if: true) }"];
    for (let level = 5; level >= 1; level -= 1) {
      fragments.push(`fragment F${level} on Query { ${`...F${level + 1} `.repeat(10)}}`);
    }
    expect(count(`query q { ...F1 } ${fragments.join(" ")}`)).toBe(100_000);
  });

  it("leaves room for every operation the shop's pages send", () => {
    for (const operation of ALL_OPERATIONS) {
      expect(countDirectives(parse(operation.source)), operation.source.slice(0, 40)).toBeLessThan(
        GRAPHQL_LIMITS.maxDirectives,
      );
    }
  });
});

describe("the rule", () => {
  it("refuses a document over the limit with TOO_MANY_DIRECTIVES, and passes one at it", () => {
    const at = parse(`query q { ${"a @include(if: true) ".repeat(3)}}`);
    expect(validate(schema, at, [maxDirectivesRule(3)])).toEqual([]);
    const over = parse(`query q { ${"a @include(if: true) ".repeat(4)}}`);
    const errors = validate(schema, over, [maxDirectivesRule(3)]);
    expect(errors).toHaveLength(1);
    expect(errors[0]!.message).toBe("Directives limit of 3 exceeded, found 4.");
    expect(errors[0]!.extensions.code).toBe(TOO_MANY_DIRECTIVES);
  });

  it("counts the directives hidden in fragments", () => {
    const document = parse(
      "query q { ...F ...F } fragment F on Query { a @include(if: true) b @include(if: true) }",
    );
    expect(validate(schema, document, [maxDirectivesRule(3)])[0]?.extensions.code).toBe(
      TOO_MANY_DIRECTIVES,
    );
  });
});
