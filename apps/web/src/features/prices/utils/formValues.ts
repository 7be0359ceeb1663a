import {
  PRICE_DAY_END,
  PRICE_DAY_START,
  type PriceConfig,
  type PriceTemplate,
  type PriceTemplateInput,
  priceTemplateInputSchema,
} from '@ies/contracts';
import { translateError } from '../../../i18n/translateError';
import { localText } from '../../../ui/localText';

type FormPeriod = { property: string; start: string; end: string; price: number | null };

/** What the form edits: the body of POST/PUT, with inputs that may still be empty. */
export interface PriceFormValues {
  name: string;
  remark: string;
  config: {
    charge_price: number | null;
    discharge_price: number | null;
    grid_connection_price: number | null;
    demand_charge_per_kw: number | null;
    periods: FormPeriod[];
    weekday_plans: { weekdays: number[]; periods: FormPeriod[] }[];
  };
}

export const NAME_MAX = 64;

export function emptyValues(): PriceFormValues {
  return {
    name: '',
    remark: '',
    config: {
      charge_price: null,
      discharge_price: null,
      grid_connection_price: null,
      demand_charge_per_kw: null,
      periods: [{ property: 'flat', start: PRICE_DAY_START, end: PRICE_DAY_END, price: null }],
      weekday_plans: [],
    },
  };
}

/** The form's values of a template: its name and remark in the app's language. */
export function valuesOf(template: PriceTemplate, name = localText(template, 'name')): PriceFormValues {
  const { config } = template;
  return {
    name,
    remark: localText(template, 'remark'),
    config: {
      charge_price: config.charge_price,
      discharge_price: config.discharge_price,
      grid_connection_price: config.grid_connection_price,
      demand_charge_per_kw: config.demand_charge_per_kw,
      periods: config.periods.map((p) => ({ ...p })),
      weekday_plans: config.weekday_plans.map((plan) => ({
        weekdays: [...plan.weekdays],
        periods: plan.periods.map((p) => ({ ...p })),
      })),
    },
  };
}

/** A copy's name: the original's with a suffix, cut so it stays within the name's length. */
export function copyName(name: string, suffix: string): string {
  return `${name.slice(0, NAME_MAX - suffix.length)}${suffix}`;
}

/** Leaves the form shows; other issue paths (a whole list, the special periods) go to the form's alert. */
const FORM_LEAVES = new Set([
  'name',
  'remark',
  'charge_price',
  'discharge_price',
  'grid_connection_price',
  'demand_charge_per_kw',
  'property',
  'start',
  'end',
  'price',
  'weekdays',
]);

export interface FieldIssue {
  name: (string | number)[];
  errors: string[];
}

/** Splits issues into ones shown at a field of the form and the rest. */
export function placeIssues(issues: { path: (string | number)[]; message: string }[]): {
  fields: FieldIssue[];
  general: string[];
} {
  const byField = new Map<string, FieldIssue>();
  const general: string[] = [];
  for (const issue of issues) {
    const last = issue.path.at(-1);
    const hidden = issue.path.includes('special_periods');
    if (typeof last === 'string' && FORM_LEAVES.has(last) && !hidden) {
      const key = issue.path.join('.');
      const entry = byField.get(key) ?? { name: issue.path, errors: [] };
      if (!entry.errors.includes(issue.message)) entry.errors.push(issue.message);
      byField.set(key, entry);
    } else if (!general.includes(issue.message)) {
      general.push(issue.message);
    }
  }
  return { fields: [...byField.values()], general };
}

/**
 * The body the server will get, checked in the browser with the contract's schema (the same
 * periodIssues rule the server runs). Issues come back translated from their catalogue codes.
 */
export function checkValues(
  values: PriceFormValues,
  kept: Pick<PriceConfig, 'special_periods'>,
): { body: PriceTemplateInput } | { fields: FieldIssue[]; general: string[] } {
  const body = {
    name: (values.name ?? '').trim(),
    remark: values.remark ?? '',
    config: {
      ...values.config,
      demand_charge_per_kw: values.config.demand_charge_per_kw ?? null,
      weekday_plans: values.config.weekday_plans ?? [],
      special_periods: kept.special_periods,
    },
  };
  const result = priceTemplateInputSchema.safeParse(body);
  if (result.success) return { body: result.data };
  const placed = placeIssues(
    result.error.issues.map((issue) => ({
      path: issue.path as (string | number)[],
      message: translateError(issue.message, (issue as { params?: Record<string, number> }).params),
    })),
  );
  return placed;
}
