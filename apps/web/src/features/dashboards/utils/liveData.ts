import type { Kanban, KanbanData, LiveSample } from '@ies/contracts';

/**
 * A kanban's data with a device's live samples appended: each of its series of that device gets
 * the sample's value of its point; the range is kept (the last `hours`, or the latest 100).
 */
export function withLiveSamples(
  data: KanbanData,
  kanban: Pick<Kanban, 'range' | 'hours'>,
  deviceId: string,
  samples: readonly LiveSample[],
  now: number,
): KanbanData {
  const since = kanban.range === 'hours' ? now - (kanban.hours ?? 1) * 3_600_000 : undefined;
  const series = data.series.map((s) => {
    if (s.device_id !== deviceId) return s;
    const last = s.data.at(-1)?.[0] ?? Number.NEGATIVE_INFINITY;
    const added = samples
      .filter((sample) => sample.ts > last && sample.values[s.point] !== undefined)
      .map(
        (sample) => [sample.ts, cell(sample.values[s.point])] as [number, number | string | boolean | null],
      );
    if (added.length === 0) return s;
    let rows = [...s.data, ...added];
    if (since !== undefined) rows = rows.filter((r) => r[0] >= since);
    if (kanban.range === 'recent') rows = rows.slice(-100);
    return { ...s, data: rows };
  });
  return { ...data, series };
}

function cell(value: unknown): number | string | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}
