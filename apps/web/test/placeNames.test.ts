import type { SideName } from '@bar/domain/catalogue';
import { addBaseModule, rotateBaseModule } from '@bar/domain/commands/baseModules';
import type { BarDocument } from '@bar/domain/document';
import { ROTATIONS } from '@bar/domain/edges';
import { openEdges } from '@bar/domain/geometry';
import { sequentialIds } from '@bar/domain/ids';
import { LOCALES, type Locale } from '@bar/domain/locale';
import { buildPresetDocument, seedPresets } from '@bar/domain/seed/presets';
import fc from 'fast-check';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, test } from 'vitest';
import { EDITING_MODES } from '../src/features/editor/modes/modes.ts';
import { namePlaces } from '../src/features/editor/modes/placeNames.ts';
import { placesFor } from '../src/features/editor/places/placesFor.ts';
import type { Place } from '../src/features/editor/places/placeTypes.ts';
import { texts } from '../src/i18n/resources/index.ts';
import { barWith, fullCatalogue, MODULE } from './modesFixtures.ts';

const translations: Partial<Record<Locale, TFunction>> = {};

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: texts[locale] }])),
    lng: 'en',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  for (const locale of LOCALES) translations[locale] = instance.getFixedT(locale);
});

function tFor(locale: Locale): TFunction {
  const t = translations[locale];
  if (!t) throw new Error(`no texts for ${locale}`);
  return t;
}

function names(doc: BarDocument, side: SideName, places: Place[], locale: Locale = 'en'): string[] {
  const named = namePlaces(places, { doc, side, catalogue: fullCatalogue, locale, t: tFor(locale) });
  return places.map((place) => named.get(place.key) ?? '');
}

/** Every place of every editing mode of a side, named. */
function allNames(doc: BarDocument, side: SideName, locale: Locale): { mode: string; names: string[] }[] {
  return EDITING_MODES.map((mode) => ({
    mode,
    names: names(doc, side, placesFor(mode, side, doc, fullCatalogue), locale),
  }));
}

