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
  },
  en: {
    title: '{{name}} – top view 1:{{scale}}',
    unit: 'Dimensions in mm',
    customers: 'Customers',
    north: 'N',
    frontBar: 'Front bar',
    backBar: 'Back bar',
    aisle: 'Working aisle',
  },
  fr: {
    title: '{{name}} – vue de dessus 1:{{scale}}',
    unit: 'Cotes en mm',
    customers: 'Clients',
    north: 'N',
    frontBar: 'Comptoir',
    backBar: 'Arrière-bar',
    aisle: 'Allée de service',
  },
  it: {
    title: '{{name}} – vista dall’alto 1:{{scale}}',
    unit: 'Quote in mm',
    customers: 'Clienti',
    north: 'N',
    frontBar: 'Banco',
    backBar: 'Retrobanco',
    aisle: 'Corridoio di lavoro',
  },
  es: {
    title: '{{name}} – vista superior 1:{{scale}}',
    unit: 'Cotas en mm',
    customers: 'Clientes',
    north: 'N',
    frontBar: 'Barra',
    backBar: 'Contrabarra',
    aisle: 'Pasillo de trabajo',
  },
  pt: {
    title: '{{name}} – vista de cima 1:{{scale}}',
    unit: 'Cotas em mm',
    customers: 'Clientes',
    north: 'N',
    frontBar: 'Balcão',
    backBar: 'Balcão traseiro',
    aisle: 'Corredor de trabalho',
  },
};
