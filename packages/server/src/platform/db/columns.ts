import { type AnyPgColumn, bigint, integer, numeric, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/*
 * Columns and column groups many tables share. A group is spread into a table's columns where it
 * stands (`{ ...orgOwned(), name: …, ...recordTrail() }`); every call makes new columns.
 */

/** When the row was made. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When the row was made and last changed (a write sets `updatedAt`). */
export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who made the row (an account's id), when, and when it last changed. */
export const recordTrail = () => ({ createdBy: integer('created_by'), ...timestamps() });

/** A row an organisation owns: its id, and the owner (the data scope of the row's screens). */
export const orgOwned = () => ({ id: serial('id').primaryKey(), orgId: integer('org_id').notNull() });

/** The id of the row this one is part of: deleted with it. */
export const partOf = (name: string, whole: () => AnyPgColumn) => integer(name).notNull().references(whole, { onDelete: 'cascade' });

/** `partOf` a row whose id is a bigint. */
export const partOfLarge = (name: string, whole: () => AnyPgColumn) =>
  bigint(name, { mode: 'number' }).notNull().references(whole, { onDelete: 'cascade' });

/** The key of a row that adds to one row of another table (at most one each): deleted with it. */
export const oneRowPer = (name: string, row: () => AnyPgColumn) => integer(name).primaryKey().references(row, { onDelete: 'cascade' });

/** An amount of money in the currency's unit, to the cent. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** Where the row stands: country to district, street address and map coordinates. */
export const location = () => ({
  country: varchar('country', { length: 50 }),
  province: varchar('province', { length: 50 }),
  city: varchar('city', { length: 50 }),
  district: varchar('district', { length: 50 }),
  address: varchar('address', { length: 200 }),
  lng: numeric('lng', { precision: 10, scale: 6, mode: 'number' }),
  lat: numeric('lat', { precision: 10, scale: 6, mode: 'number' }),
});
