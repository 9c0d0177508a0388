/** The refusals of a view begin "Viewing as ": the portal shows them in its toast as said (VIEW_AS_REFUSAL). */
export const viewAsMessages = {
  readOnly: 'Viewing as this customer is read-only: nothing was changed.',
  ended: 'Viewing as this customer has ended. Open it again from their record in the console.',
  customerOnly: 'Only an account holder can be viewed as.',
} as const;
