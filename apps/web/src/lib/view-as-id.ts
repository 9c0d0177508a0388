/**
 * Where this tab keeps the id of support's view as a customer (sessionStorage: the tab alone, never the console
 * open in another): the HTTP client sends it with every request while it is there.
 */
export const VIEW_AS_ID_KEY = 'fathom-view-as';
