/**
 * Column shapes every table shares. Timestamps are `timestamptz` in UTC (architecture: Money,
 * time, identity); rules that name Hong Kong time convert explicitly. Not a table module, so
 * index.ts does not re-export it.
 */
import { timestamp } from "drizzle-orm/pg-core";

/** A `timestamp with time zone` column read and written as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
