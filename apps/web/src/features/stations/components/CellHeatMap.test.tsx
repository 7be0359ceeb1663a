import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../i18n';
import { cellStats } from '../utils/heatMap';
import { CellHeatMap } from './CellHeatMap';

describe('CellHeatMap', () => {
  it('outlines and names the lowest and the highest cell', () => {
    render(<CellHeatMap kind="voltage" unit="V" values={[3.31, 3.29, 3.42, null, 3.3, 3.42]} />);

    expect(screen.getByTestId('heat-voltage-cell-3')).toHaveAttribute('data-extreme', 'max');
    expect(screen.getByTestId('heat-voltage-cell-2')).toHaveAttribute('data-extreme', 'min');
    expect(screen.getByTestId('heat-voltage-cell-1')).not.toHaveAttribute('data-extreme');
    expect(screen.getByTestId('heat-voltage-max')).toHaveTextContent('#3 3.42 V');
    expect(screen.getByTestId('heat-voltage-min')).toHaveTextContent('#2 3.29 V');
  });

  it('finds the extremes skipping missing cells; none when there are no values', () => {
    expect(cellStats([null, 25.5, 24.1, 30.2])).toEqual({
      min: { cell: 3, value: 24.1 },
      max: { cell: 4, value: 30.2 },
    });
    expect(cellStats([])).toEqual({ min: null, max: null });
  });
});
