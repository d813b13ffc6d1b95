/** The thin bar at the top while the route guard checks a navigation. */
export function TopProgressBar({ active }: { active: boolean }) {
  if (!active) return null;
  return <div className="top-progress" role="progressbar" aria-label="Loading page" aria-busy="true" />;
}
