/**
 * The forms of a page's HTML that the browser would send with a GET, should it send one itself before the page's code
 * has run (Enter in a form of one field): their fields, a typed address or a password, would then stand in the
 * address and the history. A form sent by POST comes back as the page: the server answers a form sent to a page's
 * path with a redirect to the page, its fields unread (ADR 037).
 */
export function formsSentInTheAddress(markup: string): string[] {
  return [...markup.matchAll(/<form\b[^>]*>/gi)]
    .map(([tag]) => tag)
    .filter((tag) => !/\smethod="post"/i.test(tag));
}
