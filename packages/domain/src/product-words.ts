/**
 * What each product of the catalogue is called and how it is described, in every language the portal speaks: one
 * table, read by the catalogue's seed (its English), the pages, the e-mails and the receipts. A product is worded by
 * its fixed key; a key this table does not know (a product retired, a row written by hand) keeps the words it was
 * stored with.
 */
import type { Language } from './languages';
import { isProductKey, type ProductKey } from './products';

export interface ProductWords {
  title: string;
  description: string;
}

export const PRODUCT_WORDS: Readonly<Record<Language, Readonly<Record<ProductKey, ProductWords>>>> = {
  en: {
    analysis: {
      title: 'Semen Analysis',
      description:
        'An at-home collection kit and a full lab analysis of count, motility, volume and morphology.',
    },
    dna_fragmentation: {
      title: 'DNA Fragmentation Analysis',
      description: 'Measures how many sperm carry damaged DNA, added to a semen analysis.',
    },
    cryo_monthly: {
      title: 'Cryogenic Storage, monthly plan',
      description: 'Your vials kept frozen, billed every month.',
    },
    cryo_six_months: {
      title: 'Cryogenic Storage, six months',
      description: 'Your vials kept frozen, billed every six months.',
    },
    cryo_yearly: {
      title: 'Cryogenic Storage, yearly plan',
      description: 'Your vials kept frozen, billed every year.',
    },
    cryo_ten_years: {
      title: 'Cryogenic Storage, ten years',
      description: 'Ten years of storage, renewed every ten years.',
    },
    cryo_lifetime: {
      title: 'Cryogenic Storage, lifetime',
      description: 'Storage for as long as you need it, paid once.',
    },
    nsw: {
      title: 'NSW Package',
      description: 'A semen analysis and a year of storage for the sample.',
    },
    today: {
      title: 'Today + 12 Months Storage',
      description: 'Analyse and freeze your sample today, and store it for twelve months.',
    },
    bronze: {
      title: 'Bronze Package',
      description: 'A semen analysis, your sample frozen, and six months of storage.',
    },
    tomorrow: {
      title: 'Tomorrow Package',
      description:
        'A semen analysis with a DNA fragmentation analysis included, your sample frozen, and twelve months of storage.',
    },
    platinum: {
      title: 'Platinum Package',
      description: 'A semen analysis with a DNA fragmentation analysis included, and ten years of storage.',
    },
    coq10: {
      title: 'CoQ10 Supplement',
      description: 'Coenzyme Q10, a month’s supply.',
    },
    male_fertility_supplement: {
      title: 'Male Fertility Supplement',
      description: 'Vitamins and antioxidants for sperm health, delivered every month.',
    },
    sti: {
      title: 'STI Test Kit',
      description: 'At-home test for chlamydia, gonorrhea, hepatitis B and C, HIV and syphilis.',
    },
    fertility_consultation: {
      title: 'Fertility Consultation',
      description: 'A call with a fertility specialist about your results.',
    },
    vasectomy_monthly: {
      title: 'Pre-Vasectomy Storage, monthly plan',
      description: 'Storage before a vasectomy, billed every month.',
    },
    vasectomy_yearly: {
      title: 'Pre-Vasectomy Storage, yearly plan',
      description: 'Storage before a vasectomy, billed every year.',
    },
    withdrawal_shipping: {
      title: 'Cryogenic Shipping (domestic)',
      description: 'Shipping of stored vials to a medical professional or facility in the US, per transfer.',
    },
  },
  es: {
    analysis: {
      title: 'Análisis de semen',
      description:
        'Un kit para tomar la muestra en casa y un análisis completo en el laboratorio: cantidad, movilidad, volumen y forma de los espermatozoides.',
    },
    dna_fragmentation: {
      title: 'Análisis de fragmentación del ADN',
      description: 'Mide cuántos espermatozoides tienen el ADN dañado; se agrega a un análisis de semen.',
    },
    cryo_monthly: {
      title: 'Almacenamiento criogénico, plan mensual',
      description: 'Sus viales se mantienen congelados; se cobra cada mes.',
    },
    cryo_six_months: {
      title: 'Almacenamiento criogénico, seis meses',
      description: 'Sus viales se mantienen congelados; se cobra cada seis meses.',
    },
    cryo_yearly: {
      title: 'Almacenamiento criogénico, plan anual',
      description: 'Sus viales se mantienen congelados; se cobra cada año.',
    },
    cryo_ten_years: {
      title: 'Almacenamiento criogénico, diez años',
      description: 'Diez años de almacenamiento, que se renuevan cada diez años.',
    },
    cryo_lifetime: {
      title: 'Almacenamiento criogénico de por vida',
      description: 'Almacenamiento por todo el tiempo que lo necesite, con un solo pago.',
    },
    nsw: {
      title: 'Paquete NSW',
      description: 'Un análisis de semen y un año de almacenamiento de la muestra.',
    },
    today: {
      title: 'Hoy + 12 meses de almacenamiento',
      description: 'Analice y congele su muestra hoy, y guárdela durante doce meses.',
    },
    bronze: {
      title: 'Paquete Bronce',
      description: 'Un análisis de semen, su muestra congelada y seis meses de almacenamiento.',
    },
    tomorrow: {
      title: 'Paquete Mañana',
      description:
        'Un análisis de semen con un análisis de fragmentación del ADN incluido, su muestra congelada y doce meses de almacenamiento.',
    },
    platinum: {
      title: 'Paquete Platino',
      description:
        'Un análisis de semen con un análisis de fragmentación del ADN incluido, y diez años de almacenamiento.',
    },
    coq10: {
      title: 'Suplemento de CoQ10',
      description: 'Coenzima Q10, para un mes.',
    },
    male_fertility_supplement: {
      title: 'Suplemento para la fertilidad masculina',
      description:
        'Vitaminas y antioxidantes para la salud de los espermatozoides, que le enviamos cada mes.',
    },
    sti: {
      title: 'Kit de pruebas de ETS',
      description: 'Prueba en casa de clamidia, gonorrea, hepatitis B y C, VIH y sífilis.',
    },
    fertility_consultation: {
      title: 'Consulta de fertilidad',
      description: 'Una llamada con un especialista en fertilidad sobre sus resultados.',
    },
    vasectomy_monthly: {
      title: 'Almacenamiento antes de la vasectomía, plan mensual',
      description: 'Almacenamiento antes de una vasectomía; se cobra cada mes.',
    },
    vasectomy_yearly: {
      title: 'Almacenamiento antes de la vasectomía, plan anual',
      description: 'Almacenamiento antes de una vasectomía; se cobra cada año.',
    },
    withdrawal_shipping: {
      title: 'Envío criogénico (dentro de EE. UU.)',
      description:
        'Envío de viales almacenados a un profesional o centro médico de EE. UU., por cada traslado.',
    },
  },
};

