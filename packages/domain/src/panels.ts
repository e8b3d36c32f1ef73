import type { Assembly, BaseModuleDefinition, Catalogue, PanelMount, SideName } from './catalogue.ts';
import type { PanelInstance } from './document.ts';
import type { Edge } from './edges.ts';
import { mm } from './units.ts';

export const PANEL_HEIGHTS = [860, 1040] as const;
export const DOOR_HEIGHTS = [1080, 1100] as const;
const DEFAULT_PANEL_HEIGHT = 1040;

/** Which kind of front_panel assembly a mount takes: customer/bartender edges 'front', ends 'side'. */
export function mountKind(edge: Edge): 'front' | 'side' {
  return edge === 'e' || edge === 'w' ? 'side' : 'front';
}

export function isDoor(assembly: Assembly): boolean {
  return assembly.mount === 'door';
}

/** Whether a front_panel assembly fits a mount (D3: doors only on the n/s edges, widths must match). */
export function panelFits(assembly: Assembly, mount: PanelMount): boolean {
  if (assembly.type !== 'front_panel' || assembly.width !== mount.width) return false;
  if (isDoor(assembly)) return mountKind(mount.edge) === 'front';
  return assembly.mount === mountKind(mount.edge);
}

/** P4: the mounts of a new module that get a default panel, given the edges that are open. */
export function defaultPanelMounts(
  definition: BaseModuleDefinition,
  side: SideName,
  openLocalEdges: ReadonlySet<Edge>,
): PanelMount[] {
  return definition.panelMounts.filter((mount) => {
    if (!mount.isDefault || !openLocalEdges.has(mount.edge)) return false;
    if (side === 'back' && mount.edge === 'n') return false;
    if (definition.family === 'corner' && mount.edge !== 'n' && mount.edge !== 'e') return false;
    return true;
  });
}

export function defaultPanelAssembly(catalogue: Catalogue, mount: PanelMount): Assembly | undefined {
  let fallback: Assembly | undefined;
  for (const assembly of catalogue.assemblies.values()) {
    if (!assembly.is_active || isDoor(assembly) || !panelFits(assembly, mount)) continue;
    if (assembly.height === DEFAULT_PANEL_HEIGHT) return assembly;
    fallback ??= assembly;
  }
  return fallback;
}

export function panelOn(mount: PanelMount, assembly: Assembly): PanelInstance {
  return {
    assembly_model_id: assembly.id,
    mount: { orientation: mount.edge, shift: mm(mount.offset), id: mount.id },
    color: null,
    image: null,
    fill_image: false,
    width: assembly.width,
    height: assembly.height,
  };
}
