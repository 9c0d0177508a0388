import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Button } from '../button';
import { MODAL_ANIMATION_MS, Modal } from '../modal';

export function SandboxBankDialog({ onAnswer }: { onAnswer: (approved: boolean) => void }) {
  const [open, setOpen] = useState(true);
  const answer = (approved: boolean) => {
    setOpen(false);
    onAnswer(approved);
  };
  return (
    <Modal
      open={open}
      onClose={() => answer(false)}
      title={<Trans>Confirm this payment with your bank</Trans>}
      footer={
        <>
          <Button variant="secondary" onClick={() => answer(false)}>
            <Trans>Refuse</Trans>
          </Button>
          <Button onClick={() => answer(true)}>
            <Trans>Confirm payment</Trans>
          </Button>
        </>
      }
    >
      <p className="text-ink-soft">
        <Trans>Test bank (sandbox): your bank asks you to confirm this card payment.</Trans>
      </p>
    </Modal>
  );
}

/**
 * The sandbox's stand-in for the page a customer's bank shows for 3-D Secure (Stripe shows its own in a modal),
 * in the portal's one dialog, in the page's language. Answers whether the customer confirmed it; closing the dialog
 * (Escape, ×) refuses. Loaded only when a payment asks for it.
 */
export function askSandboxBank(): Promise<boolean> {
  return new Promise((resolve) => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    let answered = false;
    const onAnswer = (approved: boolean) => {
      if (answered) return;
      answered = true;
      resolve(approved);
      // Unmounted once the dialog's closing animation is over and focus is back on what opened it.
      setTimeout(() => {
        root.unmount();
        container.remove();
      }, MODAL_ANIMATION_MS.close + 50);
    };
    // A tree of its own: it takes the page's language from Lingui, as the app's tree does.
    root.render(
      <I18nProvider i18n={i18n}>
        <SandboxBankDialog onAnswer={onAnswer} />
      </I18nProvider>,
    );
  });
}
