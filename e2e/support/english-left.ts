import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AGREEMENTS } from '@fathom/domain/agreements';
import { STORAGE_STATUS_WORDS } from '@fathom/domain/cryogenic';
import type { Language } from '@fathom/domain/languages';
import { PRODUCT_WORDS } from '@fathom/domain/product-words';
import type { ProductKey } from '@fathom/domain/products';
import { PARAMETER_LABELS, RESULT_STATE_LABELS } from '@fathom/domain/result-labels';

/**
 * What a page in another language must not show: the English of every message the catalogues translate otherwise
 * (whole, or a run of three words or more between its placeholders and tags), the English names of the domain's
 * things inside any text (a product, an agreement), and sentences that read as English though no catalogue holds
 * them (words the code has not yet handed to the catalogues).
 */
export interface EnglishToFind {
  /** Whole English messages, as a text of the page would hold them. */
  messages: ReadonlySet<string>;
  /** The English between a message's placeholders and tags, of three words or more. */
  fragments: readonly string[];
  /**
   * English names of two words or more that the other language words differently ("Semen Analysis", "Client
   * agreement"), lower-cased: found inside a longer text, in any case ("Registre su Semen Analysis kit", "Firme su
   * client agreement"), as whole words.
   */
  names: readonly string[];
}

/** msgid and msgstr of each entry of a PO catalogue (single-line strings, as Lingui writes them). */
export function poEntries(po: string): Map<string, string> {
  const entries = new Map<string, string>();
  const unquote = (text: string) => JSON.parse(`"${text}"`) as string;
  for (const match of po.matchAll(/^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) {
    const id = unquote(match[1] ?? '');
    if (id !== '') entries.set(id, unquote(match[2] ?? ''));
  }
  return entries;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** Placeholders (`{name}`, ICU plurals and selects, however nested) and rich-text tags (`<0>`, `</0>`) removed. */
function fragmentsOf(message: string): string[] {
  let text = message.replace(/<\/?\d+\/?>/g, '\u0000');
  while (/\{[^{}]*\}/.test(text)) text = text.replace(/\{[^{}]*\}/g, '\u0000');
  return text
    .split('\u0000')
    .map((part) => part.trim())
    .filter((part) => words(part).length >= 3);
}

/**
 * The English to look for on the pages drawn in `language`: each message of the English catalogue whose words in
 * that language's catalogue differ (a brand or a code the same in both is no English left behind).
 */
export function englishToFind(englishPo: string, translatedPo: string): EnglishToFind {
  const english = poEntries(englishPo);
  const translated = poEntries(translatedPo);
  const messages = new Set<string>();
  const fragments = new Set<string>();
  for (const [id, englishWords] of english) {
    const source = englishWords || id;
    if (translated.get(id) === source) continue;
    if (!/[{<]/.test(source)) messages.add(source);
    for (const fragment of fragmentsOf(source)) fragments.add(fragment);
  }
  return { messages, fragments: [...fragments], names: [] };
}

type WordPair = readonly [english: string, translated: string];

/** Each entry of a word table, in English and in the language, by the same key. */
const pairsOf = <K extends string>(
  table: Readonly<Record<Language, Readonly<Record<K, string>>>>,
  language: Language,
): WordPair[] => (Object.keys(table.en) as K[]).map((key) => [table.en[key], table[language][key]] as const);

/**
 * The names of the domain's things a page shows, alone or inside its sentences (a product's title, an agreement's
 * title, a measure, a result's state, a sample's storage status), in English and in the language.
 */
function domainNamesIn(language: Language): WordPair[] {
  const products = (Object.keys(PRODUCT_WORDS.en) as ProductKey[]).map(
    (key) => [PRODUCT_WORDS.en[key].title, PRODUCT_WORDS[language][key].title] as const,
  );
  const agreements = Object.values(AGREEMENTS.en).map(
    (agreement) => [agreement.title, AGREEMENTS[language][agreement.step].title] as const,
  );
  return [
    ...products,
    ...agreements,
    ...pairsOf(PARAMETER_LABELS, language),
    ...pairsOf(RESULT_STATE_LABELS, language),
    ...pairsOf(STORAGE_STATUS_WORDS, language),
  ];
}

/** The products' descriptions, in English and in the language. */
const descriptionsIn = (language: Language): WordPair[] =>
  (Object.keys(PRODUCT_WORDS.en) as ProductKey[]).map(
    (key) => [PRODUCT_WORDS.en[key].description, PRODUCT_WORDS[language][key].description] as const,
  );

/**
 * The domain's words a page shows as they are (its names, and the products' descriptions): each English entry that
 * the other language words differently.
 */
function domainEnglishIn(language: Language): string[] {
  return [...domainNamesIn(language), ...descriptionsIn(language)]
    .filter(([english, translated]) => english !== translated)
    .map(([english]) => english);
}

/**
 * The English names to look for inside the texts of a page in `language`: the domain's names of two words or more
 * that the language words differently, but none that the language's own words hold (a brand both keep, a name a
 * translation quotes), so that no proper text of that language is taken for English.
 */
function englishNamesIn(language: Language, translatedPo: string): string[] {
  const translatedWords = [
    ...poEntries(translatedPo).values(),
    ...[...domainNamesIn(language), ...descriptionsIn(language)].map(([, translated]) => translated),
    ...Object.values(AGREEMENTS[language]).flatMap((agreement) => agreement.paragraphs),
  ].map((text) => text.toLowerCase());
  const names = domainNamesIn(language)
    .filter(([english, translated]) => english !== translated && words(english).length >= 2)
    .map(([english]) => english.toLowerCase())
    .filter((name) => !translatedWords.some((text) => holdsName(text, name)));
  return [...new Set(names)];
}

/** Whether a lower-cased text holds the lower-cased name as whole words (not inside a longer word). */
function holdsName(text: string, name: string): boolean {
  const letterOrDigit = /[\p{L}\p{N}]/u;
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + name.length] ?? ' ';
    if (!letterOrDigit.test(before) && !letterOrDigit.test(after)) return true;
  }
  return false;
}

/** The web app's catalogues and the domain's word tables: English, and the language the pages are checked in. */
export function englishToFindIn(language: Language): EnglishToFind {
  const locales = join(import.meta.dirname, '../../apps/web/src/locales');
  const translatedPo = readFileSync(join(locales, `${language}/messages.po`), 'utf8');
  const found = englishToFind(readFileSync(join(locales, 'en/messages.po'), 'utf8'), translatedPo);
  return {
    ...found,
    messages: new Set([...found.messages, ...domainEnglishIn(language)]),
    names: englishNamesIn(language, translatedPo),
  };
}

const ENGLISH_WORDS = new Set(
  'the your you and to of for with is are this that please we our be it or not can will has have was were what when your from by at an'.split(
    ' ',
  ),
);
const SPANISH_WORDS = new Set(
  'el la los las de del y su sus con para por que en un una es no se lo le al como más o'.split(' '),
);

/**
 * A text that reads as an English sentence: two English words at least (the, your, and…) and more of them than
 * Spanish ones. A name, a code, an address or a brand has too few words to count.
 */
export function readsAsEnglish(text: string): boolean {
  const tokens = words(text.toLowerCase().replace(/[^\p{L}\s']/gu, ' '));
  const english = tokens.filter((token) => ENGLISH_WORDS.has(token)).length;
  const spanish = tokens.filter((token) => SPANISH_WORDS.has(token)).length;
  return english >= 2 && english > spanish;
}

/** The texts of a page that are English left behind, each with why. */
export function englishLeftIn(texts: readonly string[], find: EnglishToFind): string[] {
  const found: string[] = [];
  for (const raw of texts) {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    const name = find.names.find((each) => holdsName(text.toLowerCase(), each));
    if (find.messages.has(text)) found.push(`"${text}" is an English message of the catalogue`);
    else if (find.fragments.some((fragment) => text.includes(fragment)))
      found.push(`"${text}" holds English of the catalogue`);
    else if (name) found.push(`"${text}" holds the English name "${name}"`);
    else if (readsAsEnglish(text)) found.push(`"${text}" reads as English, and no catalogue translates it`);
  }
  return found;
}
