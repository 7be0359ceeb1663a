import { describe, expect, it } from 'vitest';
import { draggedLayout, GAP, gridRows, ROW_HEIGHT, stackedBoxes } from './grid';

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

  it('stacks kanbans full width on a phone, top to bottom then left to right, each keeping its height', () => {
    const { boxes, height } = stackedBoxes(
      [
        { id: 'right', layout: { x: 12, y: 0, w: 12, h: 8 } },
        { id: 'below', layout: { x: 0, y: 8, w: 24, h: 4 } },
        { id: 'left', layout: { x: 0, y: 0, w: 12, h: 6 } },
      ],
      360,
    );
    expect(Object.keys(boxes).sort((a, b) => boxes[a]!.top - boxes[b]!.top)).toEqual([
      'left',
      'right',
      'below',
    ]);
    expect(Object.values(boxes).every((b) => b.left === 0 && b.width === 360)).toBe(true);
    expect(boxes.right!.top).toBe(boxes.left!.top + boxes.left!.height + GAP);
    expect(boxes.below!.height).toBe(4 * ROW_HEIGHT - GAP);
    expect(height).toBe((6 + 8 + 4) * ROW_HEIGHT);
  });
});
