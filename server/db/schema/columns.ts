import { timestamp } from 'drizzle-orm/pg-core';

/** Every instant is stored with its time zone and read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
