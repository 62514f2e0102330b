/**
 * The operations CLI: `npm run ops -- <command> ...`, run against the app's database (PGlite
 * folder or DATABASE_URL). Each command is one guarded domain call that leaves an event row.
 *
 *   npm run ops -- stock <skuCode> <delta> [reason...]
 *                                                    add (or remove) available stock, with a
 *                                                    reason in the stock history (ADR 0046;
 *                                                    default "command line"); never below what
 *                                                    unshipped orders reserve; sends waiting
 *                                                    arrival notices when it returns
 *   npm run ops -- ship <orderCode> <trackingNo> [skuCode...] [--carrier=CODE]
 *                                                    ship all lines (WAIT_RECEIVE) or some
 *                                                    (PARTIAL_SHIPPED); carrier one of the
 *                                                    console's (ADR 0046), default SF
 *   npm run ops -- deliver <orderCode>                delivered (WAIT_EVALUATE)
 *   npm run ops -- complete <orderCode>               COMPLETED
 *   npm run ops -- auto-cancel                        cancel unpaid orders past their time now
 *   npm run ops -- price <skuCode> <dollars>          set a SKU's default sale price
 *   npm run ops -- shelf <productCode> on|off         put a product on or off the shelf
 *   npm run ops -- coupon <code> pause|resume         pause or resume a promotion code or member
 *                                                    coupon (ADR 0046, 0048), in the audit log
 *   npm run ops -- coupon-uses <code>                 the orders that took a coupon (ADR 0048)
 *   npm run ops -- operator-add <email> <role>        add an operator of /ops (CONTENT_EDITOR,
 *                                                    OPERATIONS or ADMIN); the password is
 *                                                    OPERATOR_PASSWORD, else a random one printed
 *                                                    once (docs/adr/0037)
 *
 * A command that changes what catalog pages show (stock, price, shelf, auto-cancel) then tells
 * the running shop (SHOP_INTERNAL_URL, else PUBLIC_BASE_URL) which cached pages to drop; when no
 * shop answers, it says so (a shop started later renders from the database anyway).
 */
import type { CatalogChange } from "@/lib/graphql/catalog-invalidation";
import { invalidateCatalog } from "@/lib/graphql/catalog-invalidation";
import { setProductSaleStatus, setSkuSalePrice } from "@/lib/domain/catalog/catalog-changes";
import { adjustStockWithReason } from "@/lib/domain/stock/adjust";
import { CENTS_PER_DOLLAR } from "@/lib/domain/pricing/constants";
import { postRevalidation } from "@/lib/server/cache-revalidation";
import { runAutoCancel } from "@/lib/domain/orders/cancel";
import { completeOrder, deliverOrder, shipOrder } from "@/lib/domain/orders/fulfilment";
import { getEnv } from "@/lib/env";
import { randomBytes } from "node:crypto";
import { addOperator } from "@/lib/domain/operators/accounts";
import { installOrderEmails } from "@/components/emails/install";
import { OPS_CARRIERS } from "@/lib/domain/operations/constants";
import { couponUses, setCouponStatusAudited } from "@/lib/domain/operations/coupons";
import { openScriptDatabase } from "./open-database";

const [command, ...args] = process.argv.slice(2);
const ACTOR = `ops:${process.env.USER ?? "cli"}`;

function usage(): never {
  console.error(
    "usage: npm run ops -- stock <skuCode> <delta> [reason...] | ship <orderCode> <trackingNo> [skuCode...] [--carrier=SF|HKPOST|KERRY|DHL] | deliver <orderCode> | complete <orderCode> | auto-cancel | price <skuCode> <dollars> | shelf <productCode> on|off | coupon <code> pause|resume | coupon-uses <code> | operator-add <email> <role>",
  );
  process.exit(2);
}

