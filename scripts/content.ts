/**
 * The content files CLI (issue 16; lib/seed/content-files.ts, ADR 0035):
 *
 *   npm run content -- import [content/]   check every file, then publish what changed
 *   npm run content -- export <dir>        write every published entry as files
 *
 * An import with a faulty file changes nothing and exits 1, naming each file and fault.
 */
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
    }
  } else {
    console.log(`content: ${await exportContent(database.db, dir)} entries written to ${dir}`);
  }
} finally {
  await database.close();
}
