/** Texts of the "view3d" area in es; same keys as en.ts beside this file. */
export const view3dEs = {
  camera: {
    group: 'Vistas de cámara',
    front: 'Frente',
    back: 'Detrás',
    top: 'Arriba',
    threeQuarter: 'Tres cuartos',
    hint: {
      front: 'Vista desde el lado del cliente',
      back: 'Vista desde el lado del barman',
      top: 'Vista desde arriba',
      threeQuarter: 'Vista oblicua desde el frente',
    },
  },
  description: {
    title: 'Lo que muestra la vista 3D',
    sideTitle: '{{side}}, módulos colocados: {{modules}}',
    sideEmpty: '{{side}}: todavía no hay módulos colocados.',
    module: '{{module}}: {{items}}',
    quantity: '{{quantity}} × {{name}}',
    nothingMounted: 'nada montado',
  },
};
