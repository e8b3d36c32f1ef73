import { brandSignFits } from './brandSigns.ts';
import { type Catalogue, findAssemblyByCode, findPartByCode, type SideName } from './catalogue.ts';
import { BACK_OFFSET_LIMITS, isPaletteColor } from './commands/colors.ts';
import { type BarDocument, type BarSide, type BaseModuleInstance, COLOR_KEYS } from './document.ts';
import { DOOR_HEIGHTS, isDoor, PANEL_HEIGHTS, panelFits } from './panels.ts';
import { rowsBelow, shelfHasWorktops } from './racks.ts';
import type { Violation } from './violation.ts';

type Report = (rule: Violation['rule'], path: string, code: string) => void;

function checkPanels(module: BaseModuleInstance, path: string, catalogue: Catalogue, report: Report): void {
  const definition = catalogue.baseModules.get(module.base_module_id);
  if (!definition) return;
  const linked = new Set(module.neighbours.map((link) => link.edge));
  const used = new Set<string>();
  module.panels.forEach((panel, index) => {
    const at = `${path}.panels.${index}`;
    const mount = definition.panelMounts.find((candidate) => candidate.id === panel.mount.id);
    const assembly = catalogue.assemblies.get(panel.assembly_model_id);
    if (!assembly) {
      report('CAT', `${at}.assembly_model_id`, 'unknownAssembly');
      return;
    }
    if (!mount || mount.edge !== panel.mount.orientation || !panelFits(assembly, mount)) {
      report('D3', at, 'panelDoesNotFit');
      return;
    }
    const heights: readonly number[] = isDoor(assembly) ? DOOR_HEIGHTS : PANEL_HEIGHTS;
    if (panel.height !== assembly.height || !heights.includes(panel.height))
      report('D3', `${at}.height`, 'panelHeight');
    if (linked.has(mount.edge)) report('P4', at, 'panelBetweenNeighbours');
    if (used.has(mount.id)) report('D3', at, 'mountUsedTwice');
    used.add(mount.id);
  });
}

function checkRacks(module: BaseModuleInstance, path: string, catalogue: Catalogue, report: Report): void {
  const definition = catalogue.baseModules.get(module.base_module_id);
  if (!definition) return;
  module.racks.forEach((rack, index) => {
    const at = `${path}.racks.${index}`;
    const provided = definition.racks.find((candidate) => candidate.x === rack.x);
    const same = (a: readonly number[], b: readonly number[]) =>
      a.length === b.length && a.every((value, i) => value === b[i]);
    if (!provided || !same(provided.slots, rack.slots) || !same(provided.mounts, rack.mounts)) {
      report('R1', at, 'rackNotProvided');
      return;
    }
    const taken = new Set<number>();
    const occupy = (rows: readonly number[], rule: Violation['rule'], where: string) => {
      if (rows.some((row) => taken.has(row) || !rack.slots.includes(row))) report(rule, where, 'slotOccupied');
      for (const row of rows) taken.add(row);
    };
    rack.inserts.forEach((insert, insertIndex) => {
      const where = `${at}.inserts.${insertIndex}`;
      const assembly = catalogue.assemblies.get(insert.rack_insert_model_id);
      if (assembly?.type !== 'insert') {
        report('CAT', `${where}.rack_insert_model_id`, 'unknownAssembly');
        return;
      }
      const expected = rowsBelow(insert.mount, assembly.height_units);
      if (assembly.height_units < 1 || insert.height_units !== assembly.height_units || !same(expected, insert.slots)) {
        report('R1', where, 'insertSlots');
        return;
      }
      if (!rack.mounts.includes(insert.mount)) report('R1', where, 'noSuchSlot');
      occupy(insert.slots, 'R1', where);
    });
    if (rack.worktop) {
      const where = `${at}.worktop`;
      const assembly = catalogue.assemblies.get(rack.worktop.assembly_id);
      if (assembly?.type !== 'worktop') {
        report('CAT', `${where}.assembly_id`, 'unknownAssembly');
        return;
      }
      if (!assembly.allowed_rows.includes(rack.worktop.mount) || !rack.mounts.includes(rack.worktop.mount))
        report('R2', where, 'mountNotAllowed');
      occupy(rowsBelow(rack.worktop.mount, Math.max(1, assembly.height_units)), 'R3', where);
    }
  });
  module.bottle_shelves.forEach((shelf, index) => {
    const part = catalogue.parts.get(shelf.part_id);
    if (part?.type !== 'bottle-shelf') {
      report('CAT', `${path}.bottle_shelves.${index}.part_id`, 'unknownPart');
      return;
    }
    if (!shelfHasWorktops(module, shelf.offset, part.width))
      report('R4', `${path}.bottle_shelves.${index}`, 'bottleShelfNeedsWorktop');
  });
}

