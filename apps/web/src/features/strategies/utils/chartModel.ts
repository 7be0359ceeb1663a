import { minuteOfDay, type StrategyMode, type StrategyRange } from '@ies/contracts';
import { modeLabel } from './modes';

/**
 * One range of the 24-hour chart (issue 34 item 3). A threshold mode draws its grid-power limit as
 * a line with the allowed side shaded: peak shaving and demand control cap the import (the band
 * lies below the line), anti-reflux caps the export (the band lies above −limit), a demand
 * response caps the import during its event window. Standby plans nothing: a line at 0.
 */
export interface ChartSegment {
  from: number;
  to: number;
  mode: StrategyMode;
  /** Grid power limit in kW (import positive, export negative); 0 for standby. */
  limit: number;
  /** Which side of the line the grid power may be on. */
  allowed: 'below' | 'above' | 'none';
  label: string;
}

const hours = (time: string) => minuteOfDay(time) / 60;

export function chartSegments(ranges: readonly StrategyRange[]): ChartSegment[] {
  const segments: ChartSegment[] = [];
  for (const range of ranges) {
    const from = hours(range.start);
    const to = hours(range.end);
    const label = `${modeLabel(range.mode)} ${range.start}–${range.end}`;
    switch (range.mode) {
      case 'peak_shaving':
        segments.push({
          from,
          to,
          mode: range.mode,
          limit: range.grid_import_threshold_kw ?? 0,
          allowed: 'below',
          label,
        });
        break;
      case 'demand_control':
        segments.push({
          from,
          to,
          mode: range.mode,
          limit: range.demand_target_kw ?? 0,
          allowed: 'below',
          label,
        });
        break;
      case 'anti_reflux':
        segments.push({
          from,
          to,
          mode: range.mode,
          limit: -(range.max_export_kw ?? 0),
          allowed: 'above',
          label,
        });
        break;
      case 'demand_response': {
        // Outside its event window the range holds the battery; inside, the import is capped.
        const start = range.response_start ? hours(range.response_start) : from;
        const end = range.response_end ? hours(range.response_end) : to;
        if (start > from)
          segments.push({ from, to: start, mode: 'standby', limit: 0, allowed: 'none', label });
        segments.push({
          from: start,
          to: end,
          mode: range.mode,
          limit: range.response_target_kw ?? 0,
          allowed: 'below',
          label: `${modeLabel(range.mode)} ${range.response_start ?? range.start}–${range.response_end ?? range.end}`,
        });
        if (end < to) segments.push({ from: end, to, mode: 'standby', limit: 0, allowed: 'none', label });
        break;
      }
      default:
        segments.push({ from, to, mode: range.mode, limit: 0, allowed: 'none', label });
    }
  }
  return segments;
}

/** The axis reach: every limit in view with a margin, and room on both sides of zero for the bands. */
export function chartExtent(segments: readonly ChartSegment[]): { min: number; max: number } {
  const limits = segments.map((segment) => segment.limit);
  const reach = Math.max(10, ...limits.map((limit) => Math.abs(limit)));
  const pad = Math.ceil((reach * 1.25) / 10) * 10;
  return { min: Math.min(-pad / 2, ...limits.map((l) => l - pad / 4)), max: Math.max(pad, ...limits) };
}
