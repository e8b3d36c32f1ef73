import { type Catalogue, type Color, primaryPartNumber } from '@bar/domain/catalogue';
import { type Locale, localize } from '@bar/domain/locale';
import { csvStyle, formatFixed, integerCell, toCsv } from './csv.ts';

const PART_HEADERS: Record<Locale, string[]> = {
  de: ['Artikelnummer', 'Bezeichnung', 'Breite (mm)', 'Höhe (mm)', 'Tiefe (mm)', 'Gewicht (kg)', 'Nettopreis (EUR)'],
  en: ['Part number', 'Name', 'Width (mm)', 'Height (mm)', 'Depth (mm)', 'Weight (kg)', 'Net price (EUR)'],
  fr: ['Référence', 'Désignation', 'Largeur (mm)', 'Hauteur (mm)', 'Profondeur (mm)', 'Poids (kg)', 'Prix net (EUR)'],
  it: [
    'Codice',
    'Denominazione',
    'Larghezza (mm)',
    'Altezza (mm)',
    'Profondità (mm)',
    'Peso (kg)',
    'Prezzo netto (EUR)',
  ],
  es: ['Referencia', 'Denominación', 'Ancho (mm)', 'Alto (mm)', 'Fondo (mm)', 'Peso (kg)', 'Precio neto (EUR)'],
  pt: [
    'Referência',
    'Designação',
    'Largura (mm)',
    'Altura (mm)',
    'Profundidade (mm)',
    'Peso (kg)',
    'Preço líquido (EUR)',
  ],
};

// RAL publishes the colour names in English; the screen colour only approximates the RAL sample.
const COLOR_HEADERS: Record<Locale, string[]> = {
  de: ['RAL', 'Name (englisch)', 'Bildschirmfarbe (ca., hex)'],
  en: ['RAL', 'Name', 'Screen colour (approx., hex)'],
  fr: ['RAL', 'Nom (anglais)', 'Couleur à l’écran (approx., hex)'],
  it: ['RAL', 'Nome (inglese)', 'Colore a schermo (ca., hex)'],
  es: ['RAL', 'Nombre (inglés)', 'Color en pantalla (aprox., hex)'],
  pt: ['RAL', 'Nome (inglês)', 'Cor no ecrã (aprox., hex)'],
};

/** Every part of the catalogue, in catalogue order, with its net price in euros. */
export function partsCsv(catalogue: Catalogue, locale: Locale): string {
  const style = csvStyle(locale);
  const rows = [...catalogue.parts.values()].map((part) => [
    primaryPartNumber(part),
    localize(part.name, locale),
    integerCell(part.width),
    integerCell(part.height),
    integerCell(part.depth),
    formatFixed(part.weight, 3, style),
    formatFixed(part.price, 2, style),
  ]);
  return toCsv([PART_HEADERS[locale], ...rows], style);
}

/** The palette the configurator offers. */
export function colorsCsv(palette: readonly Color[], locale: Locale): string {
  return toCsv(
    [COLOR_HEADERS[locale], ...palette.map((color) => [color.code, color.name, color.hex])],
    csvStyle(locale),
  );
}
