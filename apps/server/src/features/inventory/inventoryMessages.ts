import type { Locale } from '@bar/domain/locale';
import { fillPlaceholders } from '../../i18n/messageTable.ts';

export type InventoryMessage =
  | 'unknownPart'
  | 'duplicatePart'
  | 'unknownPartNumber'
  | 'badCount'
  | 'tooMany'
  | 'tooManyParts'
  | 'unreadable';

/** The inventory routes' field errors in the request's language; `{{value}}` is the cell that failed. */
export const INVENTORY_MESSAGES: Record<InventoryMessage, Record<Locale, string>> = {
  unknownPart: {
    de: 'Dieses Teil gibt es im Katalog nicht.',
    en: 'This part is not in the catalogue.',
    fr: 'Cette pièce n’existe pas dans le catalogue.',
    it: 'Questo componente non è nel catalogo.',
    es: 'Esta pieza no está en el catálogo.',
    pt: 'Esta peça não está no catálogo.',
  },
  duplicatePart: {
    de: 'Dieses Teil steht schon weiter oben in der Liste.',
    en: 'This part is already listed above.',
    fr: 'Cette pièce figure déjà plus haut dans la liste.',
    it: 'Questo componente è già presente più sopra nell’elenco.',
    es: 'Esta pieza ya figura más arriba en la lista.',
    pt: 'Esta peça já consta acima na lista.',
  },
  unknownPartNumber: {
    de: 'Unbekannte Teilenummer „{{value}}“.',
    en: 'Unknown part number "{{value}}".',
    fr: 'Référence inconnue « {{value}} ».',
    it: 'Codice articolo sconosciuto «{{value}}».',
    es: 'Número de pieza desconocido «{{value}}».',
    pt: 'Número de peça desconhecido «{{value}}».',
  },
  badCount: {
    de: 'Die Anzahl „{{value}}“ ist keine ganze Zahl ab 0.',
    en: 'The count "{{value}}" is not a whole number of 0 or more.',
    fr: 'La quantité « {{value}} » n’est pas un nombre entier positif ou nul.',
    it: 'La quantità «{{value}}» non è un numero intero maggiore o uguale a 0.',
    es: 'La cantidad «{{value}}» no es un número entero mayor o igual que 0.',
    pt: 'A quantidade «{{value}}» não é um número inteiro maior ou igual a 0.',
  },
  tooMany: {
    de: 'Mehr als 100.000 Stück eines Teils werden nicht gespeichert.',
    en: 'More than 100,000 of one part are not stored.',
    fr: 'Plus de 100 000 unités d’une pièce ne sont pas enregistrées.',
    it: 'Non si possono salvare più di 100.000 pezzi di un componente.',
    es: 'No se guardan más de 100.000 unidades de una pieza.',
    pt: 'Não são guardadas mais de 100 000 unidades de uma peça.',
  },
  tooManyParts: {
    de: 'Eine Bestandsliste hat höchstens 2.000 verschiedene Teile.',
    en: 'An inventory holds at most 2,000 different parts.',
    fr: 'Un inventaire contient au plus 2 000 pièces différentes.',
    it: 'Un inventario contiene al massimo 2.000 componenti diversi.',
    es: 'Un inventario contiene como máximo 2.000 piezas distintas.',
    pt: 'Um inventário tem no máximo 2 000 peças diferentes.',
  },
  unreadable: {
    de: 'Die Datei ist keine lesbare CSV-Datei (Teilenummer; Anzahl).',
    en: 'The file is not a readable CSV file (part number; count).',
    fr: 'Le fichier n’est pas un fichier CSV lisible (référence ; quantité).',
    it: 'Il file non è un file CSV leggibile (codice articolo; quantità).',
    es: 'El archivo no es un CSV legible (número de pieza; cantidad).',
    pt: 'O ficheiro não é um CSV legível (número de peça; quantidade).',
  },
};

export function inventoryMessage(key: InventoryMessage, locale: Locale, value = ''): string {
  return fillPlaceholders(INVENTORY_MESSAGES[key][locale], { value });
}
