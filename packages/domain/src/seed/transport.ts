import type { BoxSize, Part, VehicleClass } from '../catalogue.ts';
import { grams, mm } from '../units.ts';
import { text } from './text.ts';

type Box = [length: number, width: number, height: number];

const box = ([length, width, height]: Box): BoxSize => ({ length: mm(length), width: mm(width), height: mm(height) });

/**
 * T1 seed: every part's packed size (frames knocked down, banners rolled, boards and panels flat,
 * in millimetres) and the power of the parts that draw any. Back frames and their caps are longer
 * than any bag and travel loose.
 */
const packed: Record<string, Box> = {
  'g-raxx-600': [1060, 620, 180],
  'g-raxx-1200': [1220, 1060, 180],
  'g-flexx-600': [1060, 620, 200],
  'g-flexx-1200': [1220, 1060, 200],
  'g-flexx-mini-600': [1060, 420, 160],
  'corner-module': [1060, 620, 200],
  'empty-module-600': [1060, 620, 120],
  'back-frame-600': [2020, 620, 160],
  'back-frame-1200': [2020, 1220, 160],
  'front-frame-600': [1060, 620, 90],
  'front-frame-1200': [1220, 1060, 90],
  'corner-frame': [1060, 620, 90],
  'counter-board-600': [610, 410, 30],
  'counter-board-1200': [1210, 410, 30],
  'corner-worktop': [610, 610, 30],
  'corner-cap': [1050, 110, 110],
  'panel-600-860': [610, 870, 25],
  'panel-600-1040': [610, 1050, 25],
  'panel-1200-860': [1210, 870, 25],
  'panel-1200-1040': [1210, 1050, 25],
  'side-panel-860': [610, 870, 25],
  'side-panel-1040': [610, 1050, 25],
  'door-600-1080': [610, 1090, 30],
  'door-600-1100': [610, 1110, 30],
  'insert-shelf': [570, 550, 75],
  'insert-drawer': [570, 550, 130],
  'insert-bottle-rack': [570, 550, 130],
  'insert-glass-rack': [570, 550, 190],
  'insert-bin': [570, 550, 245],
  'insert-cooler': [570, 550, 305],
  'insert-gn-holder': [570, 550, 130],
  'worktop-600': [570, 550, 35],
  'worktop-sink-600': [570, 550, 130],
  'shelf-600': [610, 310, 30],
  'shelf-1200': [1210, 310, 30],
  'bottle-shelf-600': [610, 210, 120],
  'bottle-shelf-1200': [1210, 210, 120],
  'back-frame-shelf-600': [610, 910, 130],
  'back-frame-bottle-shelf-600': [610, 910, 140],
  'cover-plate-600': [610, 910, 25],
  'back-side-cap': [2010, 460, 50],
  'banner-holder': [610, 50, 50],
  'led-bar-600': [620, 40, 40],
  'led-bar-1200': [1220, 40, 40],
  'speed-rack': [610, 130, 130],
  'front-banner-600': [610, 100, 100],
  'front-banner-1200': [1210, 100, 100],
  'side-banner-600': [610, 100, 100],
  'back-banner-600': [610, 100, 100],
  'back-side-banner': [460, 100, 100],
  'brand-sign-600x300': [610, 310, 30],
  'brand-sign-1200x300': [1210, 310, 30],
  'brand-sign-1200x600': [1210, 610, 30],
  'gn-container-1-1': [540, 335, 160],
  'gn-container-1-3': [335, 185, 160],
  'glass-holder': [310, 210, 70],
  'bag-hook': [70, 70, 50],
  'bottle-opener': [90, 90, 50],
  'side-shelf': [610, 310, 35],
};

const watts: Record<string, number> = { 'led-bar-600': 9, 'led-bar-1200': 18, 'insert-cooler': 120 };

/** The bags: outer size (width × height × depth of the part), inner size and maximum load. */
const bags: Record<string, { outer: Box; inner: Box; maxLoadG: number }> = {
  'bag-module': { outer: [1300, 1150, 700], inner: [1250, 1100, 650], maxLoadG: 60_000 },
  'bag-counter-board': { outer: [1300, 160, 480], inner: [1250, 430, 140], maxLoadG: 65_000 },
  'bag-panels': { outer: [1300, 1130, 150], inner: [1250, 1080, 120], maxLoadG: 60_000 },
};

/** A seed part with its transport and power figures. */
export function withTransport(part: Part): Part {
  const size = packed[part.code];
  const bag = bags[part.code];
  if (bag) {
    const [width, height, depth] = bag.outer;
    return {
      ...part,
      width: mm(width),
      height: mm(height),
      depth: mm(depth),
      packed_size: box([width, height, 60]),
      inner_size: box(bag.inner),
      max_load: grams(bag.maxLoadG),
      watts: 0,
    };
  }
  return {
    ...part,
    packed_size: size ? box(size) : null,
    inner_size: null,
    max_load: null,
    watts: watts[part.code] ?? 0,
  };
}

/** Vehicle classes the plan is checked against: usable cargo space and payload. */
export const seedVehicles: VehicleClass[] = [
  {
    code: 'estate-car',
    name: text('Kombi', 'Estate car', 'Break', 'Station wagon', 'Coche familiar', 'Carrinha'),
    cargo: box([1800, 1000, 800]),
    payload: grams(500_000),
  },
  {
    code: 'small-van',
    name: text(
      'Kleintransporter',
      'Small van',
      'Petite fourgonnette',
      'Furgoncino',
      'Furgoneta pequeña',
      'Furgão pequeno',
    ),
    cargo: box([2300, 1500, 1250]),
    payload: grams(800_000),
  },
  {
    code: 'van-3500',
    name: text('Transporter 3,5 t', '3.5 t van', 'Fourgon 3,5 t', 'Furgone 3,5 t', 'Furgoneta 3,5 t', 'Furgão 3,5 t'),
    cargo: box([4300, 1750, 1900]),
    payload: grams(1_200_000),
  },
];
