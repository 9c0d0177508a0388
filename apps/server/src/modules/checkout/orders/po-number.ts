import { randomInt } from 'node:crypto';

/**
 * A new order number: FA and eight random digits. Random, so that one customer's number (which registers a
 * kit) says nothing of another's; the order's unique index tells when one is already taken.
 */
export function drawPoNumber(): string {
  return `FA${randomInt(10_000_000, 100_000_000)}`;
}
