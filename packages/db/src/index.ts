export * from './client.ts';
export * from './migrate.ts';
export * as schema from './schema.ts';
export * from './schema.ts';
export * from './execute-rows.ts';
