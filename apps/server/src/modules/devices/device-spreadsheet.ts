import {
  DEVICE_IMPORT_ROWS_MAX,
  DEVICE_SHEET_COLUMNS,
  DEVICE_SHEET_NUMBER_COLUMNS,
  type Device,
  type DeviceSheetColumn,
} from '@ies/contracts';
import ExcelJS from 'exceljs';
import { AppError } from '../../platform/app-error';

/** A row of an import file: its number as the user sees it (sheet row, or position in the JSON list) and its values. */
export interface ImportRow {
  row: number;
  values: Record<string, unknown>;
}

const wrongFile = () => new AppError('iot-device.10007');

function cellValue(cell: ExcelJS.Cell, numeric: boolean): unknown {
  const text = cell.text?.trim() ?? '';
  if (text === '') return undefined;
  if (!numeric) return text;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
}

/**
 * Rows of the first sheet of an xlsx file whose first row names template columns. Anything else
 * (not xlsx, unknown or missing id/name/type columns, too many rows) is the wrong file.
 */
export async function readDeviceSheet(file: Buffer): Promise<ImportRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  } catch {
    throw wrongFile();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw wrongFile();
  const columns = new Map<number, DeviceSheetColumn>();
  sheet.getRow(1).eachCell((cell, index) => {
    const name = cell.text.trim();
    if (!(DEVICE_SHEET_COLUMNS as readonly string[]).includes(name)) throw wrongFile();
    columns.set(index, name as DeviceSheetColumn);
  });
  const names = new Set(columns.values());
  if (!names.has('id') || !names.has('name') || !names.has('type')) throw wrongFile();
  const rows: ImportRow[] = [];
  for (let number = 2; number <= sheet.rowCount; number++) {
    const values: Record<string, unknown> = {};
    for (const [index, column] of columns) {
      const value = cellValue(
        sheet.getRow(number).getCell(index),
        DEVICE_SHEET_NUMBER_COLUMNS.includes(column),
      );
      if (value !== undefined) values[column] = value;
    }
    if (Object.keys(values).length === 0) continue;
    rows.push({ row: number, values });
    if (rows.length > DEVICE_IMPORT_ROWS_MAX)
      throw new AppError('iot-validation.10017', { status: 422, params: { max: DEVICE_IMPORT_ROWS_MAX } });
  }
  if (rows.length === 0) throw wrongFile();
  return rows;
}

/** A spreadsheet program runs a cell starting with one of these as a formula (CSV/formula injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const EXPORT_COLUMNS: Array<{ header: string; value: (d: Device) => string | number | null }> = [
  { header: 'id', value: (d) => d.id },
  { header: 'name', value: (d) => d.name },
  { header: 'type', value: (d) => d.type_name },
  { header: 'status', value: (d) => d.status },
  { header: 'description', value: (d) => d.description },
  { header: 'longitude', value: (d) => d.longitude },
  { header: 'latitude', value: (d) => d.latitude },
  { header: 'gateway_id', value: (d) => d.gateway_id },
  { header: 'firmware_version', value: (d) => d.firmware_version },
  { header: 'hardware_version', value: (d) => d.hardware_version },
  { header: 'serial_number', value: (d) => d.serial_number },
  { header: 'ems_type', value: (d) => d.ems_type },
  { header: 'control_mode', value: (d) => d.control_mode },
  { header: 'tz_offset_minutes', value: (d) => d.tz_offset_minutes },
  { header: 'online_at', value: (d) => d.online_at },
  { header: 'offline_at', value: (d) => d.offline_at },
  { header: 'created_at', value: (d) => d.created_at },
];

/** The device list as xlsx; every text cell is escaped so no value runs as a formula. */
export async function writeDeviceSheet(devices: readonly Device[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('devices');
  sheet.addRow(EXPORT_COLUMNS.map((c) => c.header));
  for (const device of devices) {
    sheet.addRow(
      EXPORT_COLUMNS.map((c) => {
        const value = c.value(device);
        return typeof value === 'string' ? escapeCell(value) : value;
      }),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
