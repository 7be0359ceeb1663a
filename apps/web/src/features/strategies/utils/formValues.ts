import {
  DEFAULT_STRATEGY_RANGES,
  STRATEGY_MODE_FIELDS,
  type Strategy,
  type StrategyInput,
  type StrategyMode,
  type StrategyRange,
  strategyInputSchema,
} from '@ies/contracts';
import { translateError } from '../../../i18n/translateError';
import { localText } from '../../../ui/localText';

/** A range as the form edits it: numbers may still be empty. */
export type FormRange = {
  [K in keyof StrategyRange]?: StrategyRange[K] | null;
};

export interface StrategyFormValues {
  name: string;
  remark: string;
  ranges: FormRange[];
}

export const STRATEGY_NAME_MAX = 24;
const MODE_ONLY_FIELDS = [...new Set(Object.values(STRATEGY_MODE_FIELDS).flat())];

export function emptyValues(): StrategyFormValues {
  return { name: '', remark: '', ranges: DEFAULT_STRATEGY_RANGES.map((range) => ({ ...range })) };
}

/** The form's values of a strategy: its name and remark in the app's language. */
export function valuesOf(strategy: Strategy, name = localText(strategy, 'name')): StrategyFormValues {
  return {
    name,
    remark: localText(strategy, 'remark'),
    ranges: strategy.ranges.map((range) => ({ ...range })),
  };
}

/** A copy's name: the original's with a suffix, cut so it stays within the name's 24 characters. */
export function copyName(name: string, suffix: string): string {
  return `${name.slice(0, Math.max(0, STRATEGY_NAME_MAX - suffix.length))}${suffix}`;
}

/** A range's body: empty inputs become null, and the fields of other modes are dropped. */
export function rangeBody(range: FormRange): Record<string, unknown> {
  const mode = range.mode as StrategyMode | undefined;
  const own = new Set(mode ? STRATEGY_MODE_FIELDS[mode] : []);
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(range)) {
    if (MODE_ONLY_FIELDS.includes(key) && !own.has(key)) continue;
    body[key] = value === undefined || value === '' ? null : value;
  }
  for (const field of own) body[field] ??= null;
  return body;
}

export interface FormIssue {
  field: string;
  message: string;
}

/**
 * The body the server will get, checked with the contract's strategyInputSchema; issues come back
 * as `ranges.0.start`-style fields with their catalogue text in the current language.
 */
export function checkValues(values: StrategyFormValues): { body: StrategyInput } | { issues: FormIssue[] } {
  const body = {
    name: (values.name ?? '').trim(),
    remark: values.remark ?? '',
    ranges: (values.ranges ?? []).map(rangeBody),
  };
  const result = strategyInputSchema.safeParse(body);
  if (result.success) return { body: result.data };
  return {
    issues: result.error.issues.map((issue) => ({
      field: issue.path.join('.'),
      message: translateError(issue.message, (issue as { params?: Record<string, number> }).params),
    })),
  };
}
