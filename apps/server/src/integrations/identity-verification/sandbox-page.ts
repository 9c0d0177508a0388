import { randomBytes } from 'node:crypto';
import { escapeHtml } from '../../markup/escape-html';
import { SANDBOX_CHOICES } from './sandbox';

function back(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * The sandbox's stand-in for the provider's sign-in page: plain HTML, no script. Each choice goes back to the
 * portal's callback page with the state and a fresh code that the sandbox's rules answer as the choice says;
 * cancelling goes back with OAuth's access_denied error, as a provider does.
 */
export function sandboxAuthorizePage(request: { redirectUri: string; state: string }): string {
  const suffix = randomBytes(6).toString('hex');
  const choices = SANDBOX_CHOICES.map((choice) => {
    const href = back(request.redirectUri, { code: `${choice.codePrefix}-${suffix}`, state: request.state });
    return `<li><a href="${escapeHtml(href)}">${escapeHtml(choice.label)}</a></li>`;
  }).join('\n');
  const cancel = back(request.redirectUri, {
    error: 'access_denied',
    error_description: 'You cancelled the verification.',
    state: request.state,
  });
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Verify your identity | ID.me sandbox</title></head>
<body>
<main>
<h1>Verify your identity</h1>
<p>ID.me sandbox: nothing leaves this computer. Choose what ID.me answers; the portal then checks the answer with its own server.</p>
<ul>
${choices}
</ul>
<p><a href="${escapeHtml(cancel)}">Cancel and go back</a></p>
</main>
</body>
</html>`;
}
