/**
 * Writes the modules of lib/graphql/persisted/ (see persisted-operation.ts there): one per
 * operation module, each export the operation's name, kind, hash and session flag, typed from
 * the document it stands for. Used by `npm run operations:persist` and by the unit test that
 * fails when a written module no longer matches its documents.
 */
import { OPERATION_MODULES, operationsOf } from "./operations";
import { sha256Hex } from "./persisted-queries";

export const PERSISTED_DIR = "lib/graphql/persisted";

function persistedModuleSource(fileName: string, module: Record<string, unknown>): string {
  // Sorted: a module namespace lists its exports in a different order under tsx and vitest.
  const operations = operationsOf(module).sort(([a], [b]) => (a < b ? -1 : 1));
  const exports = operations.map(
    ([exportName, operation]) =>
      `export const ${exportName}: PersistedOperationOf<typeof documents.${exportName}> = {\n` +
      `  name: ${JSON.stringify(operation.name)},\n` +
      `  kind: ${JSON.stringify(operation.kind)},\n` +
      `  sha256Hash: ${JSON.stringify(sha256Hex(operation.source))},\n` +
      `  changesSession: ${operation.changesSession},\n` +
      `};\n`,
  );
  return [
    `// Written by \`npm run operations:persist\` from lib/graphql/operations/${fileName}.ts; do not edit.\n` +
      `import type * as documents from "../operations/${fileName}";\n` +
      `import type { PersistedOperationOf } from "./persisted-operation";\n`,
    ...exports,
  ].join("\n");
}

/** Every module of lib/graphql/persisted/ but persisted-operation.ts, by file name. */
export function persistedModuleSources(): Map<string, string> {
  return new Map(
    Object.entries(OPERATION_MODULES)
      .filter(([, module]) => operationsOf(module).length > 0)
      .map(([fileName, module]) => [`${fileName}.ts`, persistedModuleSource(fileName, module)]),
  );
}
