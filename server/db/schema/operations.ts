/** The running systems the dashboards show: scheduled jobs, on-premise services, the lane monitor and its lanes, integration status per site. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { requiredRef, sqliteSql, updatedAt } from './columns.ts';
import { sites } from './platform.ts';

/** Scheduled jobs shown on the API dashboard; last_log_id points at the latest schedule log. */
export const scheduledJobs = sqliteTable('scheduled_jobs', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  interval_minutes: integer('interval_minutes').notNull(),
  last_run_at: text('last_run_at'),
  last_status: text('last_status', { enum: ['ok', 'failed', 'late'] })
    .notNull()
    .default('ok'),
});

/** On-premise services per environment, shown on the API dashboard. */
export const premiseServices = sqliteTable('premise_services', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  environment: text('environment').notNull(),
  service: text('service').notNull(),
  status: text('status', { enum: ['running', 'stopped', 'degraded'] }).notNull(),
  updated_at: updatedAt(),
});

/**
 * The lane monitor: one global process (row id 1), with per-site lanes. An action (Cycle,
 * Stop, Start) takes a moment: while it runs, `action` names it and `action_until` is when a
 * run left behind by a dead process stops blocking the next one.
 */
export const laneMonitorState = sqliteTable('lane_monitor_state', {
  id: integer('id').primaryKey(),
  running: integer('running').notNull().default(1),
  changed_at: text('changed_at').notNull().default(sqliteSql('nowIso')),
  action: text('action', { enum: ['cycle', 'stop', 'start'] }),
  action_started_at: text('action_started_at'),
  action_until: text('action_until'),
  action_by: text('action_by'),
  last_action: text('last_action', { enum: ['cycle', 'stop', 'start'] }),
  last_action_at: text('last_action_at'),
  last_action_by: text('last_action_by'),
});

export const laneMonitorLanes = sqliteTable('lane_monitor_lanes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  site_id: requiredRef('site_id', () => sites.id),
  lane: text('lane').notNull(),
  active: integer('active').notNull().default(1),
  description: text('description'),
});

/** Name/value status entries of one integration at one site (Carmax). value is a string or a JSON list. */
export const integrationStatus = sqliteTable(
  'integration_status',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    site_id: requiredRef('site_id', () => sites.id),
    integration: text('integration').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('integration_status_site_idx').on(t.site_id, t.integration, t.sort_order)],
);
