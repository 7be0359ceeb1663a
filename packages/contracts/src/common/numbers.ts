import { z } from 'zod';
import type { Range } from './limits';
import {
  COMMAND_INTERVAL_SECONDS,
  PRICE_DECIMALS,
  STRATEGY_POWER_DECIMALS,
  TIME_ZONE_OFFSET_HOURS,
  TIMED_RETRY_INTERVAL,
  TIMED_RETRY_TIMES,
} from './limits';
import {
  LORA_BEACON_WINDOW,
  LORA_POWER_DBM,
  LORA_REFRESH_INTERVAL_SECONDS,
  LORA_SCAN_INTERVAL_SECONDS,
  LORA_SLOT_WIDTH,
  LORA_START_FREQUENCY_MHZ,
  LORA_TX_DELAY,
} from './lora-limits';
import { REQUIRED_CODE } from './text';

const NOT_A_NUMBER_CODE = 'iot-validation.10020';
const INTEGER_CODE = 'iot-validation.10005';
const DECIMALS_CODE = 'iot-validation.10006';
/** A start frequency inside the band but off its 0.2 MHz grid. */
export const LORA_FREQUENCY_STEP_CODE = 'iot-lora.10001';

/** Decimal places of a finite number as written in its shortest form (1.25 → 2, 1e-7 → 7). */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).toLowerCase().split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

export function finiteNumber() {
  return z.number({ error: (issue) => (issue.input === undefined ? REQUIRED_CODE : NOT_A_NUMBER_CODE) });
}

/** A number within an inclusive range; the issue carries {min} and {max} for the '10002' text. */
export function numberInRange(range: Range) {
  return finiteNumber().refine((value) => value >= range.min && value <= range.max, {
    error: '10002',
    params: { min: range.min, max: range.max },
  });
}

export function integerInRange(range: Range) {
  return numberInRange(range).refine(Number.isInteger, { error: INTEGER_CODE });
}

/** Zero or positive with at most `digits` decimal places (prices, incomes, costs). */
export function nonNegativeDecimal(digits: number) {
  return finiteNumber()
    .min(0, { error: '10003' })
    .refine((value) => decimalPlaces(value) <= digits, { error: DECIMALS_CODE, params: { digits } });
}

export const priceValue = nonNegativeDecimal(PRICE_DECIMALS);
/** Strategy power values may be negative (charging); at most 3 decimals. */
export const strategyPowerValue = finiteNumber().refine(
  (value) => decimalPlaces(value) <= STRATEGY_POWER_DECIMALS,
  {
    error: DECIMALS_CODE,
    params: { digits: STRATEGY_POWER_DECIMALS },
  },
);
export const timedRetryTimes = integerInRange(TIMED_RETRY_TIMES);
export const timedRetryInterval = integerInRange(TIMED_RETRY_INTERVAL);
export const commandIntervalSeconds = integerInRange(COMMAND_INTERVAL_SECONDS);
export const timeZoneOffsetHours = integerInRange(TIME_ZONE_OFFSET_HOURS);
export const loraPowerDbm = integerInRange(LORA_POWER_DBM);
/** 470.3–488.7 MHz in steps of 0.2 from the start. */
export const loraStartFrequencyMhz = numberInRange(LORA_START_FREQUENCY_MHZ).refine(
  (value) => {
    const steps = (value - LORA_START_FREQUENCY_MHZ.min) / LORA_START_FREQUENCY_MHZ.step;
    return Math.abs(steps - Math.round(steps)) < 1e-6;
  },
  { error: LORA_FREQUENCY_STEP_CODE },
);
export const loraTxDelay = integerInRange(LORA_TX_DELAY);
export const loraBeaconWindow = integerInRange(LORA_BEACON_WINDOW);
export const loraSlotWidth = integerInRange(LORA_SLOT_WIDTH);
export const loraScanIntervalSeconds = integerInRange(LORA_SCAN_INTERVAL_SECONDS);
export const loraRefreshIntervalSeconds = integerInRange(LORA_REFRESH_INTERVAL_SECONDS);
