import type { BaseModuleDefinition, Catalogue } from './catalogue.ts';
import { findPartByCode } from './catalogue.ts';
import type { BarDocument, BaseModuleInstance } from './document.ts';
import { type Edge, worldEdge } from './edges.ts';
import { chosenBags, type PackagingLine, packagingRecommendation } from './packaging.ts';

/** A command the UI can run to resolve a warning in one click. */
export type Fix =
  | {
      command: 'addBaseModule';
      input: { side: 'front'; baseModuleId: number; attach: { moduleId: string; edge: Edge } };
    }
  | { command: 'addFrontFrame'; input: { side: 'front'; moduleId: string; mountId: string } }
  | { command: 'applyPackagingRecommendation'; input: Record<string, never> };

export type Warning =
  | { code: 'noCornerOnEdge' | 'noEmptyModulsOnEdge'; rule: 'P7' | 'P8'; moduleId: string; edge: Edge; fix: Fix | null }
  | { code: 'tooFewBags'; rule: 'G1'; missing: { part_id: number; chosen: number; recommended: number }[]; fix: Fix };

/** A base frame with a front frame: G-Flexx, G-Flexx Mini, or G-Raxx with a front frame (P7, P8). */
function hasFrontFrame(module: BaseModuleInstance, definition: BaseModuleDefinition): boolean {
  return ['g-flexx', 'g-flexx-mini', 'g-raxx'].includes(definition.family) && module.frontFrames.length > 0;
}

/** The two edges along which a corner or bridge module must connect. */
function requiredEdges(definition: BaseModuleDefinition): Edge[] {
  return definition.family === 'corner' ? ['w', 's'] : ['w', 'e'];
}

function edgeWarnings(doc: BarDocument, catalogue: Catalogue): Warning[] {
  const warnings: Warning[] = [];
  const byId = new Map(doc.front.baseModules.map((module) => [module.id, module]));
  const filler = findPartByCode(catalogue, 'g-flexx-600');
  const fillerModule = [...catalogue.baseModules.values()].find((definition) => definition.part_id === filler?.id);
  for (const module of doc.front.baseModules) {
    const definition = catalogue.baseModules.get(module.base_module_id);
    if (!definition || (definition.family !== 'corner' && definition.family !== 'empty')) continue;
    const isCorner = definition.family === 'corner';
    for (const edge of requiredEdges(definition)) {
      const link = module.neighbours.find((candidate) => candidate.edge === edge);
      const neighbour = link ? byId.get(link.id) : undefined;
      const neighbourDefinition = neighbour && catalogue.baseModules.get(neighbour.base_module_id);
      if (neighbour && neighbourDefinition && hasFrontFrame(neighbour, neighbourDefinition)) continue;
      let fix: Fix | null = null;
      if (!neighbour && fillerModule) {
        fix = {
          command: 'addBaseModule',
          input: {
            side: 'front',
            baseModuleId: fillerModule.id,
            attach: { moduleId: module.id, edge: worldEdge(edge, module.rotation) },
          },
        };
      } else if (neighbour && neighbourDefinition?.family === 'g-raxx') {
        const mount = neighbourDefinition.frontFrameMounts[0];
        if (mount)
          fix = { command: 'addFrontFrame', input: { side: 'front', moduleId: neighbour.id, mountId: mount.id } };
      }
      warnings.push({
        code: isCorner ? 'noCornerOnEdge' : 'noEmptyModulsOnEdge',
        rule: isCorner ? 'P7' : 'P8',
        moduleId: module.id,
        edge,
        fix,
      });
    }
  }
  return warnings;
}

/**
 * Warnings do not refuse anything; they stay until resolved (P7, P8, G1). `recommendation`: the
 * G1 bags when the caller has the document's parts list already (its transport plan).
 */
export function computeWarnings(
  doc: BarDocument,
  catalogue: Catalogue,
  recommendation: readonly PackagingLine[] = packagingRecommendation(doc, catalogue),
): Warning[] {
  const warnings = edgeWarnings(doc, catalogue);
  const chosen = chosenBags(doc, catalogue);
  const missing = recommendation
    .filter((line) => (chosen.get(line.part_id) ?? 0) < line.qty)
    .map((line) => ({ part_id: line.part_id, chosen: chosen.get(line.part_id) ?? 0, recommended: line.qty }));
  if (missing.length > 0) {
    warnings.push({
      code: 'tooFewBags',
      rule: 'G1',
      missing,
      fix: { command: 'applyPackagingRecommendation', input: {} },
    });
  }
  return warnings;
}
