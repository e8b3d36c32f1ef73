// Vehicle classes the transport plan (T1) is checked against. The parts' transport and power
// columns are in schemaCatalogue.ts; this table is apart to keep that file short.
import type { LocalizedText } from '@bar/domain/locale';
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** T1: vehicle classes the transport plan is checked against (admin-editable; bumps the catalogue version). */
export const vehicleClasses = pgTable('vehicle_classes', {
  code: text('code').primaryKey(),
  orderColumn: integer('order_column').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  cargoLength: integer('cargo_length').notNull(),
  cargoWidth: integer('cargo_width').notNull(),
  cargoHeight: integer('cargo_height').notNull(),
  payloadG: integer('payload_g').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type VehicleClassRow = typeof vehicleClasses.$inferSelect;
