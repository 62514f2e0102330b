/**
 * The operations CLI: `npm run ops -- <command> ...`, run against the app's database (PGlite
 * folder or DATABASE_URL). Each command is one guarded domain call that leaves an event row.
 *
 *   npm run ops -- stock <skuCode> <delta>            add (or remove) available stock; sends
 *                                                    waiting arrival notices when it returns
 *   npm run ops -- ship <orderCode> <trackingNo> [skuCode...]
 *                                                    ship all lines (WAIT_RECEIVE) or some
 *                                                    (PARTIAL_SHIPPED)
 *   npm run ops -- deliver <orderCode>                delivered (WAIT_EVALUATE)
 *   npm run ops -- complete <orderCode>               COMPLETED
 *   npm run ops -- auto-cancel                        cancel unpaid orders past their time now
 */
import { adjustStock } from "@/lib/domain/catalog/stock";
import { runAutoCancel } from "@/lib/domain/orders/cancel";
import { completeOrder, deliverOrder, shipOrder } from "@/lib/domain/orders/fulfilment";
import { getEnv } from "@/lib/env";
import { openScriptDatabase } from "./open-database";

const [command, ...args] = process.argv.slice(2);
const ACTOR = `ops:${process.env.USER ?? "cli"}`;

function usage(): never {
  console.error(
    "usage: npm run ops -- stock <skuCode> <delta> | ship <orderCode> <trackingNo> [skuCode...] | deliver <orderCode> | complete <orderCode> | auto-cancel",
  );
  process.exit(2);
}

const database = await openScriptDatabase();
const now = new Date();
try {
  let message: string;
  let ok = true;
  if (command === "stock" && args.length === 2) {
    const [skuCode = "", deltaText = ""] = args;
    const delta = Number(deltaText);
    if (!Number.isSafeInteger(delta)) usage();
    const result = await adjustStock(
      database.db,
      { skuCode, delta, baseUrl: getEnv().PUBLIC_BASE_URL },
      now,
    );
    ok = result.ok;
    message = result.ok
      ? `${skuCode} now ${result.available} available; ${result.noticesSent} arrival notices sent`
      : result.code;
  } else if (command === "ship" && args.length >= 2) {
    const [orderCode = "", trackingNo = "", ...skuCodes] = args;
    const result = await shipOrder(
      database.db,
      { orderCode, trackingNo, skuCodes, actor: ACTOR },
      now,
    );
    ok = result.ok;
    message = result.ok ? `${orderCode} is ${result.status}` : result.code;
  } else if ((command === "deliver" || command === "complete") && args.length === 1) {
    const orderCode = args[0] ?? "";
    const result = await (command === "deliver" ? deliverOrder : completeOrder)(
      database.db,
      { orderCode, actor: ACTOR },
      now,
    );
    ok = result.ok;
    message = result.ok ? `${orderCode} is ${result.status}` : result.code;
  } else if (command === "auto-cancel" && args.length === 0) {
    message = `${await runAutoCancel(database.db, now)} unpaid orders cancelled`;
  } else {
    usage();
  }
  if (ok) console.log(`ops ${command}: ${message}`);
  else {
    console.error(`ops ${command}: ${message}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
