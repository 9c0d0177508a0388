import { describe, expect, it } from 'vitest';
import { englishLeftIn, englishToFind, englishToFindIn, poEntries, readsAsEnglish } from './english-left';

const englishPo = `msgid ""
msgstr ""
"Language: en\\n"

msgid "Sign in"
msgstr "Sign in"

msgid "New here? <0>Order a kit</0>"
msgstr "New here? <0>Order a kit</0>"

msgid "Too many attempts. Please try again in {seconds, plural, one {# second} other {# seconds}}."
msgstr "Too many attempts. Please try again in {seconds, plural, one {# second} other {# seconds}}."

msgid "validation.required"
msgstr "The {field} field is required"

msgid "CoQ10"
msgstr "CoQ10"
`;

const spanishPo = `msgid "Sign in"
msgstr "Iniciar sesión"

msgid "New here? <0>Order a kit</0>"
msgstr "¿Primera vez aquí? <0>Pida un kit</0>"

msgid "Too many attempts. Please try again in {seconds, plural, one {# second} other {# seconds}}."
msgstr "Demasiados intentos. Inténtelo de nuevo en {seconds, plural, one {# segundo} other {# segundos}}."

msgid "validation.required"
msgstr "Complete el campo de {field}."

msgid "CoQ10"
msgstr "CoQ10"
`;

describe('English left behind on a translated page', () => {
  const find = englishToFind(englishPo, spanishPo);

  it('reads the entries of a catalogue, its header left out', () => {
    expect(poEntries(spanishPo).get('Sign in')).toBe('Iniciar sesión');
    expect(poEntries(englishPo).has('')).toBe(false);
  });

  it('finds an English message whole, or the words of one around its placeholders and tags', () => {
    expect(englishLeftIn(['Sign in'], find)).toEqual(['"Sign in" is an English message of the catalogue']);
    expect(englishLeftIn(['Too many attempts. Please try again in 30 seconds.'], find)).toHaveLength(1);
    expect(englishLeftIn(['The email field is required'], find)).toHaveLength(1);
  });

  it('finds English sentences no catalogue holds', () => {
    expect(englishLeftIn(['Your results are ready to read.'], find)).toEqual([
      '"Your results are ready to read." reads as English, and no catalogue translates it',
    ]);
  });

  it('leaves the translation, what both languages write alike, names and short words alone', () => {
    expect(
      englishLeftIn(
        ['Iniciar sesión', 'CoQ10', 'Fathom', 'Sam Carter', 'sam@example.com', 'FA-100245', '(512) 555-0100'],
        find,
      ),
    ).toEqual([]);
    expect(englishLeftIn(['Complete el campo de correo electrónico.', 'Pida un kit'], find)).toEqual([]);
  });

  it('tells a Spanish sentence from an English one', () => {
    expect(readsAsEnglish('Inicie sesión para ver sus resultados y administrar el almacenamiento.')).toBe(
      false,
    );
    expect(readsAsEnglish('Sign in to see your results and manage your storage.')).toBe(true);
    expect(readsAsEnglish('Order a kit')).toBe(false);
  });

  it("finds the app's own catalogues", () => {
    const app = englishToFindIn('es');
    expect(app.messages.has('Forgot your password?')).toBe(true);
    expect(app.messages.has('English')).toBe(false);
  });

  it('finds an English product title inside a longer text, and an agreement title in lower case', () => {
    const app = englishToFindIn('es');
    expect(englishLeftIn(['Registre su Semen Analysis kit'], app)).toEqual([
      '"Registre su Semen Analysis kit" holds the English name "semen analysis"',
    ]);
    expect(englishLeftIn(['Avance de Semen Analysis'], app)).toHaveLength(1);
    expect(englishLeftIn(['STI Test Kit · resultados del 22 nov 2026'], app)).toHaveLength(1);
    expect(englishLeftIn(['Tomorrow Package · Pedido FA-100245'], app)).toHaveLength(1);
    expect(
      englishLeftIn(
        [
          'Firme lo siguiente: client agreement. Así el laboratorio podrá actuar con sus muestras como usted lo pide.',
        ],
        app,
      ),
    ).toEqual([expect.stringContaining('holds the English name "client agreement"')]);
    expect(englishLeftIn(['Firme el power of attorney for stored samples'], app)).toHaveLength(1);
  });

  it('leaves proper Spanish alone: the names in Spanish, brands both languages keep, and words inside longer words', () => {
    const app = englishToFindIn('es');
    expect(
      englishLeftIn(
        [
          'Registre su kit de análisis de semen',
          'Registre su kit de pruebas de ETS',
          'Paquete Mañana · Pedido FA-100245',
          'Paquete NSW',
          'Suplemento de CoQ10',
          'Firme lo siguiente: acuerdo del cliente y poder sobre las muestras almacenadas.',
          'Progreso de Análisis de semen',
        ],
        app,
      ),
    ).toEqual([]);
    // No name a Spanish text of the catalogues or the domain holds is looked for.
    expect(app.names).toContain('semen analysis');
    expect(app.names).toContain('client agreement');
    expect(app.names.every((name) => name.split(' ').length >= 2)).toBe(true);
  });

  it("finds the domain's words a page shows as they are: products, measures, states, storage", () => {
    const app = englishToFindIn('es');
    for (const english of ['Semen Analysis', 'Total count', 'Normal', 'Stored']) {
      expect(englishLeftIn([english], app)).toHaveLength(english === 'Normal' ? 0 : 1);
    }
  });
});
