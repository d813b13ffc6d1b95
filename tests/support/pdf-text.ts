import { inflateSync } from 'node:zlib';

/** The text drawn on a PDF's pages: every content stream inflated, hex strings decoded (server and browser tests read payslips and contracts with it). */
export function pdfText(bytes: Buffer): string {
  const parts: string[] = [];
  const raw = bytes.toString('latin1');
  const pattern = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      const content = inflateSync(bytes.subarray(start, end)).toString('latin1');
      for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) parts.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    } catch {
      // Not a Flate stream (fonts, metadata).
    }
  }
  return parts.join('\n');
}
