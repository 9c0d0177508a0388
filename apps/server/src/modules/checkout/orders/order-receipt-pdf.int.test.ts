import { randomUUID } from 'node:crypto';
import { formatDay } from '@fathom/domain/format';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderRequest, signInToken } from '../../../../test/checkout-requests';
import { pdfText } from '../../../../test/pdf-text';
import { describeOnDatabase, startTestServer, type TestServer } from '../../../../test/test-server';
import { catalogueId } from '../../../db/seed/catalogue';

describeOnDatabase("an invoice's PDF receipt, for the customer it belongs to only", (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database });
  });
  afterAll(async () => server?.close());

  const receipt = (poNumber: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/checkout/orders/${encodeURIComponent(poNumber)}/receipt`, { headers });

  it('gives the owner a PDF with the order number, the amount and the date in the house style; anyone else a 404 or 403', async () => {
    const sam = await signInToken(server, 'sam@example.com');
    const placed = await fetch(`${server.url}/api/checkout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        authorization: `Bearer ${sam}`,
      },
      body: JSON.stringify(
        orderRequest({
          account_details: { email: 'sam@example.com', first_name: 'Sam', last_name: 'Whitaker' },
          items: [
            { product_uuid: catalogueId('analysis'), quantity: 1 },
            { product_uuid: catalogueId('coq10'), quantity: 2 },
          ],
        }),
      ),
    });
    expect(placed.status).toBe(200);
    const guestReceiptCookie =
      placed.headers
        .getSetCookie()
        .find((line) => line.startsWith('fathom_receipt='))
        ?.split(';')[0] ?? '';
    const { data: order } = (await placed.json()) as { data: { po_number: string } };

    // The invoice as Manage billing lists it: its number, total and date.
    const billing = (await (
      await fetch(`${server.url}/api/billings`, { headers: { authorization: `Bearer ${sam}` } })
    ).json()) as { data: { invoices: { po_number: string; total: number; created_on: string }[] } };
    const invoice = billing.data.invoices.find((row) => row.po_number === order.po_number);
    expect(invoice).toBeDefined();
    if (!invoice) return;

    const response = await receipt(order.po_number, { authorization: `Bearer ${sam}` });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="receipt-${order.po_number}.pdf"`,
    );
    const { pages, text } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(pages).toBe(1);
    const total = `$${invoice.total.toFixed(2)}`;
    for (const expected of [
      `Receipt for order ${order.po_number}`,
      `Order number ${order.po_number}`,
      `Date ${formatDay(invoice.created_on)}`,
      'Billed to sam@example.com',
      'Semen Analysis 1',
      `Total ${total}`,
    ]) {
      expect(text).toContain(expected);
    }
    // One date style: never the stored form, never the month spelt out in full.
    expect(text).toMatch(/Date [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    // In Spanish for a reader whose browser asks for it (sam has chosen no language): the receipt's words and its
    // date, and the items' titles worded by their products' keys.
    const spanish = await receipt(order.po_number, {
      authorization: `Bearer ${sam}`,
      'accept-language': 'es-MX,es;q=0.9,en;q=0.5',
    });
    expect(spanish.status).toBe(200);
    const inSpanish = (await pdfText(new Uint8Array(await spanish.arrayBuffer()))).text;
    for (const expected of [
      `Recibo del pedido ${order.po_number}`,
      `Número de pedido ${order.po_number}`,
      `Fecha ${formatDay(invoice.created_on, { language: 'es' })}`,
      'Facturado a sam@example.com',
      'Artículo Cantidad Precio unitario Monto',
      'Análisis de semen 1',
      `Total ${total}`,
      'Página 1 de 1',
    ]) {
      expect(inSpanish).toContain(expected);
    }
    expect(inSpanish).not.toContain('Receipt');
    expect(inSpanish).not.toContain('Semen Analysis');

    // Another customer learns nothing, not even that the number exists.
    const drew = await signInToken(server, 'drew@example.com');
    const asDrew = await receipt(order.po_number, { authorization: `Bearer ${drew}` });
    expect(asDrew.status).toBe(404);
    expect(await asDrew.text()).not.toContain('sam@example.com');
    expect((await receipt('FK-NO-SUCH-ORDER', { authorization: `Bearer ${sam}` })).status).toBe(404);

    // The receipt is the signed-in owner's: the checkout's browser cookie alone, the partner and staff get none.
    expect(guestReceiptCookie).not.toBe('');
    expect((await receipt(order.po_number, { cookie: guestReceiptCookie })).status).toBe(401);
    const jamie = await signInToken(server, 'jamie@example.com');
    expect((await receipt(order.po_number, { authorization: `Bearer ${jamie}` })).status).toBe(403);
    const lab = await signInToken(server, 'lab@example.com');
    expect((await receipt(order.po_number, { authorization: `Bearer ${lab}` })).status).toBe(403);
  });

  it('dates an order placed at 11:30 PM in the clinic on that day, on Manage billing, its confirmation, the order history and the PDF alike', async () => {
    const drew = await signInToken(server, 'drew@example.com');
    const auth = { authorization: `Bearer ${drew}` };
    const placed = await fetch(`${server.url}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), ...auth },
      body: JSON.stringify(
        orderRequest({
          account_details: { email: 'drew@example.com', first_name: 'Drew', last_name: 'Foster' },
          items: [{ product_uuid: catalogueId('coq10'), quantity: 1 }],
        }),
      ),
    });
    expect(placed.status).toBe(200);
    const { data: order } = (await placed.json()) as { data: { order_id: string; po_number: string } };
    // Dec 4, 2026, 11:30 PM in Austin (CST, UTC-6): already Dec 5 in UTC. The order and its payment are dated
    // then, as the demo seed dates its personas' orders.
    const lateEvening = new Date('2026-12-05T05:30:00.000Z');
    await server.db.query('UPDATE orders SET created_at = $2 WHERE id = $1', [order.order_id, lateEvening]);
    await server.db.query('UPDATE payment_attempts SET created_at = $2 WHERE owner_id = $1', [
      order.order_id,
      lateEvening,
    ]);

    const billing = (await (await fetch(`${server.url}/api/billings`, { headers: auth })).json()) as {
      data: {
        invoices: { po_number: string; created_at: string; created_on: string }[];
        payments: { paid_for: { kind: string; po_number?: string }; created_on: string }[];
      };
    };
    const invoice = billing.data.invoices.find((row) => row.po_number === order.po_number);
    expect(invoice).toMatchObject({ created_at: lateEvening.toISOString(), created_on: '2026-12-04' });
    expect(
      billing.data.payments.find(
        (row) => row.paid_for.kind === 'order' && row.paid_for.po_number === order.po_number,
      ),
    ).toMatchObject({
      created_on: '2026-12-04',
    });

    const confirmation = (await (
      await fetch(`${server.url}/api/checkout/orders/${order.po_number}`, { headers: auth })
    ).json()) as { data: { created_on: string } };
    expect(confirmation.data.created_on).toBe('2026-12-04');
    const history = (await (await fetch(`${server.url}/api/restify/orders`, { headers: auth })).json()) as {
      data: { attributes: { po_number: string; created_on: string } }[];
    };
    expect(
      history.data.find((row) => row.attributes.po_number === order.po_number)?.attributes.created_on,
    ).toBe('2026-12-04');

    const response = await receipt(order.po_number, auth);
    expect(response.status).toBe(200);
    const { text } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    // The page writes the invoice's created_on with the same formatter: one day on the screen and on the paper.
    expect(formatDay(invoice?.created_on)).toBe('Dec 4, 2026');
    expect(text).toContain('Date Dec 4, 2026');
    expect(text).not.toContain('Dec 5, 2026');
  });
});
