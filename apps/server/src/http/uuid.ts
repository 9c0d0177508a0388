const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a path or body can be a uuid: anything else is not found without asking the database. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
