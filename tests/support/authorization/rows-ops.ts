/**
 * The matrix's rows for the operations console (ADR 0037, 0046): every ops* operation and the
 * orders CSV export route. Shoppers (member A too) get OPS_UNAUTHENTICATED, the operator of the
 * other role OPS_FORBIDDEN; the operations role (or the content editor, for content) passes.
 * Reads name A's orders, return and account, and must show them to the operator.
 */
import { DEMO_MEMBER } from "@/lib/seed/demo-accounts";
import { DEMO_PROMO_CODES } from "@/lib/seed/demo-promotions";
import * as afterSales from "@/lib/graphql/operations/after-sales";
import * as oo from "@/lib/graphql/operations/ops-orders";
import * as op from "@/lib/graphql/operations/ops-promotions";
import { opsAfterSalesHistory, opsReturns } from "@/lib/graphql/operations/ops-returns";
import {
  opsContentEntries,
  opsContentEntry,
  opsContentPublish,
  opsContentSaveDraft,
} from "@/lib/graphql/operations/ops";
import { handleOrdersCsv } from "@/lib/server/ops-orders-csv";
import type { GraphQLResponse, TestClient } from "../../integration/support/graphql-client";
import { rawOperation, type Row } from "./matrix";
import { MATRIX_NOW, type OwnerIds, type World } from "./world";

/** The export as its route handler answers it, in the shape of a GraphQL answer. */
async function ordersCsv(api: TestClient, a: OwnerIds, world: World) {
  const cookie = [...api.cookies].map(([n, v]) => `${n}=${v}`).join("; ");
  const response = await handleOrdersCsv(
    new Request(`http://shop.test/api/ops/orders.csv?code=${a.orderCode}`, {
      headers: { ...(cookie ? { cookie } : {}), ...(api.defaults.headers ?? {}) },
    }),
    { db: world.db, now: MATRIX_NOW },
  );
  const text = await response.text();
  const body = response.ok
    ? { data: { csv: text } }
    : { errors: [{ message: text, extensions: { code: JSON.parse(text).code as string } }] };
  return { status: response.status, body, setCookies: [] } as GraphQLResponse<unknown>;
}

/** Saves the entry's current body as a draft: a valid body, so the editor's pass is clean. */
async function saveDraft(api: TestClient, _a: OwnerIds, world: World) {
  const editor = await world.signIn("operator", "CONTENT_EDITOR");
  const entry = await editor.call(opsContentEntry, { kind: "landing", code: "home" });
  return api.call(opsContentSaveDraft, {
    kind: "landing",
    code: "home",
    body: entry.body.data!.opsContentEntry!.body,
  });
}

const code = (a: OwnerIds) => ({ code: a.afterSalesCode });
const stageRefusal = "a domain refusal for the return's stage after the approve, not for who asks";
const MATRIX_CODE = "MATRIX-OPS-10";

export const OPS_ROWS: Row[] = [
  {
    op: afterSales.opsAfterSalesOrders,
    kind: "ops",
    vars: () => ({}),
    sees: (a) => a.afterSalesCode,
  },
  { op: afterSales.opsAfterSalesOrder, kind: "ops", vars: code, sees: (a) => a.afterSalesCode },
  { op: opsAfterSalesHistory, kind: "ops", vars: code, sees: () => DEMO_MEMBER.email },
  {
    op: opsReturns,
    kind: "ops",
    vars: (a) => ({ filter: { code: a.afterSalesCode } }),
    sees: (a) => a.afterSalesCode,
  },
  {
    op: oo.opsOrders,
    kind: "ops",
    vars: (a) => ({ filter: { code: a.orderCode } }),
    sees: (a) => a.orderCode,
  },
  { op: oo.opsOrder, kind: "ops", vars: (a) => ({ code: a.orderCode }), sees: (a) => a.orderCode },
  { label: "orders CSV export (route)", call: ordersCsv, kind: "ops", sees: (a) => a.orderCode },
  {
    op: oo.opsCustomers,
    kind: "ops",
    vars: () => ({ query: DEMO_MEMBER.email }),
    sees: (a) => a.userCode,
  },
  { op: oo.opsStock, kind: "ops", vars: (a) => ({ skuCode: a.skuA }), sees: (a) => a.skuA },
  { op: oo.opsOutbox, kind: "ops", vars: () => ({ state: "UNSENT" }) },
  {
    op: rawOperation("opsCarriers", "query", "query opsCarriers { opsCarriers { code name } }"),
    kind: "ops",
    sees: () => "SF",
  },
  { op: op.opsPromotions, kind: "ops" },
  { op: op.opsCoupons, kind: "ops", sees: () => DEMO_PROMO_CODES.valid },
  {
    op: op.opsCoupon,
    kind: "ops",
    vars: () => ({ code: DEMO_PROMO_CODES.valid }),
    sees: () => DEMO_PROMO_CODES.valid,
  },
  { op: opsContentEntries, kind: "ops", role: "CONTENT_EDITOR", sees: () => "home" },
  {
    op: opsContentEntry,
    kind: "ops",
    role: "CONTENT_EDITOR",
    vars: () => ({ kind: "landing", code: "home" }),
    sees: () => "home",
  },
  {
    label: "opsContentSaveDraft",
    call: saveDraft,
    fields: ["opsContentSaveDraft"],
    kind: "ops",
    role: "CONTENT_EDITOR",
  },
  {
    op: opsContentPublish,
    kind: "ops",
    role: "CONTENT_EDITOR",
    vars: () => ({ kind: "landing", code: "home", version: 1 }),
  },
  // The approve lets A send her return back (AFTER_SALES_ROWS run between these and the rest).
  { op: afterSales.opsAfterSalesApprove, kind: "ops", vars: code },
];

