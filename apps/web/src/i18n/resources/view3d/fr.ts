/** Texts of the "view3d" area in fr; same keys as en.ts beside this file. */
export const view3dFr = {
  camera: {
    group: 'Vues de la caméra',
    front: 'Avant',
    back: 'Arrière',
    top: 'Dessus',
    threeQuarter: 'Trois-quarts',
    hint: {
      front: 'Vue côté client',
      back: 'Vue côté barman',
      top: 'Vue de dessus',
      threeQuarter: 'Vue de biais depuis l’avant',
    },
  },
  description: {
    title: 'Ce que montre la vue 3D',
    sideTitle: '{{side}}, modules placés : {{modules}}',
    sideEmpty: '{{side}} : aucun module placé pour l’instant.',
    module: '{{module}} : {{items}}',
    quantity: '{{quantity}} × {{name}}',
    nothingMounted: 'rien n’y est monté',
  },
};
