import { DASHBOARD_GRID_COLUMNS, KANBAN_HEIGHT, type KanbanLayout } from '@ies/contracts';

/** Height of one grid row on screen, in pixels. */
export { DASHBOARD_GRID_COLUMNS as DASHBOARD_COLUMNS } from '@ies/contracts';
export const ROW_HEIGHT = 32;
/** Space between kanbans, in pixels. */
export const GAP = 8;

export type GridMode = 'move' | 'resize';

/**
 * The layout after a drag of (dx, dy) pixels on a grid whose columns are `colWidth` wide: moved by
 * whole cells, or resized from the bottom-right corner, always inside the 24 columns.
 */
export function draggedLayout(
  start: KanbanLayout,
  mode: GridMode,
  dx: number,
  dy: number,
  colWidth: number,
): KanbanLayout {
  const cols = Math.round(dx / Math.max(colWidth, 1));
  const rows = Math.round(dy / ROW_HEIGHT);
  if (mode === 'move') {
    const x = clamp(start.x + cols, 0, DASHBOARD_GRID_COLUMNS - start.w);
    return { ...start, x, y: Math.max(0, start.y + rows) };
  }
  const w = clamp(start.w + cols, 1, DASHBOARD_GRID_COLUMNS - start.x);
  const h = clamp(start.h + rows, KANBAN_HEIGHT.min, KANBAN_HEIGHT.max);
  return { ...start, w, h };
}

export function sameLayout(a: KanbanLayout, b: KanbanLayout): boolean {
  return a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;
}

/** Pixel box of a layout on a grid of `colWidth`-wide columns. */
export function boxOf(layout: KanbanLayout, colWidth: number) {
  return {
    left: layout.x * colWidth,
    top: layout.y * ROW_HEIGHT,
    width: layout.w * colWidth - GAP,
    height: layout.h * ROW_HEIGHT - GAP,
  };
}

/** Below this width (a phone) the kanbans stack full width in grid order instead of the 24 columns. */
export const STACK_BELOW_PX = 576;

/**
 * Pixel boxes of kanbans stacked one under another, full `width`, in reading order of their layout
 * (top to bottom, then left to right); each keeps its own height.
 */
export function stackedBoxes(items: ReadonlyArray<{ id: string; layout: KanbanLayout }>, width: number) {
  const ordered = [...items].sort((a, b) => a.layout.y - b.layout.y || a.layout.x - b.layout.x);
  const boxes: Record<string, ReturnType<typeof boxOf>> = {};
  let top = 0;
  for (const { id, layout } of ordered) {
    const height = layout.h * ROW_HEIGHT - GAP;
    boxes[id] = { left: 0, top, width, height };
    top += height + GAP;
  }
  return { boxes, height: top };
}

/** Rows the grid needs to show every kanban. */
export function gridRows(layouts: readonly KanbanLayout[]): number {
  return layouts.reduce((max, l) => Math.max(max, l.y + l.h), 0);
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
