/**
 * The operations CLI: `npm run ops -- <command> ...`, run against the app's database (PGlite
 * folder or DATABASE_URL). Each command is one guarded domain call; later issues add order
 * commands (ship, deliver) here.
 *
 *   npm run ops -- stock <skuCode> <delta>   add (or, negative, remove) available stock;
 *                                            sends waiting arrival notices when it returns
 */
import { adjustStock } from "@/lib/domain/catalog/stock";
import { getEnv } from "@/lib/env";
import { openScriptDatabase } from "./open-database";

const [command, ...args] = process.argv.slice(2);

function usage(): never {
  console.error("usage: npm run ops -- stock <skuCode> <delta>");
  process.exit(2);
}

if (command !== "stock" || args.length !== 2) usage();
const [skuCode = "", deltaText = ""] = args;
const delta = Number(deltaText);
if (!Number.isSafeInteger(delta)) usage();

const database = await openScriptDatabase();
try {
  const result = await adjustStock(
    database.db,
    { skuCode, delta, baseUrl: getEnv().PUBLIC_BASE_URL },
    new Date(),
  );
  if (!result.ok) {
    console.error(`ops stock: ${result.code}`);
    process.exitCode = 1;
  } else {
    console.log(
      `ops stock: ${skuCode} now ${result.available} available; ${result.noticesSent} arrival notices sent`,
    );
  }
} finally {
  await database.close();
}
