import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { localDate } from '../../src/domain/provider-time';
import { PAY_LINE_KIND_LABELS, formatPhp, periodLabel, type Statement } from '../../src/domain/service-fee';

/** The same library as the signed contract (pdf-lib: pure JavaScript, no binary download). */

const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
const COLUMNS = [0, 80, 300, 420] as const;

/** The standard fonts encode WinAnsi only: anything else is replaced so a name never breaks the PDF. */
function printable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
}

function fit(text: string, font: PDFFont, size: number, width: number): string {
  let value = printable(text);
  while (value.length > 1 && font.widthOfTextAtSize(value, size) > width) value = value.slice(0, -1);
  return value;
}

export interface PayslipFacts {
  tutorName: string;
  tuid: number;
  account: string;
  generatedAt: string;
}

/** A payslip for one period: every statement line (date, what, class or source, amount) and the totals. */
export async function buildPayslipPdf(statement: Statement, facts: PayslipFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Service fee payslip ${statement.Period}`);
  doc.setCreator('Tutor portal');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const ink = rgb(0.1, 0.1, 0.12);
  const text = (value: string, x: number, options: { size?: number; bold?: boolean; width?: number } = {}) => {
    const size = options.size ?? 9.5;
    const f = options.bold ? bold : font;
    page.drawText(fit(value, f, size, options.width ?? PAGE.width - PAGE.margin - x), { x: PAGE.margin + x, y: y - size, size, font: f, color: ink });
  };
  const newLine = (height: number) => {
    y -= height;
    if (y < PAGE.margin + 40) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
  };
  const right = (value: string, options: { bold?: boolean } = {}) => {
    const f = options.bold ? bold : font;
    const w = f.widthOfTextAtSize(value, 9.5);
    page.drawText(value, { x: PAGE.width - PAGE.margin - w, y: y - 9.5, size: 9.5, font: f, color: ink });
  };

  text('Service fee payslip', 0, { size: 16, bold: true });
  newLine(26);
  text(`Period: ${periodLabel(statement.Period)} (${statement.Period}, ${statement.TimeZone} time)`, 0);
  newLine(14);
  text(`Tutor: ${facts.tutorName} (TUID ${facts.tuid})`, 0);
  newLine(14);
  text(`Paid to: ${facts.account || 'No payment account confirmed'}`, 0);
  newLine(14);
  text(statement.PaidOn ? `Paid on ${statement.PaidOn}` : 'Not paid yet', 0);
  newLine(22);

  text('Date', COLUMNS[0], { bold: true });
  text('Line', COLUMNS[1], { bold: true });
  text('Class or source', COLUMNS[2], { bold: true });
  right('Amount', { bold: true });
  newLine(16);
  for (const line of statement.Lines) {
    text(localDate(Date.parse(line.CountsAt), statement.TimeZone), COLUMNS[0]);
    text(line.Note ? `${line.Label}: ${line.Note}` : line.Label, COLUMNS[1], { width: COLUMNS[2] - COLUMNS[1] - 8 });
    text(line.ClassId !== null ? `Class ${line.ClassId}` : `${line.SourceType} ${line.SourceId}`, COLUMNS[2], { width: COLUMNS[3] - COLUMNS[2] - 8 });
    right(formatPhp(Math.round(line.AmountPhp * 100)));
    newLine(13);
  }
  if (statement.Lines.length === 0) {
    text('No pay lines in this period.', 0);
    newLine(13);
  }
  newLine(10);
  const totals: Array<[string, number]> = [
    [PAY_LINE_KIND_LABELS.classFee, statement.Totals.ClassFees],
    [PAY_LINE_KIND_LABELS.penalty, statement.Totals.Penalties],
    [PAY_LINE_KIND_LABELS.bonus, statement.Totals.Bonuses],
    [PAY_LINE_KIND_LABELS.flowers, statement.Totals.Flowers],
    [PAY_LINE_KIND_LABELS.adjustment, statement.Totals.Adjustments],
  ];
  for (const [label, amount] of totals) {
    text(label, COLUMNS[2]);
    right(formatPhp(Math.round(amount * 100)));
    newLine(13);
  }
  newLine(4);
  text('Total', COLUMNS[2], { bold: true });
  right(formatPhp(Math.round(statement.Totals.Total * 100)), { bold: true });
  newLine(26);
  text(`Generated ${facts.generatedAt}. Every line is an entry of the tutor's pay ledger.`, 0, { size: 8 });
  return doc.save();
}
