import { escapeHtml } from '../markup/escape-html';

/** The development provider's sign-in form: plain HTML, no script, posting back with the request's fields. */
export function signInPage(issuer: string, request: Record<string, string>, error: string | null): string {
  const hidden = Object.entries(request)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign in | Fathom account provider</title></head>
<body>
<main>
<h1>Sign in to your Fathom account</h1>
<p>Development identity provider. Use a demo persona, e.g. sam@example.com with the password Fathom-demo-1.</p>
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(issuer)}/authorize">
${hidden}
<p><label for="email">Email</label><br><input id="email" name="email" type="email" autocomplete="username" required></p>
<p><label for="password">Password</label><br><input id="password" name="password" type="password" autocomplete="current-password" required></p>
<p><label for="one_time_password">Authenticator code (only with two-factor sign-in)</label><br><input id="one_time_password" name="one_time_password" inputmode="numeric" autocomplete="one-time-code"></p>
<p><button type="submit">Continue</button></p>
</form>
</main>
</body>
</html>`;
}
