import type { KanbanForm } from '@ies/contracts';
import { doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { columns } from './columns';
import { tenants } from './tenants';

/** Data dashboards of a tenant (docs/spec/B-operations.md §3 "dashboard"). */
export const dashboards = pgTable(
  'dashboards',
  {
    id: columns.id(),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    name: text('name').notNull(),
    createdBy: uuid('created_by'),
    createdAt: columns.createdAt(),
    updatedAt: columns.updatedAt(),
  },
  (t) => [index('dashboards_tenant_idx').on(t.tenantId)],
);
export type DashboardRow = typeof dashboards.$inferSelect;

/** A kanban of a dashboard: what it charts, over which range, and its place on the 24-column grid. */
export const kanbans = pgTable(
  'kanbans',
  {
    id: columns.id(),
    tenantId: columns.tenantId(),
    dashboardId: columns.belongsTo('dashboard_id', () => dashboards.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    deviceIds: jsonb('device_ids').$type<string[]>().notNull(),
    points: jsonb('points').$type<string[]>().notNull(),
    form: text('form').$type<KanbanForm>().notNull(),
    xAxis: text('x_axis').$type<'time' | 'device'>().notNull(),
    range: text('range').$type<'hours' | 'custom' | 'recent'>().notNull(),
    hours: doublePrecision('hours'),
    fromTs: columns.at('from_ts'),
    toTs: columns.at('to_ts'),
    x: integer('x').notNull(),
    y: integer('y').notNull(),
    w: integer('w').notNull(),
    h: integer('h').notNull(),
    createdAt: columns.createdAt(),
  },
  (t) => [index('kanbans_dashboard_idx').on(t.dashboardId)],
);
export type KanbanRow = typeof kanbans.$inferSelect;

/** The settings and layout of a kanban as a data market keeps it (no ids of its own). */
export interface KanbanTemplate {
  name: string;
  description: string;
  device_ids: string[];
  points: string[];
  form: KanbanForm;
  x_axis: 'time' | 'device';
  range: 'hours' | 'custom' | 'recent';
  hours: number | null;
  from: number | null;
  to: number | null;
  layout: { x: number; y: number; w: number; h: number };
}

/** Data markets: named templates of kanbans a tenant adds to any of its dashboards. */
export const dataMarkets = pgTable(
  'data_markets',
  {
    id: columns.id(),
    tenantId: columns.belongsTo('tenant_id', () => tenants.id),
    name: text('name').notNull(),
    kanbans: jsonb('kanbans').$type<KanbanTemplate[]>().notNull(),
    createdAt: columns.createdAt(),
  },
  (t) => [index('data_markets_tenant_idx').on(t.tenantId)],
);
export type DataMarketRow = typeof dataMarkets.$inferSelect;
