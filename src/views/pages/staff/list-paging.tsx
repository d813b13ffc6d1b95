import { Button } from 'primereact/button';

/** Previous / next with "Page n of m" under a staff list. */
export function ListPaging({
  pageIndex,
  total,
  pageSize,
  onPage,
}: {
  pageIndex: number;
  total: number;
  pageSize: number;
  onPage: (pageIndex: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="staff-paging">
      <Button text size="small" label="Previous" disabled={pageIndex <= 1} onClick={() => onPage(pageIndex - 1)} />
      <span>
        Page {pageIndex} of {pages}
      </span>
      <Button text size="small" label="Next" disabled={pageIndex >= pages} onClick={() => onPage(pageIndex + 1)} />
    </div>
  );
}