// ship and deliver write the shopper's e-mail (docs/adr/0045).
installOrderEmails({ baseUrl: getEnv().PUBLIC_BASE_URL });
const database = await openScriptDatabase();
const now = new Date();
/** What the command changed on catalog pages, revalidated once it committed. */
let change: CatalogChange | null = null;
try {
  let message: string;
  let ok = true;
  if (command === "stock" && args.length >= 2) {
    const [skuCode = "", deltaText = "", ...reasonWords] = args;
    const delta = Number(deltaText);
    if (!Number.isSafeInteger(delta)) usage();
    const result = await adjustStockWithReason(
      database.db,
      {
        skuCode,
        delta,
        reason: reasonWords.join(" ") || "command line",
        actor: ACTOR,
        baseUrl: getEnv().PUBLIC_BASE_URL,
      },
      now,
    );
    ok = result.ok;
    if (result.ok) change = { kind: "stock", skuCodes: [skuCode] };
    message = result.ok
      ? `${skuCode} now ${result.after.available} available (${result.after.reserved} reserved); ${result.noticesSent} arrival notices sent`
      : result.code;
  } else if (command === "ship" && args.filter((arg) => !arg.startsWith("--")).length >= 2) {
    const carrierCode = args.find((arg) => arg.startsWith("--carrier="))?.slice(10) ?? "SF";
    const carrier = OPS_CARRIERS.find((known) => known.code === carrierCode);
    if (!carrier) usage();
    const [orderCode = "", trackingNo = "", ...skuCodes] = args.filter((a) => !a.startsWith("--"));
    const result = await shipOrder(
      database.db,
      { orderCode, trackingNo, skuCodes, actor: ACTOR, carrier },
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
    const cancelled = await runAutoCancel(database.db, now);
    if (cancelled.length > 0) change = { kind: "stock", orderCodes: cancelled };
    message = `${cancelled.length} unpaid orders cancelled`;
  } else if (command === "price" && args.length === 2) {
    const [skuCode = "", dollarsText = ""] = args;
    const cents = Math.round(Number(dollarsText) * CENTS_PER_DOLLAR);
    if (!/^\d+(\.\d{1,2})?$/.test(dollarsText) || !Number.isSafeInteger(cents)) usage();
    const result = await setSkuSalePrice(database.db, { skuCode, salePrice: cents });
    ok = result.ok;
    if (result.ok) change = { kind: "price", skuCodes: [skuCode] };
    message = result.ok ? `${skuCode} now sells at ${dollarsText}` : result.code;
  } else if (command === "shelf" && args.length === 2 && (args[1] === "on" || args[1] === "off")) {
    const productCode = args[0] ?? "";
    const result = await setProductSaleStatus(database.db, {
      productCode,
      saleStatus: args[1] === "on" ? "ON_SHELF" : "OFF_SHELF",
    });
    ok = result.ok;
    if (result.ok) change = { kind: "shelf", productCodes: [productCode] };
    message = result.ok ? `${productCode} is ${args[1]} the shelf` : result.code;
  } else if (
    command === "coupon" &&
    args.length === 2 &&
    (args[1] === "pause" || args[1] === "resume")
  ) {
    const code = args[0] ?? "";
    const result = await setCouponStatusAudited(
      database.db,
      { id: null, email: ACTOR },
      { code, status: args[1] === "pause" ? "INACTIVE" : "ACTIVE" },
      now,
    );
    ok = result.ok;
    message = result.ok ? `${code} ${args[1] === "pause" ? "paused" : "resumed"}` : result.code;
  } else if (command === "coupon-uses" && args.length === 1) {
    const uses = await couponUses(database.db, args[0] ?? "");
    ok = uses !== null;
    message =
      uses === null
        ? "COUPON_NOT_FOUND"
        : [
            `${uses.length} orders`,
            ...uses.map(
              (use) =>
                `${use.orderCode} ${use.orderStatus} ${use.orderTime.toISOString()} ${use.email} ` +
                `${(use.couponAmount / CENTS_PER_DOLLAR).toFixed(2)}${use.released ? " (given back)" : ""}`,
            ),
          ].join("\n");
  } else if (command === "operator-add" && args.length === 2) {
    const [email = "", role = ""] = args;
    const given = process.env.OPERATOR_PASSWORD;
    const password = given || randomBytes(12).toString("base64url");
    const result = await addOperator(database.db, { email, password, role }, now);
    ok = result.ok;
    message = result.ok
      ? `${result.operator.email} is an operator (${result.operator.role})` +
        (given ? "" : `; password ${password}`)
      : `refused: ${result.problem}`;
  } else {
    usage();
  }
  if (ok) console.log(`ops ${command}: ${message}`);
  else {
    console.error(`ops ${command}: ${message}`);
    process.exitCode = 1;
  }
  if (change) await revalidate(change);
} finally {
  await database.close();
}

async function revalidate(catalogChange: CatalogChange): Promise<void> {
  const env = getEnv();
  const shop = env.SHOP_INTERNAL_URL ?? env.PUBLIC_BASE_URL;
  try {
    const tags = await invalidateCatalog(database.db, catalogChange, now, (list) =>
      postRevalidation(shop, env.SESSION_SECRET, list),
    );
    console.log(`ops ${command}: ${tags.length} cached page tags revalidated at ${shop}`);
  } catch (error) {
    console.warn(`ops ${command}: could not revalidate cached pages at ${shop}: ${String(error)}`);
  }
}
