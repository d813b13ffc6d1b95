import { Button } from 'primereact/button';

/**
 * Previous / page x of y / Next under a paged list, or nothing when the list fits one page; `label`
 * names what is paged for screen readers.
 */
export function Pager({
  label,
  pageIndex,
  total,
  pageSize,
  onPage,
}: {
  label: string;
  pageIndex: number;
  total: number;
  pageSize: number;
  onPage(pageIndex: number): void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={`${label} pages`}>
      <Button text size="small" label="Previous" disabled={pageIndex <= 1} onClick={() => onPage(pageIndex - 1)} />
      <span>
        Page {pageIndex} of {pages}
      </span>
      <Button text size="small" label="Next" disabled={pageIndex >= pages} onClick={() => onPage(pageIndex + 1)} />
    </nav>
  );
}
