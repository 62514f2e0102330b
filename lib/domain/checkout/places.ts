/**
 * Where an order can go (accounts §3 Region, Pick-up point, Delivery address; §7 chineseRegions,
 * getPickUpAddress, userAddresses, deliveryAddressCreate, billingAddress, saveBillingAddress).
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/connect";
import { pickText } from "@/lib/domain/catalog/localize";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import { isValidEmail } from "@/lib/domain/validation/email";
import { ADDRESS_BOOK_MAX } from "./constants";
import type { Locale } from "@/lib/domain/locales";
import { CHECKOUT_ERROR_CODES } from "./checkout-rules";
import { isValidMobile } from "./phone-rules";

export interface Region {
  id: number;
  name: string;
  parentId: number | null;
  country: string;
  hasChildren: boolean;
}

export async function regionsUnder(db: Db, parentId: number, locale: Locale): Promise<Region[]> {
  const rows = await queryRows<{
    id: number;
    name_en: string;
    name_zh: string;
    parent_id: number | null;
    country: string;
    has_children: boolean;
  }>(
    db,
    sql`select r.id, r.name_en, r.name_zh, r.parent_id, r.country,
        exists (select 1 from regions c where c.parent_id = r.id) as has_children
      from regions r where r.parent_id = ${parentId} order by r.sort, r.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: pickText(locale, row.name_en, row.name_zh),
    parentId: row.parent_id === null ? null : Number(row.parent_id),
    country: row.country,
    hasChildren: row.has_children,
  }));
}

/** Names of the given region ids in the caller's language. */
export async function regionNames(
  db: Db | Tx,
  ids: readonly (number | null | undefined)[],
  locale: Locale,
): Promise<Map<number, { name: string; country: string }>> {
  const wanted = ids.filter((id): id is number => typeof id === "number");
  if (wanted.length === 0) return new Map();
  const rows = await queryRows<{ id: number; name_en: string; name_zh: string; country: string }>(
    db,
    sql`select id, name_en, name_zh, country from regions where id = any(${sql.param(wanted)}::int[])`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { name: pickText(locale, row.name_en, row.name_zh), country: row.country },
    ]),
  );
}

export interface PickUpPoint {
  id: number;
  code: string;
  name: string;
  type: number;
  region: string;
  regionId: number | null;
  district: string;
  districtId: number | null;
  address: string;
  telephone: string | null;
  businessHours: string | null;
  latitude: string | null;
  longitude: string | null;
  sameDay: boolean;
  enabled: boolean;
  country: string;
}

interface PointRow {
  id: number;
  code: string;
  name_en: string;
  name_zh: string;
  type: number;
  region_id: number | null;
  district_id: number | null;
  address_en: string;
  address_zh: string;
  telephone: string | null;
  business_hours: string | null;
  latitude: string | null;
  longitude: string | null;
  same_day: boolean;
  enabled: boolean;
  region_en: string | null;
  region_zh: string | null;
  district_en: string | null;
  district_zh: string | null;
  country: string | null;
}

function toPoint(row: PointRow, locale: Locale): PickUpPoint {
  return {
    id: Number(row.id),
    code: row.code,
    name: pickText(locale, row.name_en, row.name_zh),
    type: Number(row.type),
    region: pickText(locale, row.region_en, row.region_zh),
    regionId: row.region_id === null ? null : Number(row.region_id),
    district: pickText(locale, row.district_en, row.district_zh),
    districtId: row.district_id === null ? null : Number(row.district_id),
    address: pickText(locale, row.address_en, row.address_zh),
    telephone: row.telephone,
    businessHours: row.business_hours,
    latitude: row.latitude,
    longitude: row.longitude,
    sameDay: row.same_day,
    enabled: row.enabled,
    country: row.country ?? "HK",
  };
}

const POINT_SELECT = sql`select p.id, p.code, p.name_en, p.name_zh, p.type, p.region_id, p.district_id,
    p.address_en, p.address_zh, p.telephone, p.business_hours, p.latitude, p.longitude, p.same_day,
    p.enabled, r.name_en as region_en, r.name_zh as region_zh, d.name_en as district_en,
    d.name_zh as district_zh, r.country
  from pick_up_points p
  left join regions r on r.id = p.region_id
  left join regions d on d.id = p.district_id`;

