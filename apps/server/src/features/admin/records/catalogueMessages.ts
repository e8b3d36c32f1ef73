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
