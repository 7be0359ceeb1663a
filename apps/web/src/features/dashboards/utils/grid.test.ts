import { describe, expect, it } from 'vitest';
import { draggedLayout, gridRows } from './grid';

describe('kanban grid moves', () => {
  const start = { x: 2, y: 3, w: 12, h: 8 };

  it('moves by whole cells and never past the 24th column or above the top', () => {
    expect(draggedLayout(start, 'move', 95, 40, 50)).toEqual({ x: 4, y: 4, w: 12, h: 8 });
    expect(draggedLayout(start, 'move', 5000, -5000, 50)).toEqual({ x: 12, y: 0, w: 12, h: 8 });
  });

  it('resizes from the corner within the grid and the height limits', () => {
    expect(draggedLayout(start, 'resize', -200, 64, 50)).toEqual({ x: 2, y: 3, w: 8, h: 10 });
    expect(draggedLayout(start, 'resize', 5000, -5000, 50)).toEqual({ x: 2, y: 3, w: 22, h: 2 });
  });

  it('counts the rows the kanbans take', () => {
    expect(gridRows([start, { x: 0, y: 0, w: 4, h: 20 }])).toBe(20);
  });
});