function checkEdgeItems(
  module: BaseModuleInstance,
  sideName: SideName,
  path: string,
  catalogue: Catalogue,
  report: Report,
): void {
  const linked = new Set(module.neighbours.map((link) => link.edge));
  module.speed_racks.forEach((rack, index) => {
    if (linked.has(rack.edge)) report('P5', `${path}.speed_racks.${index}`, 'edgeHasNeighbour');
    const door = module.panels.some((panel) => {
      const assembly = catalogue.assemblies.get(panel.assembly_model_id);
      return panel.mount.orientation === rack.edge && assembly !== undefined && isDoor(assembly);
    });
    if (door) report('D1', `${path}.speed_racks.${index}`, 'doorInTheWay');
  });
  module.side_applications.forEach((application, index) => {
    const assembly = catalogue.assemblies.get(application.assembly_id);
    if (assembly?.type !== 'side_application') {
      report('CAT', `${path}.side_applications.${index}`, 'unknownAssembly');
      return;
    }
    if (linked.has(application.side === 'left' ? 'w' : 'e'))
      report('P2', `${path}.side_applications.${index}`, 'edgeHasNeighbour');
  });
  module.front_frame_accessories.forEach((accessory, index) => {
    const assembly = catalogue.assemblies.get(accessory.assembly_id);
    if (assembly?.type !== 'front_frame_accessory') {
      report('CAT', `${path}.front_frame_accessories.${index}`, 'unknownAssembly');
      return;
    }
    if (!module.frontFrames.some((frame) => frame.mount_id === accessory.mount_id))
      report('C5', `${path}.front_frame_accessories.${index}`, 'frontFrameMissing');
  });
  const positions = module.front_frame_accessories.map((accessory) => `${accessory.mount_id}:${accessory.position}`);
  if (new Set(positions).size !== positions.length) report('C5', `${path}.front_frame_accessories`, 'samePosition');
  module.counterBoards.forEach((board, index) => {
    const offsets = board.accessories.map((accessory) => accessory.offset);
    if (new Set(offsets).size !== offsets.length)
      report('C4', `${path}.counterBoards.${index}.accessories`, 'sameOffset');
    board.accessories.forEach((accessory, accessoryIndex) => {
      const assembly = catalogue.assemblies.get(accessory.assembly_id);
      if (assembly?.type !== 'counter_board_accessory')
        report('CAT', `${path}.counterBoards.${index}.accessories.${accessoryIndex}`, 'unknownAssembly');
    });
  });
  for (const position of ['top', 'bottom'] as const) {
    const panel = module.back_panels[position];
    if (!panel) continue;
    const assembly = catalogue.assemblies.get(panel.assembly_model_id);
    if (assembly?.type !== 'back_panel' || sideName !== 'back')
      report('CAT', `${path}.back_panels.${position}`, 'unknownAssembly');
  }
  const cap = findPartByCode(catalogue, 'back-side-cap');
  module.back_side_applications.forEach((application, index) => {
    if (!catalogue.parts.has(application.part_id))
      report('CAT', `${path}.back_side_applications.${index}.part_id`, 'unknownPart');
  });
  if (sideName === 'back' && cap) {
    const capped = module.back_side_applications
      .filter((application) => application.part_id === cap.id)
      .map((application) => application.orientation)
      .sort()
      .join(',');
    const open = (['e', 'w'] as const).filter((edge) => !linked.has(edge)).join(',');
    if (capped !== open) report('P3', `${path}.back_side_applications`, 'sideCaps');
  }
}

