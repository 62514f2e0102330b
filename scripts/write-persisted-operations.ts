/** Writes lib/graphql/persisted/ from lib/graphql/operations (lib/graphql/persisted-modules.ts). */
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PERSISTED_DIR, persistedModuleSources } from "@/lib/graphql/persisted-modules";

const sources = persistedModuleSources();
for (const file of readdirSync(PERSISTED_DIR)) {
  if (file !== "persisted-operation.ts" && !sources.has(file)) {
    rmSync(path.join(PERSISTED_DIR, file));
  }
}
for (const [file, source] of sources) writeFileSync(path.join(PERSISTED_DIR, file), source);
console.log(`operations:persist: ${sources.size} modules in ${PERSISTED_DIR}`);
