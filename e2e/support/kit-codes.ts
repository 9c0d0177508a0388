import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { demoPassword, personas, staffTotpSecrets } from './personas';
import { xsrfHeader } from './staff-api';
import { unusedTotp } from './totp';

/** A browser context signed in as the lab's staff (a cookie session), as staff open the packing slip. */
export async function signInStaffContext(context: BrowserContext): Promise<void> {
  const response = await context.request.post('/api/login', {
    data: { email: personas.lab, password: demoPassword },
    headers: { Accept: 'application/vnd.api+json' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const completed = await context.request.post('/api/login-2fa', {
    data: { one_time_password: await unusedTotp(staffTotpSecrets.lab, response.url()) },
    headers: { Accept: 'application/vnd.api+json', ...(await xsrfHeader(context.request)) },
  });
  expect(completed.status(), await completed.text()).toBe(200);
}

/** The packing slip of an order as staff print it, and each kit's printed code. */
export async function openPackingSlip(context: BrowserContext, orderId: string): Promise<Page> {
  const slip = await context.newPage();
  await slip.goto(`/api/staff/orders/${orderId}/packing-slip`);
  return slip;
}

/**
 * Reads a QR code as a phone camera would: the printed SVG is drawn on a canvas (in a blank page) and its
 * pixels decoded by jsQR, a decoder independent of the library that drew it.
 */
export async function scanQrCode(context: BrowserContext, svg: Locator): Promise<string> {
  const markup = await svg.evaluate((element) => element.outerHTML);
  const canvasPage = await context.newPage();
  const size = 400;
  const pixels = await canvasPage.evaluate(
    async ({ markup, size }) => {
      const image = new Image(size, size);
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const drawing = canvas.getContext('2d');
      if (!drawing) throw new Error('no 2D canvas');
      drawing.fillStyle = '#fff';
      drawing.fillRect(0, 0, size, size);
      drawing.drawImage(image, 0, 0, size, size);
      // The pixels leave the page as one base64 string: as an array of 640,000 numbers they took seconds.
      const data = drawing.getImageData(0, 0, size, size).data;
      let binary = '';
      for (let start = 0; start < data.length; start += 0x8000) {
        binary += String.fromCharCode(...data.subarray(start, start + 0x8000));
      }
      return btoa(binary);
    },
    { markup, size },
  );
  await canvasPage.close();
  const decoded = jsQR(new Uint8ClampedArray(Buffer.from(pixels, 'base64')), size, size);
  if (!decoded) throw new Error('The QR code could not be read');
  return decoded.data;
}
