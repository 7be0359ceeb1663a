import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatChange, formatFigure } from './format';
import { basePeriod, defaultPeriod, toDate } from './periods';

describe('report periods and figures', () => {
  it('compares with the same number of days just before, or the same dates a year earlier', () => {
    expect(basePeriod('2026-03-01', '2026-03-31', 'previous')).toEqual({
      base_start: '2026-01-29',
      base_end: '2026-02-28',
    });
    expect(basePeriod('2024-02-29', '2024-03-02', 'last_year')).toEqual({
      base_start: '2023-02-28',
      base_end: '2023-03-02',
    });
  });

  it('starts on a closed period that ends yesterday', () => {
    const today = dayjs('2026-11-28');
    expect(defaultPeriod('day', today).map(toDate)).toEqual(['2026-11-21', '2026-11-27']);
    expect(defaultPeriod('hour', today).map(toDate)).toEqual(['2026-11-27', '2026-11-27']);
    expect(defaultPeriod('month', today).map(toDate)).toEqual(['2026-01-01', '2026-11-27']);
  });

  it('formats money in the station currency and change rates as signed percentages', () => {
    expect(formatFigure(1234.567, 'money', 'USD', 'en')).toBe('US$1,234.57');
    expect(formatFigure(1234.567, 'kWh', 'CNY', 'zh')).toBe('1,234.57');
    expect(formatChange(0.1234, 'en')).toBe('+12.3 %');
    expect(formatChange(null, 'en')).toBe('—');
  });
});
