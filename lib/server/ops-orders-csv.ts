import "server-only";
/**
 * GET /api/ops/orders.csv (issue 17 item 3: "CSV export of orders"; docs/adr/0046): the orders
 * the console's table shows for the same search (query string: code, email, phone, status
 * (repeated), from, to (ISO instants), sortBy, descending), streamed as CSV in batches, so a
 * large export neither waits for every row nor holds them all in memory. Only an operator whose
 * role allows aftersales:manage: no operator session (shoppers, visitors) 401, a content editor
 * 403. A GET that changes nothing but the audit log; the operator cookie is SameSite=Strict, so
 * another site cannot make a signed-in operator's browser download it.
 */
import type { Db } from "@/lib/db/connect";
import {
  OPS_CSV_BATCH_SIZE,
  OPS_CSV_MAX_ROWS,
  opsMessage,
} from "@/lib/domain/operations/constants";
import {
  CSV_BOM,
  csvLine,
  ORDER_CSV_HEADER,
  orderCsvFileName,
  orderCsvLine,
} from "@/lib/domain/operations/csv";
import { auditOrderExport } from "@/lib/domain/operations/order-actions";
import {
  cleanOrderFilter,
  cleanSort,
  type OrderFilterInput,
} from "@/lib/domain/operations/order-filters";
import { orderBatches } from "@/lib/domain/operations/order-queries";
import { OPERATOR_COOKIE, OPERATOR_ERROR_CODES } from "@/lib/domain/operators/constants";
import { roleAllows } from "@/lib/domain/operators/roles";
import { resolveOperatorSession } from "@/lib/domain/operators/sessions";
import { parseCookieHeader } from "@/lib/graphql/http";
import { translate } from "@/lib/i18n/translate";

function refusal(status: number, code: string, message: string): Response {
  return Response.json({ code, message }, { status, headers: { "cache-control": "no-store" } });
}

/** The search of the query string, as the API's OpsOrderFilter takes it. */
export function filterOfSearchParams(params: URLSearchParams): OrderFilterInput {
  const instant = (name: string) => {
    const value = params.get(name);
    return value ? new Date(value) : null;
  };
  return {
    code: params.get("code"),
    email: params.get("email"),
    phone: params.get("phone"),
    statuses: params.getAll("status").filter((status) => status !== ""),
    from: instant("from"),
    to: instant("to"),
  };
}

export async function handleOrdersCsv(
  request: Request,
  deps: { db: Db; now: Date },
): Promise<Response> {
  const token = parseCookieHeader(request.headers.get("cookie")).get(OPERATOR_COOKIE);
  const operator = token ? await resolveOperatorSession(deps.db, token, deps.now) : null;
  if (!operator) {
    const code = OPERATOR_ERROR_CODES.UNAUTHENTICATED;
    return refusal(401, code, translate("en", `apiErrors.${code}`));
  }
  if (!roleAllows(operator.role, "aftersales:manage")) {
    const code = OPERATOR_ERROR_CODES.FORBIDDEN;
    return refusal(403, code, translate("en", `apiErrors.${code}`));
  }
  const params = new URL(request.url).searchParams;
  const cleaned = cleanOrderFilter(filterOfSearchParams(params));
  if (!cleaned.ok)
    return refusal(400, "FILTER_INVALID", `${opsMessage("FILTER_INVALID")} (${cleaned.field})`);
  const sort = cleanSort(params.get("sortBy"), params.get("descending") !== "false");
  const { db, now } = deps;
  const encoder = new TextEncoder();
  const batches = orderBatches(db, cleaned.filter, sort, {
    batchSize: OPS_CSV_BATCH_SIZE,
    max: OPS_CSV_MAX_ROWS,
  });
  let rows = 0;
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(CSV_BOM + csvLine(ORDER_CSV_HEADER)));
          return;
        }
        const next = await batches.next();
        if (next.done) {
          if (rows >= OPS_CSV_MAX_ROWS) {
            controller.enqueue(
              encoder.encode(csvLine([`(stopped after ${OPS_CSV_MAX_ROWS} orders)`])),
            );
          }
          // The export is logged once it has been read to its end, with how many rows left.
          await auditOrderExport(db, operator, { filter: cleaned.filter, rows }, now);
          controller.close();
          return;
        }
        rows += next.value.length;
        controller.enqueue(encoder.encode(next.value.map(orderCsvLine).join("")));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return(undefined);
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${orderCsvFileName(now)}"`,
      "cache-control": "no-store",
    },
  });
}
