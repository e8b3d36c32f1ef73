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
};
