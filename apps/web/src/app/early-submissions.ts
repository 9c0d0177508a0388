/**
 * Enter in a prerendered form of one field (the forgot-password page's), pressed before the page's code has made
 * its button a submit button, sent the form the browser's way: the page came back empty, with the field in the
 * address and the history. A form without a submit button is not sent by the browser: before the code that is
 * every prerendered form (components/button.tsx draws its button as a plain one until then); after it, React's own
 * `onSubmit` still runs. Runs from the page's first script (start-app.ts), before the code arrives.
 */
export function keepEarlySubmissionsInThePage(page: Document): void {
  page.addEventListener(
    'submit',
    (event) => {
      if (!(event.target as HTMLFormElement).querySelector('[type=submit]')) event.preventDefault();
    },
    true,
  );
}
