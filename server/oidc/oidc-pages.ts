/**
 * The provider's pages, rendered on the server in the portal's look. They work under the portal's
 * Content-Security-Policy: no scripts at all, one stylesheet from this origin, forms posting to
 * this origin.
 */

/** Where the pages' stylesheet is served. */
export const SIGN_IN_STYLESHEET_PATH = '/oidc-assets/sign-in.css';

const LOGO =
  '<svg class="auth-logo" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" aria-hidden="true">' +
  '<rect width="32" height="32" rx="7" fill="#14b8a6"/><path d="M8 9h16v3h-6.5v12h-3V12H8z" fill="#fff"/></svg>';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Tutor Portal</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${SIGN_IN_STYLESHEET_PATH}">
</head>
<body>
<main class="auth-page">
${body}
</main>
</body>
</html>`;
}

export interface SignInPageInput {
  /** The interaction's uid: the form posts to /oidc/interaction/{uid}/login. */
  uid: string;
  username?: string;
  error?: string;
}

/** The tutor's sign-in form. */
export function renderSignInPage({ uid, username = '', error }: SignInPageInput): string {
  const action = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return page(
    'Sign in',
    `<form class="auth-card" method="post" action="${action}/login" aria-labelledby="sign-in-title">
${LOGO}
<h1 id="sign-in-title">Sign in to the Tutor Portal</h1>
<label for="sign-in-username">Username</label>
<input id="sign-in-username" name="username" value="${escapeHtml(username)}" autocomplete="username" maxlength="100" required${username ? '' : ' autofocus'}>
<label for="sign-in-password">Password</label>
<input id="sign-in-password" name="password" type="password" autocomplete="current-password" maxlength="200" required${username ? ' autofocus' : ''}>
${error ? `<p class="auth-error" role="alert">${escapeHtml(error)}</p>` : ''}
<div class="auth-actions">
<button class="auth-button" type="submit">Sign in</button>
<button class="auth-button secondary" type="submit" formaction="${action}/abort" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

/**
 * The sign-out confirmation. oidc-provider hands over `form` (its own form with a CSRF token); the
 * buttons submit it, so a sign-out cannot be triggered by another site.
 */
export function renderSignOutPage(form: string): string {
  return page(
    'Sign out',
    `<div class="auth-card">
${LOGO}
<h1>Sign out of the Tutor Portal?</h1>
${form}
<div class="auth-actions">
<button class="auth-button" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button class="auth-button secondary" type="submit" form="op.logoutForm">Stay signed in</button>
</div>
</div>`,
  );
}

/** Shown after a sign-out that names no address to return to. */
export function renderSignedOutPage(): string {
  return page(
    'Signed out',
    `<div class="auth-card">
${LOGO}
<h1>You have signed out</h1>
<div class="auth-actions"><a class="auth-button" href="/login">Sign in again</a></div>
</div>`,
  );
}

/** A sign-in that cannot go on (unknown client, expired sign-in, bad request). */
export function renderErrorPage(error: string, description?: string): string {
  return page(
    'Sign-in problem',
    `<div class="auth-card">
${LOGO}
<h1>The sign-in could not be completed</h1>
<p class="auth-error" role="alert">${escapeHtml(description || error)}</p>
<div class="auth-actions"><a class="auth-button" href="/login">Back to sign-in</a></div>
</div>`,
  );
}