/** The words of a product known by its key, else null. */
function wordsOf(key: string | null | undefined, language: Language): ProductWords | null {
  return key && isProductKey(key) ? PRODUCT_WORDS[language][key] : null;
}

/**
 * A product's title in the language. In English it is `stored` (the title kept with the product, or the one an
 * order's line was sold under), as it was written; in another language, the product's words by its key, and
 * `stored` when the key is unknown or absent.
 */
export function productTitle(key: string | null | undefined, language: Language, stored: string): string {
  if (language === 'en' && stored) return stored;
  return wordsOf(key, language)?.title ?? stored;
}

/** A product's description in the language: as `productTitle`, the stored English, else the words by its key. */
export function productDescription(
  key: string | null | undefined,
  language: Language,
  stored: string,
): string {
  if (language === 'en' && stored) return stored;
  return wordsOf(key, language)?.description ?? stored;
}

/** A product of the catalogue as the pages receive it: its key, and its words as the catalogue stores them. */
export interface StoredProductWords {
  key?: string | null;
  title?: string | null;
  name?: string | null;
  description?: string | null;
}

/** The title of a product of the catalogue in the language (its stored title, else name, for an unknown key). */
export function productTitleOf(product: StoredProductWords, language: Language): string {
  return productTitle(product.key, language, product.title ?? product.name ?? '');
}

/** The description of a product of the catalogue in the language ('' when it has none). */
export function productDescriptionOf(product: StoredProductWords, language: Language): string {
  return productDescription(product.key, language, product.description ?? '');
}

/** A title that starts a sentence's noun, its first letter lower-cased ("Análisis de semen": "análisis de semen"). */
const lowerFirst = (title: string) => title.charAt(0).toLocaleLowerCase('es') + title.slice(1);

/**
 * How each language names a kit by its product's title inside a sentence ("Register your …"). English: "Semen
 * Analysis kit", a title that already ends in "Kit" ("STI Test Kit") kept as it is. Spanish: "kit de análisis de
 * semen", a title that already starts with "Kit" ("Kit de pruebas de ETS") kept but for its capital; a title the
 * table does not word (`known` false) is kept as stored, not lower-cased.
 */
const KIT_NAMES: Readonly<Record<Language, (title: string, known: boolean) => string>> = {
  en: (title) => (/\bkit$/i.test(title) ? title : `${title} kit`),
  es: (title, known) => {
    const inSentence = known ? lowerFirst(title) : title;
    return /^kit\b/i.test(title) ? inSentence : `kit de ${inSentence}`;
  },
};

/**
 * A kit named by its product's title in the language (`productTitle`: the stored English, else the words by its key),
 * as a sentence names it: "Semen Analysis kit", "kit de análisis de semen".
 */
export function kitName(key: string | null | undefined, language: Language, stored: string): string {
  return KIT_NAMES[language](productTitle(key, language, stored), wordsOf(key, language) !== null);
}
