// One file per domain; this index is what Drizzle and drizzle-kit read.
export * from './reference';
export * from './partners';
export * from './users';
export * from './auth';
