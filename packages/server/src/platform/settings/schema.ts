import { pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** System parameters (name and key 1-100, value 1-500, remark 0-500). */
export const sysConfigs = pgTable(
  'sys_config',
  {
    id: serial('id').primaryKey(),
    configName: varchar('config_name', { length: 100 }).notNull(),
    configKey: varchar('config_key', { length: 100 }).notNull(),
    configValue: varchar('config_value', { length: 500 }).notNull(),
    /** 'Y' built in (cannot be deleted, key fixed), 'N' added by an administrator. */
    configType: varchar('config_type', { length: 1 }).notNull().default('N'),
    remark: varchar('remark', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_config_key_uq').on(t.configKey)],
);
