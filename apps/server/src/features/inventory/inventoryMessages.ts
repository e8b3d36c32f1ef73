import type { Locale } from '@bar/domain/locale';
import { fillPlaceholders } from '../../i18n/messageTable.ts';

export type InventoryMessage =
  | 'unknownPart'
  | 'duplicatePart'
  | 'unknownPartNumber'
  | 'badCount'
  | 'tooMany'
  | 'tooManyParts'
  | 'unreadable'
  | 'unknownCharset'
  | 'noParts'
  | 'moreProblems';

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
  unknownCharset: {
    de: 'Den Zeichensatz „{{value}}“ kennen wir nicht. Bitte die Datei als UTF-8 speichern.',
    en: 'The character set "{{value}}" is not known. Please save the file as UTF-8.',
    fr: 'Le jeu de caractères « {{value}} » est inconnu. Enregistrez le fichier en UTF-8.',
    it: 'Il set di caratteri «{{value}}» non è noto. Salvare il file in UTF-8.',
    es: 'El juego de caracteres «{{value}}» no es conocido. Guarde el archivo en UTF-8.',
    pt: 'O conjunto de caracteres «{{value}}» não é conhecido. Guarde o ficheiro em UTF-8.',
  },
  noParts: {
    de: 'Die Datei nennt kein Teil; die Bestandsliste bleibt, wie sie ist. Zum Leeren die Teile in der Liste entfernen und speichern.',
    en: 'The file lists no parts; the inventory stays as it is. To empty it, remove the parts in the list and save.',
    fr: 'Le fichier ne contient aucune pièce ; l’inventaire reste inchangé. Pour le vider, retirez les pièces de la liste et enregistrez.',
    it: 'Il file non elenca alcun componente; l’inventario resta invariato. Per svuotarlo, rimuovere i componenti dall’elenco e salvare.',
    es: 'El archivo no contiene ninguna pieza; el inventario queda como está. Para vaciarlo, quite las piezas de la lista y guarde.',
    pt: 'O ficheiro não contém nenhuma peça; o inventário fica como está. Para o esvaziar, retire as peças da lista e guarde.',
  },
  moreProblems: {
    de: 'Nur die ersten 50 fehlerhaften Zeilen sind aufgeführt; {{value}} weitere Zeilen sind ebenfalls fehlerhaft.',
    en: 'Only the first 50 lines with errors are listed; {{value}} more lines have errors too.',
    fr: 'Seules les 50 premières lignes erronées sont listées ; {{value}} autres lignes contiennent aussi des erreurs.',
    it: 'Sono elencate solo le prime 50 righe con errori; altre {{value}} righe contengono errori.',
    es: 'Solo se listan las primeras 50 líneas con errores; otras {{value}} líneas también tienen errores.',
    pt: 'Só são listadas as primeiras 50 linhas com erros; mais {{value}} linhas também têm erros.',
  },
};

export function inventoryMessage(key: InventoryMessage, locale: Locale, value = ''): string {
  return fillPlaceholders(INVENTORY_MESSAGES[key][locale], { value });
}
