import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  getNamedType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  parse,
  printSchema,
  TypeInfo,
  validate,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
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

  it("matches the introspection the documents are typed with (npm run schema:print writes both)", () => {
    const folder = mkdtempSync(join(tmpdir(), "graphql-env-"));
    try {
      const output = join(folder, "graphql-env.d.ts");
      const result = spawnSync(
        process.execPath,
        ["node_modules/gql.tada/bin/cli.js", "generate-output", "--output", output],
        { encoding: "utf8" },
      );
      expect(result.status, result.stderr).toBe(0);
      expect(readFileSync(output, "utf8")).toBe(
        readFileSync("lib/graphql/graphql-env.d.ts", "utf8"),
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 30_000);
});

/** The field names a selection set selects, through fragment spreads and inline fragments. */
function selectedFieldNames(selectionSet: SelectionSetNode, document: DocumentNode): string[] {
  const fragments = new Map(
    document.definitions
      .filter((node): node is FragmentDefinitionNode => node.kind === Kind.FRAGMENT_DEFINITION)
      .map((node) => [node.name.value, node]),
  );
  return selectionSet.selections.flatMap((selection): string[] => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT)
      return selectedFieldNames(selection.selectionSet, document);
    const fragment = fragments.get(selection.name.value);
    return fragment ? selectedFieldNames(fragment.selectionSet, document) : [];
  });
}

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
      const document = parse(operation.source);
      visit(
        document,
        visitWithTypeInfo(typeInfo, {
          Field(node) {
            const type = typeInfo.getType();
            const keys = type ? keyFields[getNamedType(type).name] : undefined;
            if (!node.selectionSet || !keys) return;
            const selected = selectedFieldNames(node.selectionSet, document);
            for (const key of keys)
              if (!selected.includes(key)) missing.push(`${node.name.value}.${key}`);
          },
        }),
      );
      expect(missing).toEqual([]);
    },
  );

  it.each(
    ALL_OPERATIONS.filter((operation) => operation.kind === "mutation").map(
      (operation) => [operation.name, operation] as const,
    ),
  )("%s is marked as changing the session exactly when it signs in or out", (_name, operation) => {
    const mutationType = getSchema().getMutationType();
    const definition = parse(operation.source).definitions[0] as OperationDefinitionNode;
    const signsInOrOut = definition.selectionSet.selections.some((root) => {
      if (root.kind !== Kind.FIELD) return false;
      if (root.name.value === "userLogout") return true;
      const field = mutationType?.getFields()[root.name.value];
      const payload = field ? getNamedType(field.type) : undefined;
      return isObjectType(payload) && "token" in payload.getFields();
    });
    expect(operation.changesSession).toBe(signsInOrOut);
  });

  it("have unique names", () => {
    const names = ALL_OPERATIONS.map((operation) => operation.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
