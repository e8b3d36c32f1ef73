/** Texts of the "view3d" area in pt; same keys as en.ts beside this file. */
export const view3dPt = {
  camera: {
    group: 'Vistas da câmara',
    front: 'Frente',
    back: 'Trás',
    top: 'Cima',
    threeQuarter: 'Três quartos',
    hint: {
      front: 'Vista do lado do cliente',
      back: 'Vista do lado do barman',
      top: 'Vista de cima',
      threeQuarter: 'Vista oblíqua de frente',
    },
  },
  description: {
    title: 'O que a vista 3D mostra',
    sideTitle: '{{side}}, módulos colocados: {{modules}}',
    sideEmpty: '{{side}}: ainda não há módulos colocados.',
    module: '{{module}}: {{items}}',
    quantity: '{{quantity}} × {{name}}',
    nothingMounted: 'nada montado',
  },
};
