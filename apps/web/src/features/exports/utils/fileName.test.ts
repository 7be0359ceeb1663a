import { describe, expect, it } from 'vitest';
import { fileNameOf } from './fileName';

describe('fileNameOf', () => {
  it('keeps letters of any script and drops markup and separators', () => {
    expect(fileNameOf('电量统计 2026-01-01 – 2026-01-31', 'xlsx')).toBe(
      '电量统计-2026-01-01-2026-01-31.xlsx',
    );
    expect(fileNameOf('<script>', 'pdf')).toBe('script.pdf');
    expect(fileNameOf('///', 'pdf')).toBe('report.pdf');
  });
});
