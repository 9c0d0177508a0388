import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../components/button';
import { keepEarlySubmissionsInThePage } from './early-submissions';

/**
 * A form of one field as the build prerenders it (its submit button drawn by the app's own Button), in a page of
 * its own (the test files share one document) whose first script has run.
 */
function prerenderedForm(): { form: HTMLFormElement; button: HTMLButtonElement } {
  const page = document.implementation.createHTMLDocument();
  keepEarlySubmissionsInThePage(page);
  page.body.innerHTML = renderToString(
    <form noValidate>
      <input name="email" aria-label="Email" defaultValue="sam@example.com" />
      <Button type="submit">Email me a reset link</Button>
    </form>,
  );
  return {
    form: page.querySelector('form') as HTMLFormElement,
    button: page.querySelector('button') as HTMLButtonElement,
  };
}

/** Sends `form` as Enter in its one field does (implicit submission): whether the browser may go on to send it. */
const sendAsEnterDoes = (form: HTMLFormElement) =>
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

describe('a prerendered form sent before the code has it', () => {
  it('is not sent the browser’s way while its button is still a plain button', () => {
    const { form, button } = prerenderedForm();
    expect(button.type).toBe('button');
    expect(sendAsEnterDoes(form)).toBe(false);
  });

  it('goes on as before once the code has made the button a submit button, and its own handler runs', () => {
    const { form, button } = prerenderedForm();
    // What React does as it takes the form over.
    button.type = 'submit';
    let handled = 0;
    form.addEventListener('submit', () => {
      handled += 1;
    });
    expect(sendAsEnterDoes(form)).toBe(true);
    expect(handled).toBe(1);
  });
});
