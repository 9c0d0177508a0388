import { type PackingSlipOrder, packingSlip } from '@fathom/domain/packing-slip';
import QRCode from 'qrcode';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A kit's QR code as inline SVG: scanned with a phone camera, it opens the kit's registration. */
async function qrCodeSvg(url: string, label: string): Promise<string> {
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return svg.replace('<svg ', `<svg role="img" aria-label="${escapeHtml(label)}" width="160" height="160" `);
}

/**
 * A printable page: no scripts, no styles (the CSP allows none inline), no outside resources. Each kit's QR
 * code leads to its registration on `publicUrl`.
 */
export async function renderPackingSlip(order: PackingSlipOrder, publicUrl: string): Promise<string> {
  // The page around the slip is in English (the server's documents have no language yet), and so is the slip.
  const slip = packingSlip(order, 'en');
  const rows = slip.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.title)}</td><td>${line.quantity}</td>${line.price === null ? '' : `<td>${escapeHtml(line.price)}</td>`}</tr>`,
    )
    .join('');
  const priced = slip.total !== null;
  const kitCodes = await Promise.all(
    slip.kitCodes.map(
      async (kit) => `<figure data-kit-identifier="${escapeHtml(kit.identifier)}">
${await qrCodeSvg(`${publicUrl}${kit.registrationPath}`, `QR code registering ${kit.title} ${kit.identifier}`)}
<figcaption><p><strong>${escapeHtml(kit.title)}</strong></p>
<p>Kit code: <span>${escapeHtml(kit.identifier)}</span></p>
<p>Order number: <span>${escapeHtml(kit.orderNumber)}</span></p></figcaption>
</figure>`,
    ),
  );
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(slip.title)}</title></head>
<body>
<main>
<h1>${escapeHtml(slip.title)}</h1>
<p>${escapeHtml(slip.greeting)}</p>
${slip.message ? `<blockquote>${escapeHtml(slip.message)}</blockquote>` : ''}
<table><thead><tr><th scope="col">Item</th><th scope="col">Quantity</th>${priced ? '<th scope="col">Price</th>' : ''}</tr></thead>
<tbody>${rows}</tbody></table>
${priced ? `<p>Total: ${escapeHtml(slip.total ?? '')}</p>` : ''}
${
  kitCodes.length > 0
    ? `<section aria-labelledby="kits-title"><h2 id="kits-title">Register your ${kitCodes.length === 1 ? 'kit' : 'kits'}</h2>
<p>Before you send a sample, scan its kit's QR code with your phone's camera and confirm your date of birth.</p>
${kitCodes.join('')}</section>`
    : ''
}
</main>
</body></html>`;
}
