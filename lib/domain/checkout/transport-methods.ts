/**
 * The transport methods checkout offers (shopping §3 Transport method, §4 Delivery modes).
 * Fixed data: the shop has one courier; pick-up types are accounts §3's.
 */
import { PICK_UP_TYPES } from "./constants";
import type { Locale } from "@/lib/domain/locales";
import { pickText } from "@/lib/domain/catalog/localize";

export interface TransportMethod {
  id: string;
  transportName: string;
  transportMethod: "EXPRESS" | "PICKUP";
  pickUpType: number | null;
  expressCompany: string;
  expressCompanyCode: string;
  expressTime: string;
  remark: string;
  imgUrl: string | null;
  sortNo: number;
}

const METHODS = [
  {
    id: "EXPRESS-SF",
    en: "Home delivery",
    zh: "送貨上門",
    method: "EXPRESS",
    pickUpType: null,
    timeEn: "2-5 business days (none on Sundays and public holidays)",
    timeZh: "2至5個工作天（星期日及公眾假期除外）",
  },
  {
    id: "PICKUP-STORE",
    en: "Store pick-up",
    zh: "門市自取",
    method: "PICKUP",
    pickUpType: PICK_UP_TYPES.STORE,
    timeEn: "2-5 business days, free",
    timeZh: "2至5個工作天，免運費",
  },
  {
    id: "PICKUP-SF-POINT",
    en: "SF pick-up point",
    zh: "順豐站自取",
    method: "PICKUP",
    pickUpType: PICK_UP_TYPES.COURIER_POINT,
    timeEn: "3-5 business days, free",
    timeZh: "3至5個工作天，免運費",
  },
  {
    id: "PICKUP-SF-BOX",
    en: "SF Box (locker)",
    zh: "順豐智能櫃",
    method: "PICKUP",
    pickUpType: PICK_UP_TYPES.LOCKER,
    timeEn: "3-5 business days, free",
    timeZh: "3至5個工作天，免運費",
  },
] as const;

/** The courier of home delivery (logisticsCompanyCode of an EXPRESS order). */
export const EXPRESS_COMPANY = { code: "SF", en: "SF Express", zh: "順豐速運" } as const;
/**
 * The courier's tracking page for a parcel, by language ({trackingNo} is replaced). Not in the
 * spec: it names an order's logistics (provider code, provider name, trackingNo) but no
 * tracking link; the shipped e-mail links SF Express's public waybill search (docs/adr/0045).
 */
export const EXPRESS_TRACKING_URL = {
  en: "https://www.sf-express.com/hk/en/dynamic_function/waybill/#search/bill-number/{trackingNo}",
  zh: "https://www.sf-express.com/hk/tc/dynamic_function/waybill/#search/bill-number/{trackingNo}",
} as const satisfies Record<Locale, string>;

/** The home-delivery courier's tracking page for one tracking number. */
export function expressTrackingUrl(trackingNo: string, locale: Locale): string {
  return EXPRESS_TRACKING_URL[locale].replace("{trackingNo}", encodeURIComponent(trackingNo));
}

/** logisticsCompanyCode of every pick-up order (shopping §3). */
export const PICKUP_LOGISTICS_CODE = "STORE_PICKUP";

export function transportMethods(locale: Locale): TransportMethod[] {
  return METHODS.map((method, index) => ({
    id: method.id,
    transportName: pickText(locale, method.en, method.zh),
    transportMethod: method.method,
    pickUpType: method.pickUpType,
    expressCompany: pickText(locale, EXPRESS_COMPANY.en, EXPRESS_COMPANY.zh),
    expressCompanyCode: EXPRESS_COMPANY.code,
    expressTime: pickText(locale, method.timeEn, method.timeZh),
    remark: "",
    imgUrl: null,
    sortNo: index + 1,
  }));
}

export function findTransportMethod(
  id: string | null | undefined,
): (typeof METHODS)[number] | null {
  return METHODS.find((method) => method.id === id) ?? null;
}
