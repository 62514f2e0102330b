/**
 * Which operator steps the console offers for an after-sales order now (issue 17 item 3; ADR
 * 0046). The same from-states as the guarded transitions in lib/domain/after-sales/steps.ts and
 * finish.ts, so the console never offers a step the domain refuses; the domain still checks
 * (two operators at once, a stale page), and its refusal is shown.
 */
import type { AfterSalesStatus, AfterSalesType } from "@/lib/domain/after-sales/constants";

export type ReturnStep = "APPROVE" | "REJECT" | "SEND_BACK" | "RECEIVE" | "EXCHANGE_OUT" | "FINISH";

export function returnSteps(type: AfterSalesType, status: AfterSalesStatus): ReturnStep[] {
  switch (status) {
    case "NEW":
      return ["APPROVE", "REJECT"];
    case "WAIT_SEND_BACK":
      // The goods may arrive before anyone records the parcel: receiving is allowed here too.
      return ["SEND_BACK", "RECEIVE"];
    case "ON_BACKING":
      return ["RECEIVE"];
    case "BACK_IN_STORAGE":
      // A return is finished (and refunded) once back; an exchange first sends its new sizes.
      return type === "RETURN" ? ["FINISH"] : ["EXCHANGE_OUT"];
    case "EXCHANGE_OUT":
      return ["FINISH"];
    default:
      return [];
  }
}
