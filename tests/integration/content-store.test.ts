import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contentHistory,
  latestContent,
  publishContent,
  publishedContent,
  publishedContentOfKind,
  saveContentDraft,
} from "@/lib/domain/content/store";
import { exportContent, importContent } from "@/lib/seed/content-files";
import { createTestDatabase, type TestDatabase } from "./support/test-database";

let database: TestDatabase;
const now = new Date("2026-11-27T10:00:00Z");
const later = new Date("2026-11-27T11:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.dispose();
});

const topBar = (en: string) => ({ topBar: [{ text: { en, zh: `${en}（中）` } }] });

describe("the content store", () => {
  it("keeps a draft away from shoppers until it is published", async () => {
    const { db } = database;
    const saved = await saveContentDraft(
      db,
      { kind: "light", code: "draft-first", body: topBar("Sale"), author: "editor@example.com" },
      now,
    );
    expect(saved).toEqual({ ok: true, version: 1 });
    expect(await publishedContent(db, "light", "draft-first")).toBeNull();
    expect((await latestContent(db, "light", "draft-first"))?.body.topBar[0]?.text.en).toBe("Sale");

    expect(await publishContent(db, { kind: "light", code: "draft-first" }, now)).toEqual({
      ok: true,
      version: 1,
    });
    expect((await publishedContent(db, "light", "draft-first"))?.membersEntrance).toBe(false);
  });

  it("keeps every version, and rolls back by publishing an older one", async () => {
    const { db } = database;
    const ref = { kind: "light" as const, code: "rollback" };
    await saveContentDraft(db, { ...ref, body: topBar("One"), author: "a@example.com" }, now);
    await publishContent(db, ref, now);
    await saveContentDraft(db, { ...ref, body: topBar("Two"), author: "b@example.com" }, later);
    await publishContent(db, ref, later);
    expect((await publishedContent(db, "light", "rollback"))?.topBar[0]?.text.en).toBe("Two");

    expect(await publishContent(db, { ...ref, version: 1 }, later)).toEqual({
      ok: true,
      version: 1,
    });
    expect((await publishedContent(db, "light", "rollback"))?.topBar[0]?.text.en).toBe("One");
    const history = await contentHistory(db, ref);
    expect(history.map((v) => [v.version, v.author, v.isPublished])).toEqual([
      [2, "b@example.com", false],
      [1, "a@example.com", true],
    ]);
  });

  it("numbers versions of one entry in turn when editors save at once", async () => {
    const { db } = database;
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        saveContentDraft(
          db,
          { kind: "light", code: "race", body: topBar(`Edit ${i}`), author: "e@example.com" },
          now,
        ),
      ),
    );
    const versions = results
      .map((result) => (result.ok ? result.version : 0))
      .sort((a, b) => a - b);
    expect(versions).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("refuses an invalid body and writes nothing, and cannot publish what does not exist", async () => {
    const { db } = database;
    const refused = await saveContentDraft(
      db,
      { kind: "store", code: "nowhere", body: { name: { en: "x" } }, author: "e@example.com" },
      now,
    );
    expect(refused.ok).toBe(false);
    expect(await contentHistory(db, { kind: "store", code: "nowhere" })).toEqual([]);
    expect(await publishContent(db, { kind: "store", code: "nowhere" }, now)).toEqual({
      ok: false,
      code: "CONTENT_NOT_FOUND",
    });
    await saveContentDraft(db, { kind: "light", code: "v1", body: topBar("x"), author: "e" }, now);
    expect(await publishContent(db, { kind: "light", code: "v1", version: 7 }, now)).toEqual({
      ok: false,
      code: "CONTENT_NOT_FOUND",
    });
  });
});

describe("content files", () => {
  it("publishes the demo content once, and an import of the same files changes nothing", async () => {
    const { db } = database;
    const first = await importContent(db, "content", now);
    expect(first.ok && first.published).toBeGreaterThanOrEqual(8);
    expect(await importContent(db, "content", later)).toEqual({
      ok: true,
      published: 0,
      unchanged: first.ok ? first.published : -1,
      changed: [],
    });
    expect(first.ok && first.changed).toContainEqual({ kind: "store", code: "macau" });
    const stores = await publishedContentOfKind(db, "store");
    expect(stores.map((store) => store.code)).toEqual(["central", "macau", "mong-kok"]);
  });

  it("refuses a whole import when one file is faulty, naming the file and the path", async () => {
    const { db } = database;
    const dir = mkdtempSync(path.join(tmpdir(), "content-"));
    mkdirSync(path.join(dir, "light"));
    mkdirSync(path.join(dir, "landing"));
    writeFileSync(
      path.join(dir, "light", "good.json"),
      JSON.stringify({ format: 1, body: topBar("Good") }),
    );
    writeFileSync(
      path.join(dir, "landing", "broken.json"),
      JSON.stringify({
        format: 1,
        body: { title: { en: "B", zh: "乙" }, blocks: [{ type: "marquee" }] },
      }),
    );
    const report = await importContent(db, dir, now);
    expect(report).toEqual({
      ok: false,
      problems: [expect.stringMatching(/landing\/broken\.json: blocks\.0\.type: /)],
    });
    expect(await publishedContent(db, "light", "good")).toBeNull();
  });

  it("exports what it imported, file for file", async () => {
    const { db } = database;
    const dir = mkdtempSync(path.join(tmpdir(), "content-export-"));
    expect(await exportContent(db, dir)).toBeGreaterThanOrEqual(8);
    const exported = JSON.parse(readFileSync(path.join(dir, "store", "macau.json"), "utf8"));
    const source = JSON.parse(readFileSync(path.join("content", "store", "macau.json"), "utf8"));
    expect(exported).toEqual(source);
  });
});
