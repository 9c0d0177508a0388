/**
 * A title as a sentence names it ("the STI testing agreement", "el acuerdo para las pruebas de ETS"): each word in
 * lower case but an abbreviation written in capitals, which keeps them.
 */
export function titleInSentence(title: string): string {
  return title.replace(/\p{L}+/gu, (word) =>
    word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase(),
  );
}
