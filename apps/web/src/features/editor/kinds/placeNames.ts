import type { Catalogue, SideName } from '@bar/domain/catalogue';
import {
  compareFromTheLeft,
  type FloorPoint,
  facingOf,
  moduleNumbersFromTheLeft,
  ordinalNumber,
} from '@bar/domain/customerView';
import type { BarDocument } from '@bar/domain/document';
import { rotatePoint } from '@bar/domain/geometry';
import type { Locale } from '@bar/domain/locale';
import { modulePoses, toWorld } from '@bar/layout/geometry';
import type { TFunction } from 'i18next';
import type { Place } from '../places/placeTypes.ts';
import { moduleIdOf, partKindOf } from './registry.ts';
import type { PlaceWords } from './types.ts';

/*
 * Places and modules named as the customer says them: "2nd module from the left, front panel",
 * "LED strip on the 3rd module from the left", "Back bar, 1st module from the left, upper back
 * panel". Modules count from the left of the customer standing in front of the bar (domain
 * `customerView.ts`); faces are named by where they look. No internal id (mount n1, rack ids)
 * reaches the text. Every list of places in the editor (side menu, keyboard, equip all) is named here.
 */

/** The bar and language the names are made for. */
export type NamingInput = {
  doc: BarDocument;
  side: SideName;
  catalogue: Pick<Catalogue, 'baseModules'>;
  locale: Locale;
  t: TFunction;
};

/** A module's name from its number counted from the customer's left: "2nd module from the left". */
export function moduleName(t: TFunction, locale: Locale, numberFromTheLeft: number): string {
  return t('modes.places.moduleFromTheLeft', { ordinal: ordinalNumber(numberFromTheLeft, locale) });
}

/** The name of one module of a side, as the place names count it. */
export function moduleNameOf(input: Omit<NamingInput, 'catalogue'>, moduleId: string): string {
  const number = moduleNumbersFromTheLeft(input.doc[input.side]).get(moduleId) ?? 0;
  return moduleName(input.t, input.locale, number);
}

function wordsFor(input: NamingInput): PlaceWords {
  const modules = new Map(input.doc[input.side].baseModules.map((module) => [module.id, module]));
  const rotationOf = (moduleId: string) => modules.get(moduleId)?.rotation ?? 0;
  return {
    facing: (moduleId, edge) => facingOf(edge, rotationOf(moduleId)),
    definition: (moduleId) => {
      const module = modules.get(moduleId);
      return module ? input.catalogue.baseModules.get(module.base_module_id) : undefined;
    },
    rankFromTheLeft: (moduleId, points, point) => {
      const turn = (local: FloorPoint) => rotatePoint(local, rotationOf(moduleId));
      const own = turn(point);
      return 1 + points.filter((other) => compareFromTheLeft(turn(other), own) < 0).length;
    },
    ordinal: (rank) => ordinalNumber(rank, input.locale),
  };
}

/**
 * The places' names by place key. Places whose words come out the same (the segments of one front
 * frame, two panels on one face) are told apart by their rank from the customer's left.
 */
export function namePlaces(places: readonly Place[], input: NamingInput): Map<string, string> {
  const { t, side, doc } = input;
  const words = wordsFor(input);
  const numbers = moduleNumbersFromTheLeft(doc[side]);
  const frames = modulePoses(doc, side, input.catalogue);
  const named = places.map((place, index) => {
    const text = partKindOf(place.kind).label?.(place as never, words) ?? { key: place.kind };
    const module = moduleName(t, input.locale, numbers.get(moduleIdOf(place)) ?? 0);
    const frame = frames.get(place.frameModuleId);
    const [x, , z] = frame ? toWorld(frame, place.box.center) : [0, 0, 0];
    return {
      place,
      index,
      words: t(`modes.places.kinds.${text.key}`, { ...text.values, module }),
      point: { x: x * 1000, z: z * 1000 },
    };
  });
  const alike = new Map<string, (typeof named)[number][]>();
  for (const entry of named) alike.set(entry.words, [...(alike.get(entry.words) ?? []), entry]);
  const names = new Map<string, string>();
  for (const group of alike.values()) {
    const ordered = [...group].sort((a, b) => compareFromTheLeft(a.point, b.point) || a.index - b.index);
    ordered.forEach((entry, rank) => {
      const name =
        ordered.length > 1
          ? t('modes.places.nth', { place: entry.words, ordinal: ordinalNumber(rank + 1, input.locale) })
          : entry.words;
      names.set(entry.place.key, side === 'back' ? t('modes.places.onBackBar', { place: name }) : name);
    });
  }
  return names;
}
