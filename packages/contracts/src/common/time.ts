import { z } from 'zod';
import { requiredString } from './text';

export const TIME_OF_DAY_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** A time of day, HH:mm (price periods). */
export const timeOfDay = requiredString().regex(TIME_OF_DAY_PATTERN, { error: 'iot-validation.10022' });

/** An ISO 8601 date-time with offset, e.g. 2025-05-27T08:00:00Z. */
export const dateTime = z.iso.datetime({ offset: true, error: 'iot-validation.10016' });

/** A date-time that must lie in the future when checked (firmware upgrade time). */
export const futureDateTime = dateTime.refine((value) => Date.parse(value) > Date.now(), {
  error: 'iot-validation.10009',
});
