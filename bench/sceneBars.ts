// Bars for the scene benchmark and the scene browser test, built with the engine's own commands.
import type { Catalogue } from '@bar/domain/catalogue';
import { addBranding } from '@bar/domain/commands/branding';
import { setBackOffset } from '@bar/domain/commands/colors';
import { addCounterBoardAccessory } from '@bar/domain/commands/counterBoardEdits';
import { addSideApplication } from '@bar/domain/commands/edgeItems';
import { addFrontFrameAccessory } from '@bar/domain/commands/frontFrames';
import { setPanel } from '@bar/domain/commands/panelEdits';
import type { CommandResult } from '@bar/domain/commands/types';
import type { BarDocument } from '@bar/domain/document';
import { seedCatalogue } from '@bar/domain/seed/catalogue';
import { PresetBuilder } from '@bar/domain/seed/presets';

export const sceneCatalogue: Catalogue = seedCatalogue();

/** Where the scene test serves its logo from (the test answers the request itself). */
export const TEST_LOGO_URL = '/api/uploads/scene-test-logo-0000000';

function assemblyId(code: string): number {
  for (const assembly of sceneCatalogue.assemblies.values()) if (assembly.code === code) return assembly.id;
  throw new Error(`no assembly ${code}`);
}

function partId(code: string): number {
  for (const part of sceneCatalogue.parts.values()) if (part.code === code) return part.id;
  throw new Error(`no part ${code}`);
}

class SceneBuilder extends PresetBuilder {
  apply(step: (doc: BarDocument) => CommandResult): void {
    const result = step(this.doc);
    if (!result.ok) throw new Error(`scene bar step refused: ${result.reason} (${result.rule})`);
    this.doc = result.doc;
  }
}

/**
 * An L-shaped G-Raxx bar (1200 + 600, corner, 600 + 1200 going south) with every family of part,
 * and a back bar of 1200 + 600 inside the L: worktops, five kinds of inserts, a bottle shelf, a
 * speed rack, a door, a side shelf, LED bars, bag hooks, GN containers, a front banner with a
 * logo, back panels with shelves and bottles, a back cover with a banner, a hanging sign and a
 * back side banner.
 */