function checkBranding(side: BarSide, sideName: SideName, catalogue: Catalogue, report: Report): void {
  const signs = side.baseModules.reduce((count, module) => count + module.brandsigns.length, 0);
  if (signs > 1) report('B1', `${sideName}.baseModules`, 'oneBrandSignPerSide');
  side.baseModules.forEach((module, index) => {
    module.brandsigns.forEach((sign, signIndex) => {
      const part = catalogue.parts.get(sign.part_id);
      const definition = catalogue.baseModules.get(module.base_module_id);
      if (part?.type !== 'einhaengeschild') {
        report('CAT', `${sideName}.baseModules.${index}.brandsigns.${signIndex}`, 'unknownPart');
        return;
      }
      if (
        definition &&
        !brandSignFits(part, module.back_panels.top?.assembly_model_id ?? null, catalogue, definition.width)
      )
        report('B4', `${sideName}.baseModules.${index}.brandsigns.${signIndex}`, 'brandSignCollides');
    });
  });
  const cover = findAssemblyByCode(catalogue, 'back-cover');
  const holder = findPartByCode(catalogue, 'banner-holder');
  const sideBanners = new Map<string, number>();
  side.brandings.forEach((branding, index) => {
    const at = `${sideName}.brandings.${index}`;
    const module = side.baseModules.find((candidate) => candidate.id === branding.base_module_id);
    if (!module) {
      report('DOC', `${at}.base_module_id`, 'unknownModule');
      return;
    }
    if (!catalogue.parts.has(branding.part_id)) {
      report('CAT', `${at}.part_id`, 'unknownPart');
      return;
    }
    if (branding.type === 'rueckwandbanner') {
      const covered = [module.back_panels.top, module.back_panels.bottom].some(
        (panel) => panel && panel.assembly_model_id === cover?.id,
      );
      if (!covered) report('B3', at, 'backCoverRequired');
    }
    if (branding.type === 'rueckwandseitenbanner') {
      sideBanners.set(module.id, (sideBanners.get(module.id) ?? 0) + 1);
      if (!module.back_side_applications.some((application) => application.part_id === holder?.id))
        report('B2', at, 'bannerHolderMissing');
      if ((sideBanners.get(module.id) ?? 0) > 1) report('B2', at, 'oneSideBannerPerFrame');
    }
  });
}

function checkColors(doc: BarDocument, catalogue: Catalogue, report: Report): void {
  if (catalogue.colors.length === 0) return;
  const check = (code: string | null, path: string) => {
    if (code !== null && !isPaletteColor(catalogue, code)) report('K3', path, 'unknownColor');
  };
  for (const [path, settings] of [
    ['settings', doc.settings],
    ['front.settings', doc.front.settings],
    ['back.settings', doc.back.settings],
  ] as const) {
    for (const key of COLOR_KEYS) check(settings.colors[key], `${path}.colors.${key}`);
  }
  for (const sideName of ['front', 'back'] as const) {
    (sideName === 'front' ? doc.front : doc.back).baseModules.forEach((module, index) => {
      const at = `${sideName}.baseModules.${index}`;
      check(module.color, `${at}.color`);
      module.panels.forEach((panel, i) => {
        check(panel.color, `${at}.panels.${i}.color`);
      });
      module.counterBoards.forEach((board, i) => {
        check(board.color, `${at}.counterBoards.${i}.color`);
      });
      module.frontFrames.forEach((frame, i) => {
        check(frame.color, `${at}.frontFrames.${i}.color`);
      });
    });
  }
}

/** Invariants of everything mounted on the modules of one side: panels, racks, edges, branding. */
export function validateSideEquipment(
  side: BarSide,
  sideName: SideName,
  catalogue: Catalogue,
  violations: Violation[],
): void {
  const report: Report = (rule, path, code) => violations.push({ rule, path, code });
  side.baseModules.forEach((module, index) => {
    const path = `${sideName}.baseModules.${index}`;
    checkPanels(module, path, catalogue, report);
    checkRacks(module, path, catalogue, report);
    checkEdgeItems(module, sideName, path, catalogue, report);
  });
  checkBranding(side, sideName, catalogue, report);
}

/** The equipment invariants that read the whole document: colours (bar, sides, modules) and the back's offset. */
export function validateDocumentEquipment(doc: BarDocument, catalogue: Catalogue, violations: Violation[]): void {
  const report: Report = (rule, path, code) => violations.push({ rule, path, code });
  checkColors(doc, catalogue, report);
  const { x, z } = BACK_OFFSET_LIMITS;
  const { offsetX, offsetZ } = doc.back.settings;
  if (offsetX < x[0] || offsetX > x[1] || offsetZ < z[0] || offsetZ > z[1])
    report('P11', 'back.settings', 'offsetOutOfRange');
}