/** Pick-up points of a type (and region); disabled ones are listed too, marked. */
export async function pickUpPoints(
  db: Db,
  input: { type?: number | null; regionId?: number | null },
  locale: Locale,
): Promise<PickUpPoint[]> {
  const rows = await queryRows<PointRow>(
    db,
    sql`${POINT_SELECT}
      where (${input.type ?? null}::int is null or p.type = ${input.type ?? null}::int)
        and (${input.regionId ?? null}::int is null or p.region_id = ${input.regionId ?? null}::int)
      order by p.type, p.region_id, p.code`,
  );
  return rows.map((row) => toPoint(row, locale));
}

export async function findPickUpPoint(
  db: Db | Tx,
  code: string,
  locale: Locale,
): Promise<PickUpPoint | null> {
  const [row] = await queryRows<PointRow>(db, sql`${POINT_SELECT} where p.code = ${code}`);
  return row ? toPoint(row, locale) : null;
}

export interface SavedAddress {
  code: string;
  isDefault: boolean;
  receiverFirstName: string;
  receiverLastName: string;
  receiverMobile: string;
  receiverTelephone: string | null;
  receiverEmail: string | null;
  country: string;
  provinceId: number | null;
  cityId: number | null;
  districtId: number | null;
  address: string;
  zipCode: string | null;
}

export interface AddressRow {
  code: string;
  is_default: boolean;
  receiver_first_name: string;
  receiver_last_name: string;
  receiver_mobile: string;
  receiver_telephone: string | null;
  receiver_email: string | null;
  country: string;
  province_id: number | null;
  city_id: number | null;
  district_id: number | null;
  address: string;
  zip_code: string | null;
}

export const toAddress = (row: AddressRow): SavedAddress => ({
  code: row.code,
  isDefault: row.is_default,
  receiverFirstName: row.receiver_first_name,
  receiverLastName: row.receiver_last_name,
  receiverMobile: row.receiver_mobile,
  receiverTelephone: row.receiver_telephone,
  receiverEmail: row.receiver_email,
  country: row.country,
  provinceId: row.province_id === null ? null : Number(row.province_id),
  cityId: row.city_id === null ? null : Number(row.city_id),
  districtId: row.district_id === null ? null : Number(row.district_id),
  address: row.address,
  zipCode: row.zip_code,
});

export async function savedAddresses(db: Db | Tx, customerId: string): Promise<SavedAddress[]> {
  const rows = await queryRows<AddressRow>(
    db,
    sql`select * from delivery_addresses where customer_id = ${customerId}::uuid
      order by is_default desc, created_at desc`,
  );
  return rows.map(toAddress);
}

export type AddressInput = Omit<SavedAddress, "code" | "isDefault"> & {
  isDefault?: boolean | null;
};

export const ADDRESS_ERROR_CODES = {
  INCOMPLETE: "ADDRESS_INCOMPLETE",
  MOBILE_INVALID: CHECKOUT_ERROR_CODES.MOBILE_INVALID,
  EMAIL_INVALID: "ADDRESS_EMAIL_INVALID",
  LIMIT: "ADDRESS_LIMIT_EXCEEDED",
  NOT_FOUND: "ADDRESS_NOT_FOUND",
} as const;

/**
 * Hong Kong and Macau have two region levels (territory, district), the mainland three
 * (province, city, district): a cascade that stops at the second level gives the district as the
 * city, so it moves to where an address keeps its district.
 */
export function normaliseRegions<T extends AddressInput>(input: T): T {
  if (input.districtId || !input.cityId || (input.country !== "HK" && input.country !== "MO"))
    return input;
  return { ...input, districtId: input.cityId, cityId: null };
}

