/** A form's messages by field name ("shipping.city", "card.number"), shown next to each field. */
export type FieldErrors = Readonly<Record<string, string>>;
