import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addDays, nextDue, reportPeriod, sourceOver } from './delivery-schedule';
import type { ExportDocument } from './export-document';
import { writePdf, writeXlsx } from './export-files';

const MARKUP = '<script>alert(1)</script> 电站';
const FORMULA = '=HYPERLINK("http://evil.example","x")';

const doc: ExportDocument = {
  title: MARKUP,
  lines: ['统计周期: 2026-01-01 – 2026-01-31'],
  tables: [
    {
      title: FORMULA,
      notes: ['时区: Asia/Shanghai'],
      columns: ['时间', '充电量 (kWh)'],
      rows: [
        [{ text: MARKUP }, { text: '1,234.57', value: 1234.57 }],
        [{ text: '合计' }, { text: '1,234.57', value: 1234.57 }],
      ],
      totalRows: 1,
    },
  ],
};

describe('export files', () => {
  it('keeps markup as text and never writes a formula in xlsx', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await writeXlsx(doc)) as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0]!;
    const cells: unknown[] = [];
    sheet.eachRow((row) => row.eachCell((cell) => cells.push(cell.value)));
    expect(cells).toContain(MARKUP);
    expect(cells).toContain(`'${FORMULA}`);
    expect(cells).toContain(1234.57);
    expect(cells.some((c) => typeof c === 'object' && c !== null && 'formula' in c)).toBe(false);
  });

  it('draws a PDF with the CJK font, without scripts', async () => {
    const pdf = await writePdf(doc);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('NotoSansCJK');
    expect(text).not.toMatch(/\/JavaScript|\/JS\s|<script/);
    await expect(writePdf(doc, { path: '/nonexistent/font.ttf' })).rejects.toThrow(/PDF font not found/);
  });
});

describe('delivery schedule', () => {
  const shanghai = { timeZone: 'Asia/Shanghai', offsetMinutes: 480 };
  const berlin = { timeZone: 'Europe/Berlin', offsetMinutes: 60 };

  it('finds the next local due time, daily, weekly and monthly, across a daylight-saving change', () => {
    const at = Date.parse('2026-03-28T12:00:00Z');
    expect(
      new Date(
        nextDue({ frequency: 'daily', time: '07:00', weekday: null, monthDay: null }, shanghai, at),
      ).toISOString(),
    ).toBe('2026-03-28T23:00:00.000Z');
    // Berlin moves to summer time on 2026-03-29: 07:00 is 06:00 UTC before, 05:00 UTC after.
    const daily = { frequency: 'daily' as const, time: '07:00', weekday: null, monthDay: null };
    const first = nextDue(daily, berlin, at);
    expect(new Date(first).toISOString()).toBe('2026-03-29T05:00:00.000Z');
    const weekly = { frequency: 'weekly' as const, time: '08:30', weekday: 1, monthDay: null };
    expect(new Date(nextDue(weekly, shanghai, at)).toISOString()).toBe('2026-03-30T00:30:00.000Z');
    const monthly = { frequency: 'monthly' as const, time: '00:00', weekday: null, monthDay: 1 };
    expect(new Date(nextDue(monthly, shanghai, at)).toISOString()).toBe('2026-03-31T16:00:00.000Z');
  });

  it('reports the period just ended in the zone', () => {
    const due = Date.parse('2026-03-31T16:00:00Z'); // 2026-04-01 00:00 in Shanghai (a Wednesday)
    expect(reportPeriod('daily', shanghai, due)).toEqual({ start: '2026-03-31', end: '2026-03-31' });
    expect(reportPeriod('weekly', shanghai, due)).toEqual({ start: '2026-03-23', end: '2026-03-29' });
    expect(reportPeriod('monthly', shanghai, due)).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    const source = sourceOver(
      {
        kind: 'energy_report',
        report: 'revenue',
        query: {
          station_ids: [],
          start: '2020-01-01',
          end: '2020-01-02',
          bucket: 'day',
          base_start: '2019-01-01',
          base_end: '2019-01-02',
          mode: 'charge_discharge',
          unit: 'kg',
        },
      },
      { start: '2026-03-01', end: '2026-03-31' },
      shanghai,
    );
    expect(source.kind === 'energy_report' && source.query).toMatchObject({
      start: '2026-03-01',
      end: '2026-03-31',
      base_start: '2026-01-29',
      base_end: '2026-02-28',
    });
  });
});
