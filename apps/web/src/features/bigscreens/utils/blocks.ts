import type { EnergyOverviewItem } from '@ies/contracts';

/** The text of each power block a station screen can show. */
export const BLOCK_LABEL_KEYS: Record<
  EnergyOverviewItem,
  `bigscreens.${'grid' | 'storage' | 'load' | 'pv'}`
> = {
  electricSupply: 'bigscreens.grid',
  energyStorage: 'bigscreens.storage',
  load: 'bigscreens.load',
  photovoltaic: 'bigscreens.pv',
};
