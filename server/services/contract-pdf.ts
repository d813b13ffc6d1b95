import { createHash } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ContractText } from './contract-text';

export interface SignatureFacts {
  typedName: string;
  tuid: number;
  signedAt: string;
  channel: 'phone' | 'email';
  /** The verified phone or e-mail, masked. */
  verifiedTarget: string;
  ip: string;
}

export interface AuditStep {
  at: string;
  step: string;
  detail: string;
  ip: string;
}

export interface SignedContractPdf {
  bytes: Uint8Array;
  /** SHA-256 of the signed contract pages, before the audit page was added (printed on it). */
  documentSha256: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;

/** The standard fonts encode WinAnsi only: anything else is replaced so a name never breaks the PDF. */
function printable(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');
}

/** Lays out lines top-down, starting a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly font: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  paragraph(text: string, options: { size?: number; bold?: boolean; gap?: number } = {}): void {
    const size = options.size ?? 10.5;
    const font = options.bold ? this.bold : this.font;
    const maxWidth = PAGE.width - 2 * PAGE.margin;
    for (const line of wrap(printable(text), font, size, maxWidth)) {
      if (this.y < PAGE.margin + size) {
        this.page = this.doc.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - PAGE.margin;
      }
      this.page.drawText(line, { x: PAGE.margin, y: this.y - size, size, font, color: rgb(0.1, 0.1, 0.12) });
      this.y -= size * 1.45;
    }
    this.y -= options.gap ?? 6;
  }
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

/**
 * The signed contract: its text and a signature block with the typed name, the time and the
 * verified phone or e-mail; then an audit page with the SHA-256 of those pages and every step of
 * signing with its time and address.
 */
export async function buildSignedContractPdf(text: ContractText, facts: SignatureFacts, steps: AuditStep[]): Promise<SignedContractPdf> {
  const signedAt = new Date(facts.signedAt);
  const doc = await PDFDocument.create();
  doc.setTitle(`${text.title} - tutor ${facts.tuid}`);
  doc.setCreator('Tutor portal');
  doc.setProducer('Tutor portal');
  doc.setCreationDate(signedAt);
  doc.setModificationDate(signedAt);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = new Writer(doc, font, bold);
  writer.paragraph(text.title, { size: 16, bold: true, gap: 4 });
  writer.paragraph(`Version ${text.version}`, { size: 9, gap: 14 });
  for (const paragraph of text.paragraphs) writer.paragraph(paragraph);
  writer.paragraph('Electronic signature', { size: 12, bold: true, gap: 4 });
  writer.paragraph(`Signed by: ${facts.typedName} (tutor ID ${facts.tuid})`);
  writer.paragraph(`Signed at: ${facts.signedAt} (UTC)`);
  writer.paragraph(`Identity verified by ${facts.channel === 'phone' ? 'phone' : 'e-mail'}: ${facts.verifiedTarget}`);
  writer.paragraph(`From address: ${facts.ip}`);
  const contractBytes = await doc.save();
  const documentSha256 = createHash('sha256').update(contractBytes).digest('hex');

  const audited = await PDFDocument.load(contractBytes, { updateMetadata: false });
  const auditFont = await audited.embedFont(StandardFonts.Helvetica);
  const auditBold = await audited.embedFont(StandardFonts.HelveticaBold);
  const audit = new Writer(audited, auditFont, auditBold);
  audit.paragraph('Audit trail', { size: 16, bold: true, gap: 10 });
  audit.paragraph(`SHA-256 of the signed document (the pages before this one): ${documentSha256}`, { gap: 12 });
  for (const step of steps) audit.paragraph(`${step.at}  ${step.step}${step.detail ? ` - ${step.detail}` : ''}  (address ${step.ip})`, { size: 9.5, gap: 2 });
  return { bytes: await audited.save(), documentSha256 };
}
