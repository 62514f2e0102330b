/**
 * Content as files (issue 16 item 1; ADR 0035): `content/{kind}/{code}.json`, each
 * `{ "format": 1, "body": … }`, versioned in git. `importContent` checks every file first and
 * refuses the whole import when one fails, naming the file and the path of each fault; then it
 * writes and publishes each entry whose body differs from the published one (so importing twice
 * changes nothing). `exportContent` writes every published entry back in the same form.
 * Other files under content/ (help/, coupon-display.json) are read by code directly until their
 * pages move to the store.
 */
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import type { Db } from "@/lib/db/connect";
import { CONTENT_KINDS } from "@/lib/domain/content/constants";
import type { ContentKind } from "@/lib/domain/content/kinds";
import {
  checkContent,
  type ContentRef,
  publishContent,
  publishedContent,
  publishedContentOfKind,
  saveContentDraft,
} from "@/lib/domain/content/store";

/** The files' own format, so a later change of layout can still read older files. */
export const CONTENT_FILE_FORMAT = 1;
const IMPORT_AUTHOR = "import";

interface CheckedFile {
  kind: ContentKind;
  code: string;
  file: string;
  body: unknown;
}

async function listJson(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith(".json")).sort();
  } catch {
    return [];
  }
}

/** Every content file under `dir`, checked; the faults of those that fail, one line each. */
export async function readContentFiles(
  dir: string,
): Promise<{ files: CheckedFile[]; problems: string[] }> {
  const files: CheckedFile[] = [];
  const problems: string[] = [];
  for (const kind of CONTENT_KINDS) {
    for (const name of await listJson(path.join(dir, kind))) {
      const file = path.join(dir, kind, name);
      const code = name.slice(0, -".json".length);
      let json: unknown;
      try {
        json = JSON.parse(await readFile(file, "utf8"));
      } catch (error) {
        problems.push(`${file}: not JSON (${(error as Error).message})`);
        continue;
      }
      const envelope = json as { format?: unknown; body?: unknown } | null;
      if (envelope?.format !== CONTENT_FILE_FORMAT || envelope.body === undefined) {
        problems.push(`${file}: expected { "format": ${CONTENT_FILE_FORMAT}, "body": … }`);
        continue;
      }
      const checked = checkContent(kind, code, envelope.body);
      if (!checked.ok) {
        for (const issue of checked.issues)
          problems.push(`${file}: ${issue.path}: ${issue.message}`);
        continue;
      }
      files.push({ kind, code, file, body: checked.body });
    }
  }
  return { files, problems };
}

export type ImportReport =
  | { ok: true; published: number; unchanged: number; changed: ContentRef[] }
  | { ok: false; problems: string[] };

export async function importContent(db: Db, dir: string, now: Date): Promise<ImportReport> {
  const { files, problems } = await readContentFiles(dir);
  if (problems.length > 0) return { ok: false, problems };
  const changed: ContentRef[] = [];
  for (const { kind, code, body } of files) {
    const current = await publishedContent(db, kind, code);
    if (current !== null && isDeepStrictEqual(current, body)) continue;
    const saved = await saveContentDraft(db, { kind, code, body, author: IMPORT_AUTHOR }, now);
    if (!saved.ok)
      return { ok: false, problems: saved.issues.map((i) => `${kind}/${code}: ${i.message}`) };
    await publishContent(db, { kind, code, version: saved.version }, now);
    changed.push({ kind, code });
  }
  return {
    ok: true,
    published: changed.length,
    unchanged: files.length - changed.length,
    changed,
  };
}

/** Writes every published entry to `dir/{kind}/{code}.json`; answers how many. */
export async function exportContent(db: Db, dir: string): Promise<number> {
  let written = 0;
  for (const kind of CONTENT_KINDS) {
    const entries = await publishedContentOfKind(db, kind);
    if (entries.length === 0) continue;
    await mkdir(path.join(dir, kind), { recursive: true });
    for (const { code, body } of entries) {
      const text = `${JSON.stringify({ format: CONTENT_FILE_FORMAT, body }, null, 2)}\n`;
      await writeFile(path.join(dir, kind, `${code}.json`), text);
      written += 1;
    }
  }
  return written;
}