/** The console's changes after A sent her return back: receive it, finish it, and the rest. */
export const OPS_CHANGE_ROWS: Row[] = [
  {
    op: afterSales.opsAfterSalesReject,
    kind: "ops",
    vars: (a) => ({ ...code(a), reason: "not ours" }),
    passMayRefuse: stageRefusal,
  },
  {
    op: afterSales.opsAfterSalesSendBack,
    kind: "ops",
    vars: (a) => ({ ...code(a), trackingNo: "SF9999002" }),
    passMayRefuse: stageRefusal,
  },
  {
    op: afterSales.opsAfterSalesReceive,
    kind: "ops",
    vars: code,
    passMayRefuse: stageRefusal,
  },
  {
    op: afterSales.opsAfterSalesExchangeOut,
    kind: "ops",
    vars: code,
    passMayRefuse: stageRefusal,
  },
  { op: afterSales.opsAfterSalesFinish, kind: "ops", vars: code, passMayRefuse: stageRefusal },
  {
    op: oo.opsOrderShip,
    kind: "ops",
    vars: (a) => ({ code: a.paidCode, carrierCode: "SF", trackingNo: "SF-9999003" }),
  },
  { op: oo.opsOrderDeliver, kind: "ops", vars: (a) => ({ code: a.paidCode }) },
  { op: oo.opsOrderCancel, kind: "ops", vars: (a) => ({ code: a.opsCancelCode }) },
  {
    op: oo.opsStockAdjust,
    kind: "ops",
    vars: (a) => ({ skuCode: a.skuA, delta: 1, reason: "matrix count" }),
  },
  {
    op: oo.opsOutboxResend,
    kind: "ops",
    answersUserErrors: true,
    vars: (a) => ({ id: a.outboxId }),
    passMayRefuse: "only a failed message is resent; A's was never tried",
  },
  {
    op: op.opsCouponCreate,
    kind: "ops",
    vars: () => ({
      input: {
        code: MATRIX_CODE,
        kind: "PROMOTION_CODE",
        nameEn: "HK$10 off",
        nameZh: "減HK$10",
        descriptionEn: "HK$10 off any order.",
        descriptionZh: "任何訂單減HK$10。",
        benefitKind: "AMOUNT_OFF",
        benefitValue: 1_000,
        thresholdCents: 0,
        targetKind: "ALL",
        targetCodes: [],
        usageLimit: 5,
      },
    }),
  },
  {
    op: op.opsCouponSetStatus,
    kind: "ops",
    answersUserErrors: true,
    vars: () => ({ code: DEMO_PROMO_CODES.valid, status: "INACTIVE" }),
  },
  {
    op: op.opsPromotionCreate,
    kind: "ops",
    vars: () => ({
      input: {
        code: MATRIX_CODE,
        type: "DIRECT_REDUCE",
        nameEn: "HK$1 off each",
        nameZh: "每件減HK$1",
        ruleDescEn: "HK$1 off each unit",
        ruleDescZh: "每件減HK$1",
        priority: 100,
        targetKind: "ALL",
        targetCodes: [],
        ruleJson: JSON.stringify({ type: "DIRECT_REDUCE", reduceCentsPerUnit: 100 }),
        active: false,
      },
    }),
  },
  {
    op: op.opsPromotionSetStatus,
    kind: "ops",
    vars: () => ({ code: MATRIX_CODE, status: "ACTIVE" }),
  },
  // Last: it ends A's sessions (the passes after it sign A in afresh).
  {
    op: oo.opsCustomerRevokeSessions,
    kind: "ops",
    vars: (a) => ({ userCode: a.userCode }),
  },
];
