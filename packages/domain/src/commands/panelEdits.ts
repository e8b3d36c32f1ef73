import { brandSignFits } from '../brandSigns.ts';
import type { Assembly } from '../catalogue.ts';
import type { BarDocument, BaseModuleInstance } from '../document.ts';
import { getSide, withSide } from '../document.ts';
import { isDoor, panelFits, panelOn } from '../panels.ts';
import { mm } from '../units.ts';
import { assembliesOf, definitionOf, moduleOf, pick, type StepRule } from './editSteps.ts';
import { applied, chosenAssembly, isRefusal, type ModuleTarget, moduleCommand, replaceModule } from './helpers.ts';
import { type Change, type CommandResult, type CommandsOf, type EditContext, refuse } from './types.ts';

/**
 * D1–D3: puts a panel or door on a mount (replacing what was there). A door on the south edge
 * removes the speed racks there (D1). Changing a front panel offers to apply the type to all
 * other front panels (D2).
 */
export const setPanel = moduleCommand(
  (doc, context, input: ModuleTarget & { mountId: string; assemblyId: number }, found) => {
    const mount = found.definition.panelMounts.find((candidate) => candidate.id === input.mountId);
    if (!mount) return refuse('unknownMount', 'D3', { mountId: input.mountId });
    const assembly = context.catalogue.assemblies.get(input.assemblyId);
    if (!assembly) return refuse('unknownAssembly', 'CAT', { assemblyId: input.assemblyId });
    if (!panelFits(assembly, mount)) return refuse('panelDoesNotFit', 'D3');
    if (found.module.neighbours.some((link) => link.edge === mount.edge)) return refuse('edgeHasNeighbour', 'P4');
    const previous = found.module.panels.find((panel) => panel.mount.id === mount.id);
    const changes: Change[] = [];
    let speed_racks = found.module.speed_racks;
    // D1: a door removes the speed racks on its edge (the south edge in the rule; a speed rack on
    // any edge is refused where a door is, and a door is never left in front of one).
    if (isDoor(assembly) && speed_racks.some((rack) => rack.edge === mount.edge)) {
      speed_racks = speed_racks.filter((rack) => rack.edge !== mount.edge);
      changes.push({ kind: 'speedRacksRemoved', moduleId: found.module.id });
    }
    const panels = [
      ...found.module.panels.filter((panel) => panel.mount.id !== mount.id),
      { ...panelOn(mount, assembly), color: previous?.color ?? null },
    ];
    const next = replaceModule(doc, input.side, { ...found.module, panels, speed_racks });
    const isFrontTypeChange =
      mount.edge === 'n' && previous !== undefined && previous.assembly_model_id !== assembly.id;
    return applied(
      next,
      changes,
      isFrontTypeChange ? { kind: 'applyFrontPanelTypeToAll', assemblyId: assembly.id } : undefined,
    );
  },
);

/** D2: every other front (n edge) panel of both sides takes the chosen type's height, in its own width. */
export function applyFrontPanelTypeToAll(
  doc: BarDocument,
  context: EditContext,
  input: { assemblyId: number },
): CommandResult {
  const chosen = chosenAssembly(
    context,
    input.assemblyId,
    (assembly) => assembly.type === 'front_panel' && !isDoor(assembly),
    'D2',
  );
  if (isRefusal(chosen)) return chosen;
  let count = 0;
  const convert = (module: BaseModuleInstance): BaseModuleInstance => {
    const definition = context.catalogue.baseModules.get(module.base_module_id);
    if (!definition) return module;
    const panels = module.panels.map((panel) => {
      const mount = definition.panelMounts.find((candidate) => candidate.id === panel.mount.id);
      if (mount?.edge !== 'n' || panel.assembly_model_id === chosen.id) return panel;
      const current = context.catalogue.assemblies.get(panel.assembly_model_id);
      if (current && isDoor(current)) return panel;
      const sibling = [...context.catalogue.assemblies.values()].find(
        (candidate) =>
          candidate.is_active &&
          candidate.height === chosen.height &&
          !isDoor(candidate) &&
          panelFits(candidate, mount),
      );
      if (!sibling) return panel;
      count += 1;
      return { ...panelOn(mount, sibling), color: panel.color, image: panel.image, fill_image: panel.fill_image };
    });
    return { ...module, panels };
  };
  let next = doc;
  for (const sideName of ['front', 'back'] as const) {
    const side = getSide(next, sideName);
    next = withSide(next, sideName, { ...side, baseModules: side.baseModules.map(convert) });
  }
  return applied(next, [{ kind: 'panelsChanged', count }]);
}