describe('places named as the customer says them', () => {
  test('modules count from the customer’s left: the module added last (furthest east) is the 1st', () => {
    const doc = barWith([MODULE.graxx600, MODULE.graxx1200, MODULE.gflexx1200]);
    expect(
      names(
        doc,
        'front',
        placesFor('shape', 'front', doc, fullCatalogue).filter((p) => p.kind === 'module'),
      ),
    ).toEqual(['3rd module from the left', '2nd module from the left', '1st module from the left']);
  });

  test('a front panel, an LED strip and a rack row read as a customer says them, with no mount ids', () => {
    const doc = barWith([MODULE.graxx600, MODULE.graxx1200]);
    const panels = placesFor('front-panels', 'front', doc, fullCatalogue);
    const panelNames = names(doc, 'front', panels);
    const first = doc.front.baseModules[0]?.id;
    const frontOfFirst = panels.flatMap((place, index) =>
      place.kind === 'panelMount' && place.moduleId === first && place.edge === 'n' ? [panelNames[index]] : [],
    );
    expect(frontOfFirst).toEqual(['2nd module from the left, front panel']);
    // The G-Raxx 1200 has two front panels: told apart from the customer's left.
    const second = doc.front.baseModules[1]?.id;
    const frontOfSecond = panels.flatMap((place, index) =>
      place.kind === 'panelMount' && place.moduleId === second && place.edge === 'n' ? [panelNames[index]] : [],
    );
    expect(frontOfSecond.sort()).toEqual([
      '1st module from the left, front panel, 1st from the left',
      '1st module from the left, front panel, 2nd from the left',
    ]);
    const panelN1 = panels.find(
      (place) => place.kind === 'panelMount' && place.moduleId === second && place.mountId === 'n1',
    );
    // n1 starts at the module's west end, which the customer sees on the right.
    expect(panelN1 && names(doc, 'front', panels)[panels.indexOf(panelN1)]).toBe(
      '1st module from the left, front panel, 2nd from the left',
    );
    expect(names(doc, 'front', placesFor('leds', 'front', doc, fullCatalogue))).toContain(
      'LED strip on the 1st module from the left',
    );
    expect(names(doc, 'front', placesFor('racks', 'front', doc, fullCatalogue))).toContain(
      '1st module from the left, 2nd rack from the left, row 6',
    );
  });

  test('the ends and open edges are named by where they look for the customer', () => {
    const doc = barWith([MODULE.graxx600, MODULE.graxx1200]);
    const shape = names(doc, 'front', placesFor('shape', 'front', doc, fullCatalogue));
    // The first module (west) has its open end on the customer's right; the last (east) on their left.
    expect(shape).toContain('Right of the 2nd module from the left');
    expect(shape).toContain('Left of the 1st module from the left');
    const ends = names(doc, 'front', placesFor('side-apps', 'front', doc, fullCatalogue));
    expect(ends).toContain('2nd module from the left, right end');
    expect(ends).toContain('1st module from the left, left end');
  });

  test('a turned module’s faces are named by where they look after the turn', () => {
    const context = { catalogue: fullCatalogue, newId: sequentialIds('t') };
    const doc0 = barWith([MODULE.graxx600]);
    const id = doc0.front.baseModules[0]?.id ?? '';
    const turned = rotateBaseModule(doc0, context, { side: 'front', moduleId: id, rotation: 90 });
    if (!turned.ok) throw new Error(turned.reason);
    const panels = placesFor('front-panels', 'front', turned.doc, fullCatalogue);
    const named = names(turned.doc, 'front', panels);
    const localNorth = panels.findIndex((place) => place.kind === 'panelMount' && place.edge === 'n');
    // Turned by 90° clockwise, the module's own north edge looks east: the customer's left.
    expect(named[localNorth]).toBe('1st module from the left, left side panel');
  });

  test('back-bar places say they are on the back bar', () => {
    const doc = barWith([MODULE.graxx600], [MODULE.backFrame600, MODULE.backFrame600]);
    const backPanels = names(doc, 'back', placesFor('back-panels', 'back', doc, fullCatalogue));
    expect(backPanels).toContain('Back bar, 1st module from the left, upper back panel');
    expect(backPanels).toContain('Back bar, 2nd module from the left, lower back panel');
  });

  test('German, French and the others write their own ordinals', () => {
    const doc = barWith([MODULE.graxx600, MODULE.graxx600]);
    const modules = placesFor('shape', 'front', doc, fullCatalogue).filter((place) => place.kind === 'module');
    expect(names(doc, 'front', modules, 'de')).toEqual(['2. Modul von links', '1. Modul von links']);
    expect(names(doc, 'front', modules, 'fr')).toEqual([
      '2e module en partant de la gauche',
      '1er module en partant de la gauche',
    ]);
    expect(names(doc, 'front', modules, 'it')).toEqual(['2º modulo da sinistra', '1º modulo da sinistra']);
    expect(names(doc, 'front', modules, 'es')).toEqual([
      '2.º módulo desde la izquierda',
      '1.º módulo desde la izquierda',
    ]);
    expect(names(doc, 'front', modules, 'pt')).toEqual([
      '2.º módulo a partir da esquerda',
      '1.º módulo a partir da esquerda',
    ]);
  });

  test('every place of random bars gets a distinct, non-empty name without internal ids, in every language', () => {
    const presets = seedPresets;
    const step = fc.record({
      side: fc.constantFrom<SideName>('front', 'back'),
      module: fc.nat(),
      edge: fc.nat(),
      rotation: fc.constantFrom(...ROTATIONS),
    });
    fc.assert(
      fc.property(
        fc.nat({ max: presets.length }),
        fc.array(step, { maxLength: 5 }),
        fc.constantFrom(...LOCALES),
        (presetIndex, steps, locale) => {
          const preset = presets[presetIndex];
          const context = { catalogue: fullCatalogue, newId: sequentialIds('x') };
          let doc = preset ? buildPresetDocument(preset, fullCatalogue) : barWith([]);
          for (const { side, module, edge, rotation } of steps) {
            const candidates = [...fullCatalogue.baseModules.values()].filter((candidate) => candidate.side === side);
            const edges = openEdges(doc[side], fullCatalogue);
            const definition = candidates[module % candidates.length];
            const attach = edges[edge % Math.max(1, edges.length)];
            if (!definition) continue;
            const result = addBaseModule(doc, context, {
              side,
              baseModuleId: definition.id,
              rotation,
              ...(attach ? { attach } : {}),
            });
            if (result.ok) doc = result.doc;
          }
          const ids = [...doc.front.baseModules, ...doc.back.baseModules].map((module) => module.id);
          for (const side of ['front', 'back'] as const) {
            for (const { mode, names: list } of allNames(doc, side, locale)) {
              const label = `${side} ${mode} ${locale}`;
              expect(
                list.filter((name) => name.trim() === ''),
                label,
              ).toEqual([]);
              expect(new Set(list).size, `${label}: ${list.join(' | ')}`).toBe(list.length);
              // No mount id (n1, w2), no module id and no placeholder left unfilled.
              expect(
                list.filter((name) => /\b[nesw]\d+\b|{{|undefined|NaN/.test(name)),
                label,
              ).toEqual([]);
              expect(
                list.filter((name) => ids.some((id) => name.split(/[\s,]+/).includes(id))),
                label,
              ).toEqual([]);
              expect(
                list.filter((name) => /\b0(st|nd|rd|th|\.|e|º)/.test(name)),
                label,
              ).toEqual([]);
            }
          }
        },
      ),
      { numRuns: 20 },
    );
    // Every mode's places of both sides in one language per run: seconds on a busy machine.
  }, 120_000);
});
