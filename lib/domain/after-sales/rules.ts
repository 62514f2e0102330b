/**
 * Pure after-sales rules (shopping §9; ADR 0042), kept apart from the database so the unit tests
 * can pin them: the return period, the handling date shown to the shopper, the cents a returned
 * quantity stands for, and the shopper's texts.
 */
import {
  AFTER_SALES_ERROR_CODES,
  AFTER_SALES_MEMO_MAX,
  AFTER_SALES_PHOTO_PATH,
  AFTER_SALES_PHOTOS_MAX,
  AFTER_SALES_REASON_MAX,
  RETURN_HANDLING_WEEKS,
  RETURN_WITHIN_DAYS_OF_RECEIPT,
  type AfterSalesErrorCode,
} from "./constants";
import { isUuid } from "@/lib/domain/validation/uuid";

const DAY_MS = 86_400_000;

/** "Return within 14 days of receipt": up to and including the instant 14 × 24 h after it. */
export function withinReturnPeriod(receivedAt: Date, now: Date): boolean {
  return now.getTime() <= receivedAt.getTime() + RETURN_WITHIN_DAYS_OF_RECEIPT * DAY_MS;
}

/** "Return handling 3 weeks": when the shopper may expect the request to be handled. */
export function handleBy(createdAt: Date): Date {
  return new Date(createdAt.getTime() + RETURN_HANDLING_WEEKS * 7 * DAY_MS);
}

/**
 * The cents `quantity` units of a line stand for when `heldBefore` units are already held by
 * other requests: floor(A·(h+q)/Q) − floor(A·h/Q). The shares of every unit of a line then add
 * up to exactly its amount, whichever way the units are split between requests.
 */
export function amountShare(
  lineAmount: number,
  lineQuantity: number,
  heldBefore: number,
  quantity: number,
): number {
  const upTo = (units: number) => Math.floor((lineAmount * units) / lineQuantity);
  return upTo(heldBefore + quantity) - upTo(heldBefore);
}

/**
 * A request's photos are references to the caller's uploads (docs/adr/0047): each the id the
 * upload answered. Whether it is the caller's own and unused is checked in the database.
 */
export function isPhotoReference(reference: string): boolean {
  return isUuid(reference);
}

/** Where a stored photo is read (only by its owner and operators). */
export function photoSrc(id: string): string {
  return `${AFTER_SALES_PHOTO_PATH}/${id}`;
}

export interface RequestTexts {
  reason: string;
  memo: string | null;
  /** Photo references (upload ids). */
  photos: readonly string[];
}

/** The first problem with the shopper's texts, or null. */
export function checkRequestTexts(
  input: RequestTexts,
): { code: AfterSalesErrorCode; field: string } | null {
  const reason = input.reason.trim();
  if (reason.length === 0)
    return { code: AFTER_SALES_ERROR_CODES.REASON_REQUIRED, field: "reason" };
  if (reason.length > AFTER_SALES_REASON_MAX)
    return { code: AFTER_SALES_ERROR_CODES.TEXT_TOO_LONG, field: "reason" };
  if ((input.memo ?? "").length > AFTER_SALES_MEMO_MAX)
    return { code: AFTER_SALES_ERROR_CODES.TEXT_TOO_LONG, field: "memo" };
  if (
    input.photos.length > AFTER_SALES_PHOTOS_MAX ||
    new Set(input.photos).size !== input.photos.length ||
    !input.photos.every(isPhotoReference)
  )
    return { code: AFTER_SALES_ERROR_CODES.PHOTO_INVALID, field: "photos" };
  return null;
}
