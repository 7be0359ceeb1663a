import ExcelJS from 'exceljs';

/** A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab/return) is prefixed with a quote. */
export function safeCell(value: unknown): string | number {
  if (typeof value === 'number') return value;
  const text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One sheet with a header row; every cell goes through safeCell. */
export async function xlsxOf(sheetName: string, header: string[], rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.addRow(header.map(safeCell));
  for (const row of rows) sheet.addRow(row.map(safeCell));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
