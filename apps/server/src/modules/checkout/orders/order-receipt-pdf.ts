import type { OrderConfirmation } from '@fathom/contract/orders';
import { formatDay, formatDollars } from '@fathom/domain/format';
import { orderStatus } from '@fathom/domain/status-labels';
import { type Cell, createTextPdf, PDF_COLOURS } from '../../../pdf/text-pdf';

export const RECEIPT_TITLE = 'Receipt';
const lineColumns = [0, 280, 340, 420];
const totalColumns = [0, 420];
const detailColumns = [0, 110];

const label = (text: string): Cell => ({ text, color: PDF_COLOURS.inkSoft });
const strong = (text: string): Cell => ({ text, isBold: true });

/**
 * An order's receipt as its buyer downloads it from Manage billing: what was bought, what it cost and how it is
 * being paid, with the dates in the house style (ADR 049). The order is the invoice: its number names both.
 */
export async function orderReceiptPdf(
  order: OrderConfirmation,
  context: { productName: string },
): Promise<Uint8Array> {
  const pdf = await createTextPdf(`${RECEIPT_TITLE} ${order.po_number}`, {
    brand: context.productName,
    heading: RECEIPT_TITLE,
    footer: `${context.productName} · Order ${order.po_number}`,
  });
  pdf.write(`${RECEIPT_TITLE} for order ${order.po_number}`, {
    size: 18,
    isBold: true,
    color: PDF_COLOURS.navy,
    gapAfter: 12,
  });
  pdf.row([label('Order number'), strong(order.po_number)], detailColumns, { gapAfter: 0 });
  pdf.row([label('Date'), strong(formatDay(order.created_on))], detailColumns, { gapAfter: 0 });
  pdf.row([label('Billed to'), strong(order.email)], detailColumns, { gapAfter: 0 });
  pdf.row([label('Status'), strong(orderStatus(order.status, 'en').label)], detailColumns, { gapAfter: 18 });

  pdf.row(['Item', 'Quantity', 'Unit price', 'Amount'], lineColumns, {
    isBold: true,
    fill: PDF_COLOURS.brandTint,
    color: PDF_COLOURS.navy,
    gapAfter: 0,
  });
  for (const item of order.items) {
    pdf.row(
      [
        item.title,
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
  pdf.row([label('Subtotal'), formatDollars(invoice.subtotal)], totalColumns, { gapAfter: 0 });
  if (invoice.discount_savings > 0) {
    pdf.row([label('Discount'), `-${formatDollars(invoice.discount_savings)}`], totalColumns, {
      gapAfter: 0,
    });
  }
  pdf.row([label('Tax'), formatDollars(invoice.tax)], totalColumns, { gapAfter: 0 });
  pdf.row([strong('Total'), strong(formatDollars(invoice.total))], totalColumns, { gapAfter: 18 });

  if (order.instalments) {
    pdf.write('Paid in instalments', { isBold: true, color: PDF_COLOURS.navy, gapAfter: 4 });
    for (const part of order.instalments) {
      pdf.write(
        `Instalment ${part.number}: ${formatDollars(part.amount)}, due ${formatDay(part.due_date)} (${orderInstalmentWords(part.status)})`,
        { gapAfter: 2 },
      );
    }
  }
  return pdf.save();
}

function orderInstalmentWords(status: string): string {
  return status === 'paid' ? 'paid' : status === 'failed' ? 'not collected' : 'to come';
}
