/**
 * The sandbox's stand-in for the page a customer's bank shows for 3-D Secure (Stripe shows its own in a modal):
 * a native modal dialog that asks to confirm the payment. Answers whether the customer confirmed it; closing the
 * dialog (Escape) refuses. Loaded only when a payment asks for it.
 */
export function askSandboxBank(): Promise<boolean> {
  return new Promise((resolve) => {
    const dialog = document.createElement('dialog');
    dialog.className = 'card max-w-sm p-6';
    dialog.setAttribute('aria-labelledby', 'sandbox-bank-title');
    dialog.dataset.testid = 'sandbox-bank-challenge';
    const title = document.createElement('h2');
    title.id = 'sandbox-bank-title';
    title.className = 'text-lg font-semibold';
    title.textContent = 'Confirm this payment with your bank';
    const text = document.createElement('p');
    text.className = 'mt-2 text-ink-soft';
    text.textContent = 'Test bank (sandbox): your bank asks you to confirm this card payment.';
    const actions = document.createElement('div');
    actions.className = 'mt-4 flex gap-3';
    let answered = false;
    const answer = (approved: boolean) => {
      if (answered) return;
      answered = true;
      dialog.close();
      dialog.remove();
      resolve(approved);
    };
    for (const [label, approved] of [
      ['Confirm payment', true],
      ['Refuse', false],
    ] as const) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = approved ? 'button button-primary' : 'button';
      button.textContent = label;
      button.addEventListener('click', () => answer(approved));
      actions.appendChild(button);
    }
    dialog.addEventListener('cancel', () => answer(false));
    dialog.append(title, text, actions);
    document.body.appendChild(dialog);
    dialog.showModal();
  });
}
