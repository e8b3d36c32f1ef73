import type { Locale } from '@bar/domain/locale';

/** The words on a plan of the bar, in every language the product speaks. */
export type PlanTexts = {
  /** Placeholders {{name}}, {{scale}}: "Café Süd – top view 1:50". */
  title: string;
  unit: string;
  customers: string;
  north: string;
  frontBar: string;
  backBar: string;
  aisle: string;
  /** A plan too long for 1:50 on A3 is a set of sheets. Placeholders {{sheet}}, {{count}}. */
  overviewSheet: string;
  detailSheet: string;
  /** A detail sheet's frame on the overview. */
  frame: string;
  /** On a detail sheet, where it meets its neighbour {{sheet}}. */
  matchLine: string;
  /** Under the overview on the parts-list PDF's plan page: where the detail sheets are (the editor's menu item). */
  detailsInPlanPdf: string;
};

export const PLAN_TEXTS: Record<Locale, PlanTexts> = {
  de: {
    title: '{{name}} – Draufsicht 1:{{scale}}',
    unit: 'Maße in mm',
    customers: 'Gäste',
    north: 'N',
    frontBar: 'Theke',
    backBar: 'Rückbuffet',
    aisle: 'Arbeitsgang',
    overviewSheet: 'Übersicht – Blatt {{sheet}} von {{count}}',
    detailSheet: 'Blatt {{sheet}} von {{count}}',
    frame: 'Blatt {{sheet}}',
    matchLine: 'Anschlusslinie – siehe Blatt {{sheet}}',
    detailsInPlanPdf: 'Detailblätter 1:50 (A3): Download „Grundriss (PDF)“, Blatt 2 bis {{count}}',
  },
  en: {
    title: '{{name}} – top view 1:{{scale}}',
    unit: 'Dimensions in mm',
    customers: 'Customers',
    north: 'N',
    frontBar: 'Front bar',
    backBar: 'Back bar',
    aisle: 'Working aisle',
    overviewSheet: 'Overview – sheet {{sheet}} of {{count}}',
    detailSheet: 'Sheet {{sheet}} of {{count}}',
    frame: 'Sheet {{sheet}}',
    matchLine: 'Match line – see sheet {{sheet}}',
    detailsInPlanPdf: 'Detail sheets at 1:50 (A3): download "Plan (PDF)", sheets 2 to {{count}}',
  },
  fr: {
    title: '{{name}} – vue de dessus 1:{{scale}}',
    unit: 'Cotes en mm',
    customers: 'Clients',
    north: 'N',
    frontBar: 'Comptoir',
    backBar: 'Arrière-bar',
    aisle: 'Allée de service',
    overviewSheet: 'Vue d’ensemble – feuille {{sheet}} sur {{count}}',
    detailSheet: 'Feuille {{sheet}} sur {{count}}',
    frame: 'Feuille {{sheet}}',
    matchLine: 'Ligne de raccord – voir feuille {{sheet}}',
    detailsInPlanPdf: 'Feuilles de détail au 1:50 (A3) : téléchargement « Plan (PDF) », feuilles 2 à {{count}}',
  },
  it: {
    title: '{{name}} – vista dall’alto 1:{{scale}}',
    unit: 'Quote in mm',
    customers: 'Clienti',
    north: 'N',
    frontBar: 'Banco',
    backBar: 'Retrobanco',
    aisle: 'Corridoio di lavoro',
    overviewSheet: 'Vista d’insieme – foglio {{sheet}} di {{count}}',
    detailSheet: 'Foglio {{sheet}} di {{count}}',
    frame: 'Foglio {{sheet}}',
    matchLine: 'Linea di giunzione – vedi foglio {{sheet}}',
    detailsInPlanPdf: 'Fogli di dettaglio 1:50 (A3): download «Pianta (PDF)», fogli da 2 a {{count}}',
  },
  es: {
    title: '{{name}} – vista superior 1:{{scale}}',
    unit: 'Cotas en mm',
    customers: 'Clientes',
    north: 'N',
    frontBar: 'Barra',
    backBar: 'Contrabarra',
    aisle: 'Pasillo de trabajo',
    overviewSheet: 'Vista general – hoja {{sheet}} de {{count}}',
    detailSheet: 'Hoja {{sheet}} de {{count}}',
    frame: 'Hoja {{sheet}}',
    matchLine: 'Línea de unión – ver hoja {{sheet}}',
    detailsInPlanPdf: 'Hojas de detalle 1:50 (A3): descarga «Plano (PDF)», hojas 2 a {{count}}',
  },
  pt: {
    title: '{{name}} – vista de cima 1:{{scale}}',
    unit: 'Cotas em mm',
    customers: 'Clientes',
    north: 'N',
    frontBar: 'Balcão',
    backBar: 'Balcão traseiro',
    aisle: 'Corredor de trabalho',
    overviewSheet: 'Vista geral – folha {{sheet}} de {{count}}',
    detailSheet: 'Folha {{sheet}} de {{count}}',
    frame: 'Folha {{sheet}}',
    matchLine: 'Linha de união – ver folha {{sheet}}',
    detailsInPlanPdf: 'Folhas de detalhe 1:50 (A3): download «Planta (PDF)», folhas 2 a {{count}}',
  },
};
