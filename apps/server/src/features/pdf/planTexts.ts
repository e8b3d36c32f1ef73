import type { Locale } from '@bar/domain/locale';

/** Texts of the PDF's transport plan and power budget sections (T1, E1). */
export type PlanPdfTexts = {
  transport: string;
  /** Placeholder {{contents}}: "3 × GRX-0600-BF, …". */
  contents: string;
  loose: string;
  /** Placeholders {{volume}}, {{weight}}. */
  totals: string;
  vehicles: string;
  fits: string;
  doesNotFit: string;
  power: string;
  /** Placeholders {{watts}}, {{amperes}}, {{circuits}}, {{sockets}}. */
  powerFigures: string;
  powerWarning: string;
};

export const PLAN_PDF_TEXTS: Record<Locale, PlanPdfTexts> = {
  de: {
    transport: 'Transportplan',
    contents: 'Inhalt: {{contents}}',
    loose: 'Ohne Tasche',
    totals: 'Volumen {{volume}} l, Gewicht {{weight}}',
    vehicles: 'Fahrzeuge',
    fits: 'passt',
    doesNotFit: 'passt nicht',
    power: 'Strombedarf',
    powerFigures: '{{watts}} W, {{amperes}} A bei 230 V, {{circuits}} Stromkreis(e) à 16 A, {{sockets}} Steckdose(n)',
    powerWarning: 'Ein Stromkreis mit 16 A reicht nicht: bitte mehrere Stromkreise vorsehen.',
  },
  en: {
    transport: 'Transport plan',
    contents: 'Contents: {{contents}}',
    loose: 'Without a bag',
    totals: 'Volume {{volume}} l, weight {{weight}}',
    vehicles: 'Vehicles',
    fits: 'fits',
    doesNotFit: 'does not fit',
    power: 'Power budget',
    powerFigures: '{{watts}} W, {{amperes}} A at 230 V, {{circuits}} circuit(s) of 16 A, {{sockets}} socket(s)',
    powerWarning: 'One 16 A circuit is not enough: plan for several circuits.',
  },
  fr: {
    transport: 'Plan de transport',
    contents: 'Contenu : {{contents}}',
    loose: 'Sans sac',
    totals: 'Volume {{volume}} l, poids {{weight}}',
    vehicles: 'Véhicules',
    fits: 'convient',
    doesNotFit: 'ne convient pas',
    power: 'Besoin électrique',
    powerFigures: '{{watts}} W, {{amperes}} A sous 230 V, {{circuits}} circuit(s) de 16 A, {{sockets}} prise(s)',
    powerWarning: 'Un circuit de 16 A ne suffit pas : prévoyez plusieurs circuits.',
  },
  it: {
    transport: 'Piano di trasporto',
    contents: 'Contenuto: {{contents}}',
    loose: 'Senza borsa',
    totals: 'Volume {{volume}} l, peso {{weight}}',
    vehicles: 'Veicoli',
    fits: 'ci sta',
    doesNotFit: 'non ci sta',
    power: 'Fabbisogno elettrico',
    powerFigures: '{{watts}} W, {{amperes}} A a 230 V, {{circuits}} circuito/i da 16 A, {{sockets}} presa/e',
    powerWarning: 'Un circuito da 16 A non basta: prevedere più circuiti.',
  },
  es: {
    transport: 'Plan de transporte',
    contents: 'Contenido: {{contents}}',
    loose: 'Sin bolsa',
    totals: 'Volumen {{volume}} l, peso {{weight}}',
    vehicles: 'Vehículos',
    fits: 'cabe',
    doesNotFit: 'no cabe',
    power: 'Consumo eléctrico',
    powerFigures: '{{watts}} W, {{amperes}} A a 230 V, {{circuits}} circuito(s) de 16 A, {{sockets}} enchufe(s)',
    powerWarning: 'Un circuito de 16 A no basta: prevea varios circuitos.',
  },
  pt: {
    transport: 'Plano de transporte',
    contents: 'Conteúdo: {{contents}}',
    loose: 'Sem saco',
    totals: 'Volume {{volume}} l, peso {{weight}}',
    vehicles: 'Veículos',
    fits: 'cabe',
    doesNotFit: 'não cabe',
    power: 'Consumo elétrico',
    powerFigures: '{{watts}} W, {{amperes}} A a 230 V, {{circuits}} circuito(s) de 16 A, {{sockets}} tomada(s)',
    powerWarning: 'Um circuito de 16 A não chega: preveja vários circuitos.',
  },
};