/** accounts §5 Address: recipient name, mobile (8 or 11 digits), address and district required. */
export function addressProblem(input: AddressInput): { code: string; field: string } | null {
  if (!input.receiverFirstName.trim() || !input.receiverLastName.trim())
    return { code: ADDRESS_ERROR_CODES.INCOMPLETE, field: "receiverFirstName" };
  if (!input.address.trim() || input.address.length > 300)
    return { code: ADDRESS_ERROR_CODES.INCOMPLETE, field: "address" };
  if (!["HK", "MO", "CN", "AU", "SG"].includes(input.country))
    return { code: ADDRESS_ERROR_CODES.INCOMPLETE, field: "country" };
  if (
    (input.country === "HK" || input.country === "MO" || input.country === "CN") &&
    !input.districtId
  )
    return { code: ADDRESS_ERROR_CODES.INCOMPLETE, field: "districtId" };
  if (!isValidMobile(input.receiverMobile, input.country))
    return { code: ADDRESS_ERROR_CODES.MOBILE_INVALID, field: "receiverMobile" };
  if (input.receiverEmail && !isValidEmail(input.receiverEmail))
    return { code: ADDRESS_ERROR_CODES.EMAIL_INVALID, field: "receiverEmail" };
  return null;
}

export async function createAddress(
  db: Db,
  customerId: string,
  input: AddressInput,
): Promise<{ ok: true; address: SavedAddress } | { ok: false; code: string; field: string }> {
  input = normaliseRegions(input);
  const problem = addressProblem(input);
  if (problem) return { ok: false, ...problem };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from customers where id = ${customerId}::uuid for update`);
    const existing = await savedAddresses(tx, customerId);
    if (existing.length >= ADDRESS_BOOK_MAX)
      return { ok: false as const, code: ADDRESS_ERROR_CODES.LIMIT, field: "address" };
    const isDefault = existing.length === 0 || Boolean(input.isDefault);
    if (isDefault)
      await tx.execute(
        sql`update delivery_addresses set is_default = false where customer_id = ${customerId}::uuid`,
      );
    const [row] = await queryRows<AddressRow>(
      tx,
      sql`insert into delivery_addresses (code, customer_id, is_default, receiver_first_name, receiver_last_name,
          receiver_mobile, receiver_telephone, receiver_email, country, province_id, city_id, district_id, address, zip_code)
        values (${`A${randomBytes(8).toString("hex").toUpperCase()}`}, ${customerId}::uuid, ${isDefault},
          ${input.receiverFirstName.trim()}, ${input.receiverLastName.trim()}, ${input.receiverMobile.trim()},
          ${input.receiverTelephone ?? null}, ${input.receiverEmail ?? null}, ${input.country},
          ${input.provinceId ?? null}, ${input.cityId ?? null}, ${input.districtId ?? null},
          ${input.address.trim()}, ${input.zipCode ?? null})
        returning *`,
    );
    return { ok: true as const, address: toAddress(row!) };
  });
}

export interface BillingAddress {
  code: string;
  name: string;
  mobile: string;
  address: string | null;
}

export async function billingAddressOf(
  db: Db | Tx,
  customerId: string,
): Promise<BillingAddress | null> {
  const [row] = await queryRows<BillingAddress>(
    db,
    sql`select code, name, mobile, address from billing_addresses where customer_id = ${customerId}::uuid`,
  );
  return row ?? null;
}

export async function saveBillingAddress(
  db: Db | Tx,
  customerId: string,
  input: { name: string; mobile: string; address?: string | null },
  now: Date,
): Promise<{ ok: true; code: string } | { ok: false; code: string; field: string }> {
  if (!input.name.trim() || input.name.length > 100)
    return { ok: false, code: ADDRESS_ERROR_CODES.INCOMPLETE, field: "name" };
  if (!/^\+?[\d\s-]{6,20}$/.test(input.mobile.trim()))
    return { ok: false, code: ADDRESS_ERROR_CODES.MOBILE_INVALID, field: "mobile" };
  const [row] = await queryRows<{ code: string }>(
    db,
    sql`insert into billing_addresses (customer_id, code, name, mobile, address, updated_at)
      values (${customerId}::uuid, ${`B${randomBytes(8).toString("hex").toUpperCase()}`}, ${input.name.trim()},
        ${input.mobile.trim()}, ${input.address?.trim() || null}, ${now.toISOString()}::timestamptz)
      on conflict (customer_id) do update set name = excluded.name, mobile = excluded.mobile,
        address = excluded.address, updated_at = excluded.updated_at
      returning code`,
  );
  return { ok: true, code: row!.code };
}
