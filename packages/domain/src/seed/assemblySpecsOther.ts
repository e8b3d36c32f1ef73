import { type AssemblySpec, family, type Names } from './assemblySpec.ts';

const LED_BAR_NAMES: Names = ['LED-Leiste', 'LED bar', 'Barre LED', 'Barra LED', 'Barra LED', 'Barra LED'];

/** An LED bar along the top of a front frame, as long as the frame. */
function ledBar(id: number, partId: number, width: number): AssemblySpec {
  return {
    id,
    code: `ffa-led-${width}`,
    type: 'front_frame_accessory',
    parts: [[partId, 1]],
    size: [width, 20, 20],
    mount: 'led',
    names: LED_BAR_NAMES.map((name) => `${name} ${width}`) as Names,
  };
}

/** Side applications, accessories, back-frame panels and brand signs. */
export const otherSpecs: AssemblySpec[] = [
  // Side applications at the ends of a bar.
  ...family({ type: 'side_application', parts: [[175, 1]], size: [300, 600, 25] }, [
    {
      id: 25,
      code: 'side-application-left',
      mount: 'left',
      names: [
        'Seitenablage links',
        'Side shelf left',
        'Tablette latérale gauche',
        'Ripiano laterale sinistro',
        'Estante lateral izquierdo',
        'Prateleira lateral esquerda',
      ],
    },
    {
      id: 26,
      code: 'side-application-right',
      mount: 'right',
      names: [
        'Seitenablage rechts',
        'Side shelf right',
        'Tablette latérale droite',
        'Ripiano laterale destro',
        'Estante lateral derecho',
        'Prateleira lateral direita',
      ],
    },
  ]),
  // Front-frame accessories (C5) and lighting.
  {
    id: 28,
    code: 'ffa-bag-hooks',
    type: 'front_frame_accessory',
    parts: [[173, 2]],
    size: [600, 40, 60],
    names: [
      'Taschenhaken (2)',
      'Bag hooks (2)',
      'Crochets à sac (2)',
      'Ganci per borse (2)',
      'Ganchos para bolsos (2)',
      'Ganchos para malas (2)',
    ],
  },
  ledBar(29, 140, 600),
  ledBar(30, 141, 1200),
  // Counter-board accessories (C4).
  ...family({ type: 'counter_board_accessory' }, [
    {
      id: 32,
      code: 'cba-gn-container',
      parts: [[171, 3]],
      size: [530, 325, 150],
      names: [
        'GN-Einsatz 3 × 1/3',
        'GN insert 3 × 1/3',
        'Insert GN 3 × 1/3',
        'Inserto GN 3 × 1/3',
        'Inserto GN 3 × 1/3',
        'Inserto GN 3 × 1/3',
      ],
    },
    {
      id: 33,
      code: 'cba-glass-holder',
      parts: [[172, 1]],
      size: [300, 200, 60],
      names: ['Glashalter', 'Glass holder', 'Porte-verres', 'Portabicchieri', 'Portavasos', 'Porta-copos'],
    },
    {
      id: 34,
      code: 'cba-bottle-opener',
      parts: [[174, 1]],
      size: [80, 40, 80],
      names: ['Flaschenöffner', 'Bottle opener', 'Décapsuleur', 'Apribottiglie', 'Abrebotellas', 'Abre-garrafas'],
    },
  ]),
  // Back-frame panels (K2: assemblies 40 and 41; B3: the cover).
  ...family({ type: 'back_panel', mount: 'both', side: 'back' }, [
    {
      id: 40,
      code: 'back-frame-shelf',
      parts: [[130, 1]],
      size: [600, 250, 900],
      names: [
        'Rückwand mit Regal',
        'Back-frame shelf',
        'Panneau arrière avec étagère',
        'Pannello con mensola',
        'Panel trasero con estante',
        'Painel traseiro com prateleira',
      ],
    },
    {
      id: 41,
      code: 'back-frame-bottle-shelf',
      parts: [[131, 1]],
      size: [600, 250, 900],
      names: [
        'Rückwand mit Flaschenregal',
        'Back-frame bottle shelf',
        'Panneau arrière porte-bouteilles',
        'Pannello portabottiglie',
        'Panel trasero botellero',
        'Painel traseiro garrafeira',
      ],
    },
    {
      id: 42,
      code: 'back-cover',
      parts: [[132, 1]],
      size: [600, 19, 900],
      names: [
        'Rückwand-Abdeckung',
        'Back-frame cover',
        'Couverture arrière',
        'Copertura posteriore',
        'Cubierta trasera',
        'Cobertura traseira',
      ],
    },
  ]),
  // Brand signs hang on the back frame (B1, B4).
  {
    id: 45,
    code: 'brandsign-hanging',
    type: 'brandsign',
    parts: [],
    size: [1200, 20, 600],
    side: 'back',
    names: [
      'Einhängeschild',
      'Hanging sign',
      'Enseigne suspendue',
      'Insegna sospesa',
      'Letrero colgante',
      'Placa suspensa',
    ],
  },
];
