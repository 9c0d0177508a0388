import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Button } from '../components/button';
import { holdEarlySubmissions } from './early-submissions';

/** A form as the build prerenders it (its submit button drawn by the app's own Button), in the page. */
function prerenderedForm(fields = ['email', 'password']) {
  const host = document.createElement('div');
  host.innerHTML = renderToString(
    <form noValidate>
      {fields.map((name) => (
        <input key={name} name={name} aria-label={name} />
      ))}
      <Button type="submit">Sign in</Button>
    </form>,
  );
  document.body.append(host);
  const form = host.querySelector('form') as HTMLFormElement;
  const button = host.querySelector('button') as HTMLButtonElement;
  const sent: (HTMLElement | null)[] = [];
  // As React's handler does: the form is sent by the code, never by the browser.
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(event.submitter);
  });
  /** What React does as it takes the form over: the button becomes the form's submit button. */
  const takeOver = async () => {
    button.type = 'submit';
    button.removeAttribute('aria-disabled');
    await Promise.resolve();
  };
  return { host, form, button, sent, takeOver, field: form.elements[0] as HTMLInputElement };
}

const pressEnter = (field: HTMLElement) => {
  const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
  field.dispatchEvent(event);
  return event;
};

describe('a prerendered form sent before the code has taken it over', () => {
  beforeAll(() => holdEarlySubmissions(document));
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('Enter in a field is held, and the form is sent once, by its button, when the code has it', async () => {
    const { field, button, sent, takeOver } = prerenderedForm();
    expect(pressEnter(field).defaultPrevented).toBe(true);
    expect(pressEnter(field).defaultPrevented).toBe(true);
    await Promise.resolve();
    expect(sent).toEqual([]);
    await takeOver();
    expect(sent).toEqual([button]);
    button.type = 'button';
    button.type = 'submit';
    await Promise.resolve();
    expect(sent).toEqual([button]);
  });

  it('its button pressed is held the same way', async () => {
    const { button, sent, takeOver } = prerenderedForm();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);
    await takeOver();
    expect(sent).toEqual([button]);
  });

  it("the browser's own sending of a form of one field is stopped: nothing goes in the address", async () => {
    const { form, button, sent, takeOver } = prerenderedForm(['email']);
    const browsers = new SubmitEvent('submit', { cancelable: true });
    let prevented = false;
    form.addEventListener('submit', (event) => {
      if (event === browsers) prevented = event.defaultPrevented;
    });
    form.dispatchEvent(browsers);
    expect(prevented).toBe(true);
    await takeOver();
    expect(sent.at(-1)).toBe(button);
  });

  it('once the code has the form, Enter and the button are left to it', async () => {
    const { field, button, takeOver } = prerenderedForm();
    await takeOver();
    expect(pressEnter(field).defaultPrevented).toBe(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('a form the code draws afresh instead is not sent for the old one', async () => {
    const { host, field, sent, takeOver } = prerenderedForm();
    pressEnter(field);
    host.remove();
    await takeOver();
    expect(sent).toEqual([]);
  });

  it('Enter in a field of a form without such a button, and a plain button, are left alone', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(
      <form>
        <input aria-label="search" />
        <Button>Back</Button>
      </form>,
    );
    document.body.append(host);
    expect(pressEnter(host.querySelector('input') as HTMLInputElement).defaultPrevented).toBe(false);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    (host.querySelector('button') as HTMLButtonElement).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
