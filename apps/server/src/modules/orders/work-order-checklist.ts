import type { ChecklistAnswer, TextVariants } from '@ies/contracts';
import type { ChecklistEntry, WorkOrderRow, WorkOrderTemplateRow } from '../../db/schema';
import { ValidationError } from '../../platform/app-error';

// A work order's checklist (docs/work-orders.md): copied from its template, answered on submit.

/** A new order's checklist: the template's items, each with its texts per language. */
export function checklistOf(template: WorkOrderTemplateRow): ChecklistEntry[] {
  return template.checklist.map((item, i) => {
    const variants = template.checklistI18n?.[i]?.item;
    const i18n: TextVariants = variants ? { item: variants } : {};
    return { item, done: false, note: '', i18n };
  });
}

/**
 * The submitted checklist must answer the order's items, in order (none when it has none). Each
 * item keeps its texts per language; the answer's note takes the variants sent with it.
 */
export function answered(row: WorkOrderRow, answers: ChecklistAnswer[]): ChecklistEntry[] | undefined {
  if (row.checklist.length === 0) return undefined;
  const same =
    answers.length === row.checklist.length && answers.every((a, i) => a.item === row.checklist[i]!.item);
  if (!same) throw new ValidationError([{ field: 'checklist', code: 'iot-order.10009' }]);
  return answers.map((a, i) => {
    const item = row.checklist[i]!.i18n?.item;
    const note = a.i18n?.note;
    return {
      item: a.item,
      done: a.done,
      note: a.note,
      i18n: { ...(item ? { item } : {}), ...(note ? { note } : {}) },
    };
  });
}
