import { WATERMARK_OPACITY } from '../../domain/dialogs';
import { SessionContext } from '../session-context';

/**
 * The watermark over the page content (shell.md §9, opacity 0.12): the tutor's name and id repeated,
 * so a screenshot of student data says whose it was. It takes no clicks and is hidden from readers.
 */
export function Watermark() {
  const text = SessionContext.useSelector((snapshot) => (snapshot.context.user ? `${snapshot.context.user.fullName} ${snapshot.context.user.tuid}` : ''));
  if (!text) return null;
  return (
    <div
      className="watermark"
      aria-hidden="true"
      data-testid="watermark"
      style={{ opacity: WATERMARK_OPACITY, backgroundImage: `url("${watermarkTile(text)}")` }}
    />
  );
}

/** One tile of the repeated watermark: the text turned 20° in a 280 x 160 SVG. */
export function watermarkTile(text: string): string {
  const escaped = text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='280' height='160'>` +
    `<text x='20' y='100' transform='rotate(-20 140 80)' font-family='sans-serif' font-size='16' fill='#6b7280'>${escaped}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
