/**
 * The reference server's database schema: every entity behind the /v3 contract (docs/API.md), one module
 * per resource area in server/db/schema/, gathered here.
 *
 * This entry point is the single source of truth: Drizzle infers the row types from it, the
 * connections hand it to `drizzle()`, and `drizzle-kit generate` (drizzle.config.ts) derives
 * the SQL migrations in server/db/migrations from it, so the migrations and the running
 * server always see the same tables. A new area module is added to the list below.
 * Column names follow the /v3 contract (snake_case) so that the generic list engine can
 * expose them without a mapping layer.
 *
 * Conventions: timestamps are ISO-8601 UTC text; flags the contract gives as 1/0
 * are integers, flags it gives as Y/N are text; JSON payloads are text.
 */
export * from './schema/platform.ts';
export * from './schema/auth.ts';
export * from './schema/logs.ts';
export * from './schema/operations.ts';
export * from './schema/dealers.ts';
export * from './schema/vehicles.ts';
export * from './schema/auctions.ts';
export * from './schema/gate-passes.ts';
export * from './schema/work-orders.ts';
export * from './schema/damage-catalogue.ts';
export * from './schema/inspections.ts';
export * from './schema/idempotency.ts';
export * from './schema/delivery.ts';
