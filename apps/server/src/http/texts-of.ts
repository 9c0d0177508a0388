/** Where a text sits in a request's input: its key, under its parent's (a linked list, never copied). */
export interface InputPlace {
  key: string;
  parent: InputPlace | null;
}

/** A key or string of a request's parsed input. */
export interface InputText {
  text: string;
  /** A key of an object, rather than a value. */
  isKey: boolean;
  /** The key the text is under (for a key, the key itself); null for the input itself. */
  place: InputPlace | null;
}

/** The keys down to a place, outermost first: `['items', '1', 'note']`. */
export function pathOf(place: InputPlace | null): string[] {
  const path: string[] = [];
  for (let step = place; step !== null; step = step.parent) path.push(step.key);
  return path.reverse();
}

interface Pending {
  value: unknown;
  place: InputPlace | null;
  /** The place's key is an object's, read before its value. */
  underKey: boolean;
}

/**
 * Every key and string of a parsed body, query or path, depth first in the order they were sent (a key before
 * its value). The walk keeps its own stack rather than recursing, and shares the path of every text with its
 * parent's, so no nesting overflows the call stack or costs more than its size; bodies are also refused past
 * MAX_BODY_DEPTH before they are parsed (body-depth.ts).
 */
export function* textsOf(value: unknown): Generator<InputText> {
  const stack: Pending[] = [{ value, place: null, underKey: false }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value: current, place, underKey } = next;
    if (underKey && place) yield { text: place.key, isKey: true, place };
    if (typeof current === 'string') {
      yield { text: current, isKey: false, place };
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      const isArray = Array.isArray(current);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, inner] = entries[index] as [string, unknown];
        stack.push({ value: inner, place: { key, parent: place }, underKey: !isArray });
      }
    }
  }
}
