import type { Locale } from '@bar/domain/locale';

export type CatalogueMessage = 'colorNotFound' | 'colorCodeTaken' | 'partNotFound' | 'assemblyNotFound' | 'noSuchPart';

/** Answers of the admin catalogue routes that need more than a schema message, in the request's language. */
const MESSAGES: Record<CatalogueMessage, Record<Locale, string>> = {
  colorNotFound: {
    de: 'Diese Farbe existiert nicht.',
    en: 'This colour does not exist.',
    fr: 'Cette couleur n’existe pas.',
    it: 'Questo colore non esiste.',
    es: 'Este color no existe.',
    pt: 'Esta cor não existe.',
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
};

export function catalogueMessage(message: CatalogueMessage, locale: Locale): string {
  return MESSAGES[message][locale];
}

type Counted = (count: number) => string;

/**
 * 422 on an assembly field that saved bars rely on (`type`, or a field deciding where it fits),
 * with how many bars use it. `count` is at least 1, so "one" is exactly 1 in all six languages.
 */
const IN_USE_MESSAGES: Record<'type' | 'placement', Record<Locale, Counted>> = {
  type: {
    de: (n) =>
      `Diese Baugruppe wird in ${n} gespeicherten ${n === 1 ? 'Bar' : 'Bars'} verwendet; ihr Typ kann daher nicht geändert werden.`,
    en: (n) => `This assembly is used in ${n} saved ${n === 1 ? 'bar' : 'bars'}, so its type cannot be changed.`,
    fr: (n) =>
      `Cet assemblage est utilisé dans ${n} ${n === 1 ? 'bar enregistré' : 'bars enregistrés'} ; son type ne peut donc pas être modifié.`,
    it: (n) =>
      `Questo assemblaggio è usato in ${n} ${n === 1 ? 'bar salvato' : 'bar salvati'}, quindi il suo tipo non può essere modificato.`,
    es: (n) =>
      `Este conjunto se usa en ${n} ${n === 1 ? 'barra guardada' : 'barras guardadas'}, por lo que su tipo no se puede cambiar.`,
    pt: (n) =>
      `Este conjunto é usado em ${n} ${n === 1 ? 'bar guardado' : 'bares guardados'}, por isso o seu tipo não pode ser alterado.`,
  },
  placement: {
    de: (n) =>
      `Diese Baugruppe wird in ${n} gespeicherten ${n === 1 ? 'Bar' : 'Bars'} verwendet; dieser Wert bestimmt, wo sie passt, und kann daher nicht geändert werden.`,
    en: (n) =>
      `This assembly is used in ${n} saved ${n === 1 ? 'bar' : 'bars'}; this value decides where it fits, so it cannot be changed.`,
    fr: (n) =>
      `Cet assemblage est utilisé dans ${n} ${n === 1 ? 'bar enregistré' : 'bars enregistrés'} ; cette valeur détermine où il se place et ne peut donc pas être modifiée.`,
    it: (n) =>
      `Questo assemblaggio è usato in ${n} ${n === 1 ? 'bar salvato' : 'bar salvati'}; questo valore determina dove si monta, quindi non può essere modificato.`,
    es: (n) =>
      `Este conjunto se usa en ${n} ${n === 1 ? 'barra guardada' : 'barras guardadas'}; este valor determina dónde encaja, por lo que no se puede cambiar.`,
    pt: (n) =>
      `Este conjunto é usado em ${n} ${n === 1 ? 'bar guardado' : 'bares guardados'}; este valor determina onde encaixa, por isso não pode ser alterado.`,
  },
};

export function assemblyInUseMessage(field: 'type' | 'placement', count: number, locale: Locale): string {
  return IN_USE_MESSAGES[field][locale](count);
}
