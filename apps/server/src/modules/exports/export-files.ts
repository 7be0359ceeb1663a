import { existsSync } from 'node:fs';
import type { ExportFormat } from '@ies/contracts';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import { safeCell } from '../system-log/xlsx';
import type { ExportDocument, ExportTable } from './export-document';

/**
 * The font PDFs are drawn with: one that holds CJK glyphs (Chinese names, headers). A deployment
 * provides it with Debian's `fonts-noto-cjk` (the default path) or points PDF_FONT at another
 * TrueType/OpenType file (PDF_FONT_FAMILY names the face inside a .ttc collection).
 */
export interface PdfFont {
  path: string;
  family?: string;
}
export const DEFAULT_PDF_FONT: PdfFont = {
  path: process.env.PDF_FONT?.trim() || '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  family: process.env.PDF_FONT?.trim()
    ? process.env.PDF_FONT_FAMILY?.trim() || undefined
    : 'NotoSansCJKsc-Regular',
};

/** Sheet names: at most 31 characters, none of : \ / ? * [ ], unique in the book. */
function sheetName(title: string, index: number, used: Set<string>): string {
  let name =
    title
      .replace(/[:\\/?*[\]]/g, ' ')
      .trim()
      .slice(0, 28) || `Sheet ${index + 1}`;
  while (used.has(name.toLowerCase())) name = `${name.slice(0, 26)} ${index + 1}`;
  used.add(name.toLowerCase());
  return name;
}

/**
 * The document as xlsx: a sheet per table, the title and lines above its header, figures as
 * numbers (rounded as the screen shows them), free text as text (never a formula: safeCell).
 */
export async function writeXlsx(doc: ExportDocument): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.title = doc.title;
  const used = new Set<string>();
  doc.tables.forEach((table, index) => {
    const sheet = book.addWorksheet(sheetName(table.title, index, used));
    sheet.addRow([safeCell(doc.title)]).font = { bold: true, size: 13 };
    for (const line of doc.lines) sheet.addRow([safeCell(line)]);
    sheet.addRow([safeCell(table.title)]).font = { bold: true };
    for (const note of table.notes) sheet.addRow([safeCell(note)]);
    sheet.addRow([]);
    const header = sheet.addRow(table.columns.map(safeCell));
    header.font = { bold: true };
    const first = table.rows.length - table.totalRows;
    table.rows.forEach((cells, i) => {
      const row = sheet.addRow(cells.map((c) => (c.value !== undefined ? c.value : safeCell(c.text))));
      if (i >= first) row.font = { bold: true };
    });
    table.columns.forEach((title, i) => {
      const widest = Math.max(title.length, ...table.rows.map((r) => r[i]?.text.length ?? 0));
      sheet.getColumn(i + 1).width = Math.min(40, Math.max(10, widest + 2));
    });
  });
  if (doc.tables.length === 0) {
    const sheet = book.addWorksheet('Report');
    sheet.addRow([safeCell(doc.title)]);
    for (const line of doc.lines) sheet.addRow([safeCell(line)]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const MARGIN = 32;
const FONT_SIZE = 8;
const ROW_GAP = 3;

/**
 * The document as PDF, drawn with pdfkit: text is placed as glyphs, never read as markup, so a
 * name like `<script>` prints as those characters. Wide tables are split into column pages, each
 * repeating the first column.
 */
export function writePdf(doc: ExportDocument, font: PdfFont = DEFAULT_PDF_FONT): Promise<Buffer> {
  if (!existsSync(font.path)) {
    return Promise.reject(
      new Error(`PDF font not found at ${font.path} (install fonts-noto-cjk or set PDF_FONT)`),
    );
  }
  const pdf = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: doc.title, Creator: 'IES platform' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  if (font.family) pdf.registerFont('body', font.path, font.family);
  else pdf.registerFont('body', font.path);
  pdf.font('body');
  pdf.fontSize(14).text(doc.title);
  pdf.fontSize(9);
  for (const line of doc.lines) pdf.text(line);
  for (const table of doc.tables) drawTable(pdf, table);
  pdf.end();
  return done;
}

function drawTable(pdf: PDFKit.PDFDocument, table: ExportTable): void {
  const width = pdf.page.width - 2 * MARGIN;
  pdf.moveDown(0.8);
  pdf.fontSize(11).text(table.title, MARGIN);
  pdf.fontSize(8);
  for (const note of table.notes) pdf.text(note, MARGIN);
  pdf.moveDown(0.3);
  pdf.fontSize(FONT_SIZE);
  // Column widths from their longest text, then split into groups that fit the page.
  const widths = table.columns.map((title, i) =>
    Math.min(
      160,
      Math.max(
        36,
        pdf.widthOfString(title) + 8,
        ...table.rows.map((r) => pdf.widthOfString(r[i]?.text ?? '') + 8),
      ),
    ),
  );
  const groups: number[][] = [];
  let group: number[] = [];
  let used = widths[0] ?? 0;
  for (let i = 1; i < widths.length; i++) {
    if (group.length > 0 && used + widths[i]! > width) {
      groups.push(group);
      group = [];
      used = widths[0]!;
    }
    group.push(i);
    used += widths[i]!;
  }
  if (group.length > 0 || groups.length === 0) groups.push(group);
  for (const cols of groups) {
    const shown = [0, ...cols];
    const header = shown.map((i) => table.columns[i] ?? '');
    const shownWidths = shown.map((i) => widths[i]!);
    const drawHeader = () =>
      drawRow(
        pdf,
        header,
        shownWidths,
        true,
        shown.map(() => false),
      );
    drawHeader();
    const first = table.rows.length - table.totalRows;
    for (const [r, row] of table.rows.entries()) {
      const cells = shown.map((i) => row[i]?.text ?? '');
      const numeric = shown.map((i) => row[i]?.value !== undefined);
      drawRow(pdf, cells, shownWidths, r >= first, numeric, drawHeader);
    }
    pdf.moveDown(0.5);
  }
}

function drawRow(
  pdf: PDFKit.PDFDocument,
  cells: string[],
  widths: number[],
  bold: boolean,
  right: boolean[],
  onNewPage?: () => void,
): void {
  const height =
    Math.max(...cells.map((c, i) => pdf.heightOfString(c, { width: widths[i]! - 6 }))) + ROW_GAP * 2;
  if (pdf.y + height > pdf.page.height - MARGIN) {
    pdf.addPage();
    onNewPage?.();
  }
  const top = pdf.y;
  let x = MARGIN;
  if (bold)
    pdf
      .rect(
        MARGIN,
        top,
        widths.reduce((a, b) => a + b, 0),
        height,
      )
      .fill('#eeeeee')
      .fillColor('#000000');
  cells.forEach((cell, i) => {
    pdf.text(cell, x + 3, top + ROW_GAP, { width: widths[i]! - 6, align: right[i] ? 'right' : 'left' });
    x += widths[i]!;
  });
  pdf
    .moveTo(MARGIN, top + height)
    .lineTo(x, top + height)
    .lineWidth(0.3)
    .strokeColor('#999999')
    .stroke();
  pdf.x = MARGIN;
  pdf.y = top + height;
}

export const writeFile = (format: ExportFormat, doc: ExportDocument): Promise<Buffer> =>
  format === 'xlsx' ? writeXlsx(doc) : writePdf(doc);
