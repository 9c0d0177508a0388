import type { OrderConfirmation } from '@fathom/contract/orders';
import { formatDay, formatDollars } from '@fathom/domain/format';
import type { Language } from '@fathom/domain/languages';
import { productTitle } from '@fathom/domain/product-words';
import { orderStatus } from '@fathom/domain/status-labels';
import { msg } from '@lingui/core/macro';
import { type Translator, translatorFor } from '../../../i18n/translator';
import { type Cell, createTextPdf, PDF_COLOURS } from '../../../pdf/text-pdf';

const lineColumns = [0, 280, 340, 420];
const totalColumns = [0, 420];
const detailColumns = [0, 110];

const label = (text: string): Cell => ({ text, color: PDF_COLOURS.inkSoft });
const strong = (text: string): Cell => ({ text, isBold: true });

/**
 * An order's receipt as its buyer downloads it from Manage billing: what was bought, what it cost and how it is
 * being paid, with the dates in the house style (ADR 049), in the buyer's language (English unless given). The order
 * is the invoice: its number names both. The order's status is the domain's words in that language, and so are the
 * items' titles, by their products' keys (a line of a product the domain does not know keeps the title it was sold
 * under).
 */
export async function orderReceiptPdf(
  order: OrderConfirmation,
  context: { productName: string; language?: Language },
): Promise<Uint8Array> {
  const { language } = context;
  const say = translatorFor(language);
  const orderNumber = order.po_number;
  const receipt = say.text(msg`Receipt`);
  const pdf = await createTextPdf(say.text(msg`Receipt ${orderNumber}`), {
    brand: context.productName,
    heading: receipt,
    footer: `${context.productName} · ${say.text(msg`Order ${orderNumber}`)}`,
    language,
  });
  pdf.write(say.text(msg`Receipt for order ${orderNumber}`), {
    size: 18,
    isBold: true,
    color: PDF_COLOURS.navy,
    gapAfter: 12,
  });
  pdf.row([label(say.text(msg`Order number`)), strong(orderNumber)], detailColumns, { gapAfter: 0 });
  pdf.row([label(say.text(msg`Date`)), strong(formatDay(order.created_on, { language }))], detailColumns, {
    gapAfter: 0,
  });
  pdf.row([label(say.text(msg`Billed to`)), strong(order.email)], detailColumns, { gapAfter: 0 });
  pdf.row(
    [label(say.text(msg`Status`)), strong(orderStatus(order.status, say.language).label)],
    detailColumns,
    {
      gapAfter: 18,
    },
  );

  pdf.row(
    [say.text(msg`Item`), say.text(msg`Quantity`), say.text(msg`Unit price`), say.text(msg`Amount`)],
    lineColumns,
    {
      isBold: true,
      fill: PDF_COLOURS.brandTint,
      color: PDF_COLOURS.navy,
      gapAfter: 0,
    },
  );
  for (const item of order.items) {
    pdf.row(
      [
        productTitle(item.product_key, say.language, item.title),
        String(item.quantity),
        formatDollars(item.unit_price),
        formatDollars(item.unit_price * item.quantity),
      ],
      lineColumns,
      { ruleBelow: true, gapAfter: 0 },
    );
  }
  pdf.gap(10);
  const { invoice } = order;
  pdf.row([label(say.text(msg`Subtotal`)), formatDollars(invoice.subtotal)], totalColumns, { gapAfter: 0 });
  if (invoice.discount_savings > 0) {
    pdf.row([label(say.text(msg`Discount`)), `-${formatDollars(invoice.discount_savings)}`], totalColumns, {
      gapAfter: 0,
    });
  }
  pdf.row([label(say.text(msg`Tax`)), formatDollars(invoice.tax)], totalColumns, { gapAfter: 0 });
  pdf.row([strong(say.text(msg`Total`)), strong(formatDollars(invoice.total))], totalColumns, {
    gapAfter: 18,
  });

  if (order.instalments) {
    pdf.write(say.text(msg`Paid in instalments`), { isBold: true, color: PDF_COLOURS.navy, gapAfter: 4 });
    for (const part of order.instalments) {
      const { number } = part;
      const amount = formatDollars(part.amount);
      const day = formatDay(part.due_date, { language });
      const state = instalmentState(part.status, say);
      pdf.write(say.text(msg`Instalment ${number}: ${amount}, due ${day} (${state})`), { gapAfter: 2 });
    }
  }
  return pdf.save();
}

function instalmentState(status: string, say: Translator): string {
  return status === 'paid'
    ? say.text(msg`paid`)
    : status === 'failed'
      ? say.text(msg`not collected`)
      : say.text(msg`to come`);
}
