import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PERSISTED_DIR, persistedModuleSources } from "@/lib/graphql/persisted-modules";

describe("lib/graphql/persisted (npm run operations:persist)", () => {
  const sources = persistedModuleSources();

  it.each([...sources])("%s is the one written from its operation documents", (file, source) => {
    expect(readFileSync(path.join(PERSISTED_DIR, file), "utf8")).toBe(source);
  });

  it("holds no module of an operation file that is gone", () => {
    const written = readdirSync(PERSISTED_DIR).filter((file) => file !== "persisted-operation.ts");
    expect(written.sort()).toEqual([...sources.keys()].sort());
  });
});
