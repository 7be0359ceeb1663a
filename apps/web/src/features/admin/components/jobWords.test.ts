import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { durationInWords, everyInWords, jobTitle } from './jobWords';

describe('job words', () => {
  it('says a period in words in both languages', async () => {
    await i18n.changeLanguage('en');
    const t = i18n.t.bind(i18n);
    expect(everyInWords(t, 60_000)).toBe('every 1 minute');
    expect(everyInWords(t, 5 * 60_000)).toBe('every 5 minutes');
    expect(everyInWords(t, 1000)).toBe('every 1 second');
    expect(everyInWords(t, 90_000)).toBe('every 90 seconds');
    expect(everyInWords(t, 2 * 3_600_000)).toBe('every 2 hours');
    expect(durationInWords(t, 12)).toBe('12 ms');
    expect(durationInWords(t, 1549)).toBe('1.5 s');
    expect(jobTitle(t, { name: 'alarms.sweep' })).toBe('Alarm escalations and reminders');
    expect(jobTitle(t, { name: 'some.future-job' })).toBe('Other background job');
    await i18n.changeLanguage('zh');
    expect(everyInWords(i18n.t.bind(i18n), 60_000)).toBe('每 1 分钟');
  });
});
