/**
 * The attribute of a form's submit button, which components/button.tsx writes as it is (this module is the first
 * script's alone, and the app's code does not import it: a test checks the two agree).
 */
export const SUBMIT_BUTTON_ATTRIBUTE = 'data-submit';

/** The form's submit button while the page's code has not yet taken it over (it is drawn as a plain button until then). */
function waitingSubmitButton(form: HTMLFormElement | null): HTMLButtonElement | null {
  const button = form?.querySelector<HTMLButtonElement>(`button[${SUBMIT_BUTTON_ATTRIBUTE}]`) ?? null;
  return button && button.type !== 'submit' ? button : null;
}

/**
 * A prerendered form that a visitor sends before the page's code has taken it over (Enter in one of its fields, its
 * button pressed, a password manager that fills and sends) is sent once the code has it, with what is in its fields
 * then. Without this, Enter in a form of one field sent it by the browser's own means (the address carried the
 * field, the page was drawn again empty, nothing was asked for), and Enter or the button in a form of more did
 * nothing at all. The code takes a form over when its submit button becomes one (`type="submit"`); a form the code
 * draws afresh instead is a new one, and nothing is sent for the old. Runs from the page's first script
 * (start-app.ts), before the code arrives.
 */
export function holdEarlySubmissions(page: Document): void {
  const held = new WeakSet<HTMLFormElement>();

  const hold = (event: Event, form: HTMLFormElement | null) => {
    const button = waitingSubmitButton(form);
    if (!form || !button) return;
    event.preventDefault();
    if (held.has(form)) return;
    held.add(form);
    new MutationObserver((_, observer) => {
      if (button.type !== 'submit') return;
      observer.disconnect();
      if (form.isConnected) form.requestSubmit(button);
    }).observe(button, { attributes: true, attributeFilter: ['type'] });
  };

  page.addEventListener(
    'keydown',
    (event) => {
      const field = event.target;
      if (event.key !== 'Enter' || event.isComposing || !(field instanceof HTMLInputElement)) return;
      hold(event, field.form);
    },
    true,
  );
  page.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const button = target?.closest<HTMLButtonElement>(`button[${SUBMIT_BUTTON_ATTRIBUTE}]`);
      if (button) hold(event, button.form);
    },
    true,
  );
  page.addEventListener('submit', (event) => hold(event, event.target as HTMLFormElement), true);
}
