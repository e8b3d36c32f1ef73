import { computePartsList } from '@bar/domain/partsList';
import { layoutBar } from '@bar/layout/pieces/layoutBar';
import { describe, expect, it } from 'vitest';
import { compareVersions } from '../src/features/editor/compare/comparison.ts';
import { moduleBox } from '../src/scene/moduleBox.ts';
import { barWith, fullCatalogue, MODULE } from './modesFixtures.ts';

const version = (front: number[]) => {
  const document = barWith(front);
  return { document, parts: computePartsList(document, fullCatalogue, 'en') };
};

describe('compare versions', () => {
  it('highlights an added module and reports its parts, and nothing for the same version', () => {
    const one = version([MODULE.graxx600]);
    const two = { ...version([MODULE.graxx600, MODULE.graxx600]) };
    // The first module keeps its id in both (the same builder with fresh ids would differ).
    two.document = {
      ...two.document,
      front: {
        ...two.document.front,
        baseModules: two.document.front.baseModules.map((module, index) =>
          index === 0 ? { ...module, id: one.document.front.baseModules[0]?.id ?? module.id } : module,
        ),
      },
    };
    const compared = compareVersions(one, two);
    expect(compared.highlights.filter((entry) => entry.kind === 'added')).toHaveLength(1);
    expect(compared.diff.delta.net).toBe(two.parts.total_price - one.parts.total_price);
    expect(compareVersions(two, two)).toEqual(
      expect.objectContaining({ highlights: [], diff: expect.objectContaining({ lines: [] }) }),
    );
  });

  it('lists a removed module with the pieces it had in the older version', () => {
    const two = version([MODULE.graxx600, MODULE.graxx600]);
    const removedId = two.document.front.baseModules[1]?.id ?? '';
    const one = {
      ...two,
      document: {
        ...two.document,
        front: { ...two.document.front, baseModules: two.document.front.baseModules.slice(0, 1) },
      },
    };
    const compared = compareVersions(two, one);
    expect(compared.highlights).toContainEqual({ moduleId: removedId, kind: 'removed' });
    // The scene finds its box among the older version's pieces, not the newer's.
    expect(moduleBox(layoutBar(one.document, fullCatalogue).pieces, removedId)).toBeNull();
    expect(moduleBox(layoutBar(two.document, fullCatalogue).pieces, removedId)).not.toBeNull();
  });
});
