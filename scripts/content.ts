/**
 * The content files CLI (issue 16; lib/seed/content-files.ts, ADR 0035):
 *
 *   npm run content -- import [content/]   check every file, then publish what changed
 *   npm run content -- export <dir>        write every published entry as files
 *
 * An import with a faulty file changes nothing and exits 1, naming each file and fault.
 */
import { tagsOfPublished } from "@/lib/domain/content/cache-tags";
import { getEnv } from "@/lib/env";
import { postRevalidation } from "@/lib/server/cache-revalidation";
import { exportContent, importContent } from "@/lib/seed/content-files";
import { openScriptDatabase } from "./open-database";

const [command, dir = "content"] = process.argv.slice(2);
if (command !== "import" && command !== "export") {
  console.error("usage: npm run content -- import [dir] | export <dir>");
  process.exit(2);
}

const database = await openScriptDatabase();
try {
  if (command === "import") {
    const report = await importContent(database.db, dir, new Date());
    if (!report.ok) {
      console.error(`content: nothing imported, ${report.problems.length} faults:`);
      for (const problem of report.problems) console.error(`  ${problem}`);
      process.exitCode = 1;
    } else {
      console.log(`content: ${report.published} published, ${report.unchanged} unchanged`);
      if (report.changed.length > 0) await revalidate(tagsOfPublished(report.changed));
    }
  } else {
    console.log(`content: ${await exportContent(database.db, dir)} entries written to ${dir}`);
  }
} finally {
  await database.close();
}

/** Pages of the running shop that show what was published render anew on their next request. */
async function revalidate(tags: string[]): Promise<void> {
  const env = getEnv();
  const shop = env.SHOP_INTERNAL_URL ?? env.PUBLIC_BASE_URL;
  try {
    await postRevalidation(shop, env.SESSION_SECRET, tags);
    console.log(`content: ${tags.length} cached page tags revalidated at ${shop}`);
  } catch (error) {
    // No shop running (a fresh set-up): nothing is cached, nothing to tell.
    console.warn(`content: could not revalidate cached pages at ${shop}: ${String(error)}`);
  }
}