export function equippedLBarWithBackBar(): BarDocument {
  const b = new SceneBuilder(sceneCatalogue, 'l-');
  const context = b.context;
  const run = b.row('front', ['g-raxx-1200', 'g-raxx-600']);
  const corner = b.add('front', 'corner-module');
  const legA = b.add('front', 'g-raxx-600', 90, { moduleId: corner, edge: 's' });
  const legB = b.add('front', 'g-raxx-1200', 90, { moduleId: legA, edge: 's' });
  const [first = '', second = ''] = run;
  b.equipRacks('front', first, [
    ['insert-drawer', 9],
    ['insert-cooler', 6],
  ]);
  b.equipRacks('front', second, [
    ['insert-glass-rack', 9],
    ['insert-bin', 6],
  ]);
  b.equipRacks('front', legA, [
    ['insert-bottle-rack', 9],
    ['insert-shelf', 3],
  ]);
  b.equipRacks('front', legB, [
    ['insert-gn-holder', 9],
    ['insert-drawer', 6],
  ]);
  b.bottleShelf('front', first, 1200);
  b.speedRack(second);
  b.apply((doc) =>
    setPanel(doc, context, { side: 'front', moduleId: legB, mountId: 's1', assemblyId: assemblyId('door-1080') }),
  );
  b.apply((doc) =>
    addSideApplication(doc, context, {
      side: 'front',
      moduleId: first,
      assemblyId: assemblyId('side-application-left'),
    }),
  );
  for (const [moduleId, code] of [
    [first, 'ffa-led-1200'],
    [second, 'ffa-led-600'],
    [legA, 'ffa-led-600'],
  ] as const) {
    b.apply((doc) =>
      addFrontFrameAccessory(doc, context, {
        side: 'front',
        moduleId,
        mountId: 'n1',
        assemblyId: assemblyId(code),
        position: 0,
      }),
    );
  }
  b.apply((doc) =>
    addFrontFrameAccessory(doc, context, {
      side: 'front',
      moduleId: legB,
      mountId: 'n1',
      assemblyId: assemblyId('ffa-bag-hooks'),
      position: 1,
    }),
  );
  const board = b.doc.front.baseModules.find((module) => module.id === first)?.counterBoards[0];
  if (board) {
    b.apply((doc) =>
      addCounterBoardAccessory(doc, context, {
        rootId: first,
        boardId: board.id,
        assemblyId: assemblyId('cba-gn-container'),
        offset: 600,
      }),
    );
  }
  b.apply((doc) =>
    addBranding(doc, context, {
      side: 'front',
      moduleId: first,
      edge: 'n',
      partId: partId('front-banner-1200'),
      imageUrl: TEST_LOGO_URL,
      fillImage: false,
    }),
  );
  b.apply((doc) =>
    addBranding(doc, context, {
      side: 'front',
      moduleId: legB,
      edge: 'n',
      partId: partId('front-banner-1200'),
      imageUrl: TEST_LOGO_URL,
      fillImage: true,
      color: 'black',
    }),
  );

  b.apply((doc) => setBackOffset(doc, context, { offsetX: 0, offsetZ: 1500 }));
  const [backA = '', backB = ''] = b.row('back', ['back-frame-1200', 'back-frame-600']);
  b.backPanels(backA, 'back-frame-bottle-shelf', 'back-frame-shelf');
  b.backPanels(backB, 'back-cover', 'back-frame-shelf');
  for (const id of [backA, backB]) {
    b.equipRacks('back', id, [
      ['insert-cooler', 6],
      ['insert-shelf', 9],
    ]);
  }
  b.apply((doc) =>
    addBranding(doc, context, {
      side: 'back',
      moduleId: backB,
      edge: 'n',
      partId: partId('back-banner-600'),
      imageUrl: TEST_LOGO_URL,
      fillImage: true,
    }),
  );
  b.apply((doc) =>
    addBranding(doc, context, {
      side: 'back',
      moduleId: backB,
      edge: 'e',
      partId: partId('back-side-banner'),
      imageUrl: null,
      fillImage: false,
      color: '3020',
    }),
  );
  b.brandSign(backA, 'brand-sign-1200x300');
  return b.doc;
}

/** The benchmark's big bar: 40 front modules and 20 back frames, fully equipped (as bench/domain.ts). */
export function sixtyModuleBar(): BarDocument {
  const b = new SceneBuilder(sceneCatalogue, 'b');
  const front = b.row(
    'front',
    Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? 'g-raxx-600' : 'g-raxx-1200')),
  );
  front.forEach((id, i) => {
    b.equipRacks('front', id, [
      ['insert-glass-rack', 9],
      ['insert-drawer', 6],
      ['insert-shelf', 3],
    ]);
    if (i % 2 === 1) b.bottleShelf('front', id, 1200);
    b.speedRack(id);
    if (i % 4 === 0) b.frontBanner(id, 'front-banner-600');
    b.apply((doc) =>
      addFrontFrameAccessory(doc, b.context, {
        side: 'front',
        moduleId: id,
        mountId: 'n1',
        assemblyId: assemblyId('ffa-led-600'),
        position: 0,
      }),
    );
  });
  const back = b.row(
    'back',
    Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 'back-frame-1200' : 'back-frame-600')),
  );
  back.forEach((id) => {
    b.backPanels(id, 'back-cover', 'back-frame-shelf');
    b.equipRacks('back', id, [
      ['insert-cooler', 6],
      ['insert-shelf', 9],
    ]);
  });
  b.brandSign(back[0] ?? '', 'brand-sign-1200x300');
  return b.doc;
}
