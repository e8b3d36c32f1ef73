/** Texts of the "view3d" area in it; same keys as en.ts beside this file. */
export const view3dIt = {
  camera: {
    group: 'Viste della telecamera',
    front: 'Fronte',
    back: 'Retro',
    top: 'Alto',
    threeQuarter: 'Tre quarti',
    hint: {
      front: 'Vista dal lato cliente',
      back: 'Vista dal lato barista',
      top: 'Vista dall’alto',
      threeQuarter: 'Vista obliqua dal fronte',
    },
  },
  description: {
    title: 'Cosa mostra la vista 3D',
    sideTitle: '{{side}}, moduli posizionati: {{modules}}',
    sideEmpty: '{{side}}: ancora nessun modulo posizionato.',
    module: '{{module}}: {{items}}',
    quantity: '{{quantity}} × {{name}}',
    nothingMounted: 'niente montato',
  },
};
