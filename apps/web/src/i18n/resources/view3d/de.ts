/** Texts of the "view3d" area in de; same keys as en.ts beside this file. */
export const view3dDe = {
  camera: {
    group: 'Kameraansichten',
    front: 'Vorne',
    back: 'Hinten',
    top: 'Oben',
    threeQuarter: 'Schräg',
    hint: {
      front: 'Ansicht von der Gästeseite',
      back: 'Ansicht von der Barkeeperseite',
      top: 'Ansicht von oben',
      threeQuarter: 'Schräge Ansicht von vorne',
    },
  },
  description: {
    title: 'Was die 3D-Ansicht zeigt',
    sideTitle: '{{side}}, platzierte Module: {{modules}}',
    sideEmpty: '{{side}}: noch keine Module platziert.',
    module: '{{module}}: {{items}}',
    quantity: '{{quantity}} × {{name}}',
    nothingMounted: 'nichts darauf montiert',
  },
};
