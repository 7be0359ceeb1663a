import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../i18n';
import { parseOverviewDisplay } from '../hooks/useEnergyOverviewDisplay';
import { EnergyFlow, FIGURE_WIDTH, FLOW_VIEW, PART_RADIUS } from './EnergyFlow';

const powers = { grid_power: 3.5, active_power: -2, load_power: 4.25, photovoltaic_power: 2.75 };

describe('EnergyFlow', () => {
  it('shows only the parts the user configured, with their live power and direction', () => {
    render(<EnergyFlow powers={powers} display={['electricSupply', 'energyStorage']} soc={61.5} />);

    expect(screen.getByTestId('flow-electricSupply')).toBeInTheDocument();
    expect(screen.getByTestId('flow-energyStorage')).toBeInTheDocument();
    expect(screen.queryByTestId('flow-photovoltaic')).toBeNull();
    expect(screen.queryByTestId('flow-load')).toBeNull();
    expect(screen.getByTestId('flow-electricSupply-power')).toHaveTextContent('3.5 kW');
    // Importing from the grid flows towards the bus; a negative battery power is charging (away from it).
    expect(screen.getByTestId('flow-electricSupply')).toHaveAttribute('data-direction', 'in');
    expect(screen.getByTestId('flow-energyStorage')).toHaveAttribute('data-direction', 'out');
    expect(screen.getByTestId('flow-soc')).toHaveTextContent('SOC 61.5%');
  });

  it('keeps a long figure inside its circle and the SOC line inside the picture', () => {
    render(
      <EnergyFlow
        powers={{ active_power: 375.35, grid_power: 2.5 }}
        display={['electricSupply', 'energyStorage']}
        soc={88}
      />,
    );
    // "375.35 kW" is squeezed to the circle's inner width; a short figure keeps its own.
    expect(screen.getByTestId('flow-energyStorage-power')).toHaveAttribute(
      'textLength',
      String(FIGURE_WIDTH),
    );
    expect(FIGURE_WIDTH).toBeLessThan(2 * PART_RADIUS);
    expect(screen.getByTestId('flow-electricSupply-power')).not.toHaveAttribute('textLength');
    const socY = Number(screen.getByTestId('flow-soc').getAttribute('y'));
    expect(socY).toBeLessThan(FLOW_VIEW.height - 4);
    expect(screen.getByTestId('energy-flow').getAttribute('viewBox')).toBe(
      `0 0 ${FLOW_VIEW.width} ${FLOW_VIEW.height}`,
    );
  });

  it('shows all four parts and the load flowing out of the bus', () => {
    render(
      <EnergyFlow powers={powers} display={['electricSupply', 'photovoltaic', 'energyStorage', 'load']} />,
    );
    for (const item of ['electricSupply', 'photovoltaic', 'energyStorage', 'load']) {
      expect(screen.getByTestId(`flow-${item}`)).toBeInTheDocument();
    }
    expect(screen.getByTestId('flow-load')).toHaveAttribute('data-direction', 'out');
    expect(screen.getByTestId('flow-photovoltaic')).toHaveAttribute('data-direction', 'in');
  });

  it('reads energyOverviewDisplay from singleStationConfig, everything when unset', () => {
    expect(parseOverviewDisplay([])).toEqual(['electricSupply', 'energyStorage', 'load', 'photovoltaic']);
    expect(
      parseOverviewDisplay([
        {
          key: 'singleStationConfig',
          value: JSON.stringify({ energyOverviewDisplay: ['load', 'photovoltaic'] }),
        },
      ]),
    ).toEqual(['load', 'photovoltaic']);
    expect(parseOverviewDisplay([{ key: 'singleStationConfig', value: '{broken' }])).toHaveLength(4);
  });
});
