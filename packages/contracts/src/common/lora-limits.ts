import type { Range } from './limits';

// LoRa radio settings (docs/spec/B-operations.md §5)
export const LORA_POWER_DBM = { min: 2, max: 27 } as const satisfies Range;
export const LORA_START_FREQUENCY_MHZ = { min: 470.3, max: 488.7, step: 0.2 } as const;
export const LORA_TX_DELAY = { min: 30, max: 15_000 } as const satisfies Range;
export const LORA_BEACON_WINDOW = { min: 30_000, max: 180_000 } as const satisfies Range;
export const LORA_SLOT_WIDTH = { min: 30, max: 80 } as const satisfies Range;
export const LORA_SCAN_INTERVAL_MAX_SECONDS = 60;
export const LORA_REFRESH_INTERVAL_MAX = 60;
/** Scan interval, whole seconds: at most 60 (B §5); at least 1 (ours: 0 would scan without pause). */
export const LORA_SCAN_INTERVAL_SECONDS = {
  min: 1,
  max: LORA_SCAN_INTERVAL_MAX_SECONDS,
} as const satisfies Range;
/** Refresh interval, whole seconds: at most 60 (B §5); at least 1 (ours). */
export const LORA_REFRESH_INTERVAL_SECONDS = {
  min: 1,
  max: LORA_REFRESH_INTERVAL_MAX,
} as const satisfies Range;
/** LoRa keys and addresses are hexadecimal strings of one of these lengths. */
export const LORA_HEX_LENGTHS = [32, 8] as const;
