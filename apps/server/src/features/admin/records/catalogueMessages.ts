import type { Locale } from '@bar/domain/locale';
import { messagesOf } from '../../../i18n/messageTable.ts';

export type CatalogueMessage =
  | 'colorNotFound'
  | 'colorCodeTaken'
  | 'partNotFound'
  | 'vehicleClassNotFound'
  | 'assemblyNotFound'
  | 'noSuchPart'
  | 'assemblyTypeInUse'
  | 'assemblyPlacementInUse';

/** Answers of the admin catalogue routes that need more than a schema message, in the request's language. */
export const CATALOGUE_MESSAGES: Record<CatalogueMessage, Record<Locale, string>> = {
  colorNotFound: {
    de: 'Diese Farbe existiert nicht.',
    en: 'This colour does not exist.',
    fr: 'Cette couleur n’existe pas.',
    it: 'Questo colore non esiste.',
    es: 'Este color no existe.',
    pt: 'Esta cor não existe.',
  },
  vehicleClassNotFound: {
    de: 'Diese Fahrzeugklasse existiert nicht.',
    en: 'This vehicle class does not exist.',
    fr: 'Cette catégorie de véhicule n’existe pas.',
    it: 'Questa classe di veicolo non esiste.',
    es: 'Esta clase de vehículo no existe.',
    pt: 'Esta classe de veículo não existe.',
  },
  colorCodeTaken: {
    de: 'Eine andere Farbe hat bereits diesen Code.',
    en: 'Another colour already has this code.',
    fr: 'Une autre couleur porte déjà ce code.',
    it: 'Un altro colore ha già questo codice.',
    es: 'Otro color ya tiene este código.',
    pt: 'Outra cor já tem este código.',
  },
  partNotFound: {
    de: 'Dieses Teil existiert nicht.',
    en: 'This part does not exist.',
    fr: 'Cette pièce n’existe pas.',
    it: 'Questo componente non esiste.',
    es: 'Esta pieza no existe.',
    pt: 'Esta peça não existe.',
  },
  assemblyNotFound: {
    de: 'Diese Baugruppe existiert nicht.',
    en: 'This assembly does not exist.',
    fr: 'Cet assemblage n’existe pas.',
    it: 'Questo assemblaggio non esiste.',
    es: 'Este conjunto no existe.',
    pt: 'Este conjunto não existe.',
  },
  noSuchPart: {
    de: 'Bitte wählen Sie ein vorhandenes Teil.',
    en: 'Please choose an existing part.',
    fr: 'Veuillez choisir une pièce existante.',
    it: 'Scegli un componente esistente.',
    es: 'Elija una pieza existente.',
    pt: 'Escolha uma peça existente.',
  },
  /**
   * 422 on an assembly field that saved bars and active presets rely on (`type`, or a field
   * deciding where it fits), with how many use it; `{{usage}}` is the phrase from `usagePhrase`.
   */
  assemblyTypeInUse: {
    de: 'Diese Baugruppe wird in {{usage}} verwendet; ihr Typ kann daher nicht geändert werden.',
    en: 'This assembly is used in {{usage}}, so its type cannot be changed.',
    fr: 'Cet assemblage est utilisé dans {{usage}} ; son type ne peut donc pas être modifié.',
    it: 'Questo assemblaggio è usato in {{usage}}, quindi il suo tipo non può essere modificato.',
    es: 'Este conjunto se usa en {{usage}}, por lo que su tipo no se puede cambiar.',
    pt: 'Este conjunto é usado em {{usage}}, por isso o seu tipo não pode ser alterado.',
  },
  assemblyPlacementInUse: {
    de: 'Diese Baugruppe wird in {{usage}} verwendet; dieser Wert bestimmt, wo sie passt, und kann daher nicht geändert werden.',
    en: 'This assembly is used in {{usage}}; this value decides where it fits, so it cannot be changed.',
    fr: 'Cet assemblage est utilisé dans {{usage}} ; cette valeur détermine où il se place et ne peut donc pas être modifiée.',
    it: 'Questo assemblaggio è usato in {{usage}}; questo valore determina dove si monta, quindi non può essere modificato.',
    es: 'Este conjunto se usa en {{usage}}; este valor determina dónde encaja, por lo que no se puede cambiar.',
    pt: 'Este conjunto é usado em {{usage}}; este valor determina onde encaixa, por isso não pode ser alterado.',
  },
};

export const catalogueMessage = messagesOf(CATALOGUE_MESSAGES);

/** How many saved bars and active presets use an assembly; at least one of them is above 0. */
export interface AssemblyUsage {
  bars: number;
  presets: number;
}

type UsageWords = { bar: readonly [string, string]; preset: readonly [string, string]; and: string };

/**
 * Singular and plural of "saved bar" and "preset" (the web's word for presets in each language),
 * in the case the sentences below need. A count left out is 0, so the singular is exactly 1 in
 * all six languages.
 */
const USAGE_WORDS: Record<Locale, UsageWords> = {
  de: { bar: ['gespeicherten Bar', 'gespeicherten Bars'], preset: ['Vorlage', 'Vorlagen'], and: 'und' },
  en: { bar: ['saved bar', 'saved bars'], preset: ['preset', 'presets'], and: 'and' },
  fr: { bar: ['bar enregistré', 'bars enregistrés'], preset: ['modèle', 'modèles'], and: 'et' },
  it: { bar: ['bar salvato', 'bar salvati'], preset: ['modello', 'modelli'], and: 'e' },
  es: { bar: ['barra guardada', 'barras guardadas'], preset: ['plantilla', 'plantillas'], and: 'y' },
  pt: { bar: ['bar guardado', 'bares guardados'], preset: ['modelo', 'modelos'], and: 'e' },
};

/** "3 saved bars", "1 preset" or "3 saved bars and 1 preset": the counts above 0. */
export function usagePhrase({ bars, presets }: AssemblyUsage, locale: Locale): string {
  const words = USAGE_WORDS[locale];
  const counted = (n: number, [one, other]: readonly [string, string]) => `${n} ${n === 1 ? one : other}`;
  const parts = [
    ...(bars > 0 ? [counted(bars, words.bar)] : []),
    ...(presets > 0 ? [counted(presets, words.preset)] : []),
  ];
  return parts.join(` ${words.and} `);
}
