/**
 * A small Markdown reader for the assistant's answers: headings, paragraphs, bullet and numbered
 * lists, fenced code, and inline bold, italic and code. It yields plain data, which the view
 * renders as React elements, so the model's text is always text: raw HTML in it stays visible
 * as written, and no link or image is ever created from it.
 */
export type Inline = { kind: 'text' | 'strong' | 'em' | 'code'; text: string };
export type Block =
  | { kind: 'heading'; level: number; content: Inline[] }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'code'; text: string };

const INLINE = /(\*\*[^*]+\*\*|`[^`]+`|\*[^*\s][^*]*\*|_[^_\s][^_]*_)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const token = match[0];
    const at = match.index ?? 0;
    if (at > last) out.push({ kind: 'text', text: text.slice(last, at) });
    if (token.startsWith('**')) out.push({ kind: 'strong', text: token.slice(2, -2) });
    else if (token.startsWith('`')) out.push({ kind: 'code', text: token.slice(1, -1) });
    else out.push({ kind: 'em', text: token.slice(1, -1) });
    last = at + token.length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', content: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i] ?? '';
    if (line.trim().startsWith('```')) {
      flush();
      const code: string[] = [];
      for (i += 1; i < lines.length && !(lines[i] ?? '').trim().startsWith('```'); i += 1) code.push(lines[i] ?? '');
      blocks.push({ kind: 'code', text: code.join('\n') });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line.trim());
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length, content: parseInline(heading[2] ?? '') });
      continue;
    }
    const item = /^\s*([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      flush();
      const ordered = /\d/.test(item[1] ?? '');
      const previous = blocks.at(-1);
      const content = parseInline(item[2] ?? '');
      if (previous?.kind === 'list' && previous.ordered === ordered) previous.items.push(content);
      else blocks.push({ kind: 'list', ordered, items: [content] });
      continue;
    }
    if (line.trim() === '') flush();
    else paragraph.push(line.trim());
  }
  flush();
  return blocks;
}
