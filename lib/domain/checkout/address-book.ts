/**
 * The member's address book beyond what checkout needs (accounts §7 Addresses:
 * gowildDeliveryAddresses, deliveryAddressUpdate, deliveryAddressDelete). Creating an address and
 * the address rules live in places.ts; this file pages, changes and removes, always scoped to the
 * owner so that another member's code reads as "not found" and changes nothing.
 */
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/connect";
import { queryRows } from "@/lib/domain/catalog/sql-rows";
import {
  ADDRESS_ERROR_CODES,
  addressProblem,
  normaliseRegions,
  savedAddresses,
  toAddress,
  type AddressInput,
  type AddressRow,
  type SavedAddress,
} from "./places";

export type AddressBookResult =
  { ok: true; address: SavedAddress } | { ok: false; code: string; field: string };

/** A saved address can still be used when it passes today's rules (a served country, a district). */
export function isAddressAvailable(address: SavedAddress): boolean {
  return addressProblem(address) === null;
}

export interface AddressPage {
  addresses: (SavedAddress & { isAvailable: boolean })[];
  hasNextPage: boolean;
  endCursor: string | null;
  totalCount: number;
}

/**
 * One page of the book, default first then newest. The book is small (ADDRESS_BOOK_MAX), so the
 * cursor is the position after the page's last address.
 */
export async function addressPage(
  db: Db,
  customerId: string,
  page: { first: number; after: string | null },
): Promise<AddressPage> {
  const all = await savedAddresses(db, customerId);
  const start = page.after && /^\d+$/.test(page.after) ? Number(page.after) : 0;
  const slice = all.slice(start, start + page.first);
  const end = start + slice.length;
  return {
    addresses: slice.map((a) => ({ ...a, isAvailable: isAddressAvailable(a) })),
    hasNextPage: end < all.length,
    endCursor: slice.length > 0 ? String(end) : null,
    totalCount: all.length,
  };
}

/**
 * Replaces an address's fields; `isDefault: true` makes it the only default in the same
 * transaction. Clearing the default of the default address is ignored: a book with addresses
 * always has exactly one default (docs/adr/0022).
 */
export async function updateAddress(
  db: Db,
  customerId: string,
  code: string,
  input: AddressInput,
): Promise<AddressBookResult> {
  input = normaliseRegions(input);
  const problem = addressProblem(input);
  if (problem) return { ok: false, ...problem };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from customers where id = ${customerId}::uuid for update`);
    const [current] = await queryRows<AddressRow>(
      tx,
      sql`select * from delivery_addresses where code = ${code} and customer_id = ${customerId}::uuid`,
    );
    if (!current) return { ok: false as const, code: ADDRESS_ERROR_CODES.NOT_FOUND, field: "code" };
    const isDefault = current.is_default || Boolean(input.isDefault);
    if (isDefault && !current.is_default)
      await tx.execute(
        sql`update delivery_addresses set is_default = false where customer_id = ${customerId}::uuid`,
      );
    const [row] = await queryRows<AddressRow>(
      tx,
      sql`update delivery_addresses set is_default = ${isDefault},
          receiver_first_name = ${input.receiverFirstName.trim()},
          receiver_last_name = ${input.receiverLastName.trim()},
          receiver_mobile = ${input.receiverMobile.trim()},
          receiver_telephone = ${input.receiverTelephone ?? null},
          receiver_email = ${input.receiverEmail ?? null}, country = ${input.country},
          province_id = ${input.provinceId ?? null}, city_id = ${input.cityId ?? null},
          district_id = ${input.districtId ?? null}, address = ${input.address.trim()},
          zip_code = ${input.zipCode ?? null}
        where code = ${code} and customer_id = ${customerId}::uuid
        returning *`,
    );
    return { ok: true as const, address: toAddress(row!) };
  });
}

/**
 * Removes one of the member's addresses. When the default goes, the newest remaining address
 * becomes the default, so the book keeps exactly one.
 */
export async function deleteAddress(
  db: Db,
  customerId: string,
  code: string,
): Promise<{ ok: true } | { ok: false; code: string; field: string }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from customers where id = ${customerId}::uuid for update`);
    const [removed] = await queryRows<{ is_default: boolean }>(
      tx,
      sql`delete from delivery_addresses where code = ${code} and customer_id = ${customerId}::uuid
        returning is_default`,
    );
    if (!removed) return { ok: false as const, code: ADDRESS_ERROR_CODES.NOT_FOUND, field: "code" };
    if (removed.is_default)
      await tx.execute(
        sql`update delivery_addresses set is_default = true where id = (
            select id from delivery_addresses where customer_id = ${customerId}::uuid
            order by created_at desc limit 1)`,
      );
    return { ok: true as const };
  });
}
