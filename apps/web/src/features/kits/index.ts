/** What the kits feature offers the other features; everything else in features/kits is its own. */
export { getItems } from './api/items';
