/**
 * While support views the portal as a customer (issue 47), the browser app sends the view's id in this header with
 * every request of that tab; the server answers reads as the customer and refuses everything else. Its own module:
 * the portal's HTTP client imports it, and the sign-in page's budget is tight.
 */
export const VIEW_AS_HEADER = 'X-View-As';
