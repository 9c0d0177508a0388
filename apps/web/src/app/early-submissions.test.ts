import { describe, expect, it } from 'vitest';
import { keepEarlySubmissionsInThePage } from './early-submissions';

/** A page of its own (the test files share one document) holding `form`, as the page's first script finds it. */
function pageWith(form: string): HTMLFormElement {
  const page = document.implementation.createHTMLDocument();
  keepEarlySubmissionsInThePage(page);
  page.body.innerHTML = form;
  return page.querySelector('form') as HTMLFormElement;
}

/** Sends `form` as Enter in its one field does (implicit submission): whether the browser may go on to send it. */
const sendAsEnterDoes = (form: HTMLFormElement) =>
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

describe('a prerendered form sent before the code has it', () => {
  it('is not sent the browser’s way while its button is still a plain button', () => {
    const form = pageWith(
      '<form><input name="email" value="sam@example.com"><button type="button" aria-disabled="true">Send</button></form>',
    );
    expect(sendAsEnterDoes(form)).toBe(false);
  });

  it('goes on as before once the code has made the button a submit button, and its own handler runs', () => {
    const form = pageWith(
      '<form><input name="email" value="sam@example.com"><button type="submit">Send</button></form>',
    );
    let handled = 0;
    form.addEventListener('submit', () => {
      handled += 1;
    });
    expect(sendAsEnterDoes(form)).toBe(true);
    expect(handled).toBe(1);
  });
});
