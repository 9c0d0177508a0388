/**
 * A download the tab opens as a plain link (a PDF, a FHIR file) cannot carry a header: under a view it names the
 * view in this query parameter instead, which counts only for a read and only with the session the view is of.
 * Its own module: the sign-in page's budget has no room for it.
 */
export const VIEW_AS_PARAMETER = 'view_as';