export const removePanel = moduleCommand((doc, _context, input: ModuleTarget & { mountId: string }, found) => {
  const panels = found.module.panels.filter((panel) => panel.mount.id !== input.mountId);
  if (panels.length === found.module.panels.length) return refuse('panelNotFound', 'D3');
  return applied(replaceModule(doc, input.side, { ...found.module, panels }));
});

/** "Delete all panels" (a separate action from deleting bar tops, C6): panels and doors of both sides. */
export function deleteAllPanels(doc: BarDocument): CommandResult {
  let count = 0;
  let next = doc;
  for (const sideName of ['front', 'back'] as const) {
    const side = getSide(next, sideName);
    next = withSide(next, sideName, {
      ...side,
      baseModules: side.baseModules.map((module) => {
        count += module.panels.length;
        return { ...module, panels: [] };
      }),
    });
  }
  if (count === 0) return refuse('panelNotFound', 'C6');
  return applied(next, [{ kind: 'panelsChanged', count }]);
}

/** Back panels of a back frame (top or bottom): cover, shelf (assembly 40) or bottle shelf (41). */
export const setBackPanel = moduleCommand(
  (doc, context, input: ModuleTarget & { position: 'top' | 'bottom'; assemblyId: number | null }, found) => {
    if (found.definition.side !== 'back') return refuse('wrongSide', 'CAT');
    if (input.assemblyId === null) {
      return applied(
        replaceModule(doc, input.side, {
          ...found.module,
          back_panels: { ...found.module.back_panels, [input.position]: null },
        }),
      );
    }
    const isBackPanel = (chosen: Assembly) =>
      chosen.type === 'back_panel' && (chosen.mount === 'both' || chosen.mount === input.position);
    const assembly = chosenAssembly(context, input.assemblyId, isBackPanel, 'D3');
    if (isRefusal(assembly)) return assembly;
    const sign = found.module.brandsigns[0];
    const signPart = sign && context.catalogue.parts.get(sign.part_id);
    if (
      signPart &&
      input.position === 'top' &&
      !brandSignFits(signPart, assembly.id, context.catalogue, found.definition.width)
    ) {
      return refuse('brandSignCollides', 'B4');
    }
    const panel = {
      assembly_model_id: assembly.id,
      mount: { orientation: 's' as const, shift: mm(0), id: input.position },
      color: null,
      image: null,
      fill_image: false,
      width: found.definition.width,
      height: assembly.height,
    };
    return applied(
      replaceModule(doc, input.side, {
        ...found.module,
        back_panels: { ...found.module.back_panels, [input.position]: panel },
      }),
    );
  },
);

/** This file's panel edits by name, for the command table (`editCommands.ts`). */
export const PANEL_EDITS = {
  setPanel,
  setBackPanel,
  removePanel,
  deleteAllPanels,
  applyFrontPanelTypeToAll,
};

/** Random steps of this file's commands for the property tests (`testing/randomEdits.ts`). */
export const PANEL_STEPS = {
  panel: (bar, s) => {
    const mount = pick(definitionOf(bar)?.panelMounts ?? [], s.b);
    const panel = pick(assembliesOf(bar.catalogue, 'front_panel'), s.c);
    return bar.target && mount && panel
      ? { type: 'setPanel', input: { ...bar.target, mountId: mount.id, assemblyId: panel.id } }
      : null;
  },
  removePanel: (bar, s) => {
    const panel = pick(moduleOf(bar)?.panels ?? [], s.b);
    return bar.target && panel ? { type: 'removePanel', input: { ...bar.target, mountId: panel.mount.id } } : null;
  },
  panelsToAll: ({ catalogue }, s) => {
    const panel = pick(assembliesOf(catalogue, 'front_panel'), s.c);
    return panel ? { type: 'applyFrontPanelTypeToAll', input: { assemblyId: panel.id } } : null;
  },
  deletePanels: (_bar, s) => (s.b % 5 === 0 ? { type: 'deleteAllPanels' } : null),
  backPanel: {
    side: 'back',
    draw: (bar, s) => {
      const panel = pick(assembliesOf(bar.catalogue, 'back_panel'), s.b);
      const isRemoval = s.a % 7 === 0 && bar.reach === 'engine';
      return bar.target && panel
        ? {
            type: 'setBackPanel',
            input: {
              ...bar.target,
              position: s.c % 2 === 0 ? 'top' : 'bottom',
              assemblyId: isRemoval ? null : panel.id,
            },
          }
        : null;
    },
  },
} satisfies Record<string, StepRule<CommandsOf<typeof PANEL_EDITS>>>;
