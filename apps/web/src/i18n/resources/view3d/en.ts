/** Texts of the "view3d" area in en; same keys as en.ts beside this file. */
export const view3dEn = {
  camera: {
    group: 'Camera views',
    front: 'Front',
    back: 'Back',
    top: 'Top',
    threeQuarter: 'Three-quarter',
    hint: {
      front: 'View from the customer side',
      back: 'View from the bartender side',
      top: 'View from above',
      threeQuarter: 'View at an angle from the front',
    },
  },
  description: {
    title: 'What the 3D view shows',
    sideTitle: '{{side}}, modules placed: {{modules}}',
    sideEmpty: '{{side}}: no modules placed yet.',
    module: '{{module}}: {{items}}',
    quantity: '{{quantity}} × {{name}}',
    nothingMounted: 'nothing mounted on it',
  },
};
