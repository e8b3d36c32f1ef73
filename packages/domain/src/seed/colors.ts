import type { Color } from '../catalogue.ts';

/**
 * RAL Classic colours offered for production, with approximate screen colours.
 * The codes dg and plt are never part of the palette (K3).
 */
export const seedColors: Color[] = [
  { id: 1, code: '9016', name: 'Traffic white', hex: '#f1f0ea', is_active: true },
  { id: 2, code: '9010', name: 'Pure white', hex: '#f1ece1', is_active: true },
  { id: 3, code: '9005', name: 'Jet black', hex: '#0e0e10', is_active: true },
  { id: 4, code: '7016', name: 'Anthracite grey', hex: '#383e42', is_active: true },
  { id: 5, code: '9006', name: 'White aluminium', hex: '#a1a1a0', is_active: true },
  { id: 6, code: '3020', name: 'Traffic red', hex: '#c1121c', is_active: true },
  { id: 7, code: '5010', name: 'Gentian blue', hex: '#13447c', is_active: true },
  { id: 8, code: '6018', name: 'Yellow green', hex: '#48a43f', is_active: true },
];
