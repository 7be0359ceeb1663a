import type { Kanban, KanbanInput } from '@ies/contracts';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

/** The form's values: the range and its hours as one choice ("h:6", "custom", "recent"). */
export interface KanbanFormValues {
  name: string;
  description: string;
  device_ids: string[];
  points: string[];
  form: KanbanInput['form'];
  x_axis: KanbanInput['x_axis'];
  range: string;
  custom?: [Dayjs, Dayjs];
}

export function formValuesOf(kanban?: Kanban): Partial<KanbanFormValues> {
  if (!kanban) return { form: 'line', x_axis: 'time', range: 'h:1', device_ids: [], points: [] };
  return {
    name: kanban.name,
    description: kanban.description,
    device_ids: kanban.device_ids,
    points: kanban.points,
    form: kanban.form,
    x_axis: kanban.x_axis,
    range: kanban.range === 'hours' ? `h:${kanban.hours}` : kanban.range,
    custom:
      kanban.range === 'custom' && kanban.from !== null && kanban.to !== null
        ? [dayjs(kanban.from), dayjs(kanban.to)]
        : undefined,
  };
}

export function inputOf(values: KanbanFormValues, layout?: Kanban['layout']): KanbanInput {
  const hours = values.range.startsWith('h:') ? Number(values.range.slice(2)) : null;
  return {
    name: values.name,
    description: values.description,
    device_ids: values.device_ids,
    points: values.points,
    form: values.form,
    x_axis: values.x_axis,
    range: hours !== null ? 'hours' : (values.range as 'custom' | 'recent'),
    hours: hours as KanbanInput['hours'],
    from: values.range === 'custom' ? (values.custom?.[0]?.valueOf() ?? null) : null,
    to: values.range === 'custom' ? (values.custom?.[1]?.valueOf() ?? null) : null,
    ...(layout ? { layout } : {}),
  };
}
