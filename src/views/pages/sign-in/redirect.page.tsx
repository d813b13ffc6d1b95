/**
 * /redirect: the route guard exchanges the one-time hand-over code of a cross-host redirect (if any)
 * and always moves on (to redirectUrl, another host or /home); this shows meanwhile.
 */
export default function RedirectPage() {
  return (
    <main className="auth-page" aria-busy="true">
      <p>Redirecting…</p>
    </main>
  );
}
