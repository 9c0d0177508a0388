/** A LIKE pattern that finds the text anywhere, its own `%`, `_` and `\` taken as they are. */
export const containsPattern = (text: string): string =>
  `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
