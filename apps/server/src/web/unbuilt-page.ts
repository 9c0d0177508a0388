function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Shown instead of the app when the server runs without a built web app next to it. */
export function unbuiltWebAppPage(productName: string): string {
  const name = escapeHtml(productName);
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name}</title></head>
<body>
<main>
<h1>${name}</h1>
<p>The web app has not been built yet. Run <code>npm start</code>, which builds it and then starts the server.</p>
<p>The API is available under <a href="/api/health">/api</a>.</p>
</main>
</body>
</html>
`;
}
