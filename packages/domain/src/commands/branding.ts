import { brandSignFits } from '../brandSigns.ts';
import { findAssemblyByCode, findPartByCode, type Part } from '../catalogue.ts';
import type { BarDocument, BaseModuleInstance, Branding, BrandingType } from '../document.ts';
import { findModule, getSide, withSide } from '../document.ts';
import { EDGES, type Edge } from '../edges.ts';

import { isUploadUrl } from './brandingImages.ts';
import { partsOf, pick, type StepRule } from './editSteps.ts';
import { applied, type ModuleTarget, moduleCommand, replaceModule } from './helpers.ts';
import { type Change, type CommandResult, type CommandsOf, type EditContext, refuse } from './types.ts';

/** B1, B4: one brand sign (hanging sign) per bar side, in a variant that does not collide. */
export const addBrandSign = moduleCommand(
  (
    doc,
    context,
    input: ModuleTarget & { partId: number; edge?: Edge; imageUrl?: string | null; fillImage?: boolean },
    found,
  ) => {
    const part = context.catalogue.parts.get(input.partId);
    if (part?.type !== 'einhaengeschild') return refuse('unknownPart', 'CAT', { partId: input.partId });
    const side = getSide(doc, input.side);
    if (side.baseModules.some((module) => module.brandsigns.length > 0)) return refuse('oneBrandSignPerSide', 'B1');
    if (
      !brandSignFits(
        part,
        found.module.back_panels.top?.assembly_model_id ?? null,
        context.catalogue,
        found.definition.width,
      )
    )
      return refuse('brandSignCollides', 'B4');
    if (input.imageUrl && !isUploadUrl(input.imageUrl)) return refuse('invalidImage', 'B5');
    const sign = {
      part_id: part.id,
      edge: input.edge ?? ('n' as const),
      image_url: input.imageUrl ?? null,
      fill_image: input.fillImage ?? false,
    };
    return applied(replaceModule(doc, input.side, { ...found.module, brandsigns: [sign] }));
  },
);

export const removeBrandSign = moduleCommand((doc, _context, input: ModuleTarget, found) => {
  return applied(replaceModule(doc, input.side, { ...found.module, brandsigns: [] }));
});

const TYPE_OF_PART: Partial<Record<Part['type'], BrandingType>> = {
  frontbanner: 'frontbanner',
  rueckwandbanner: 'rueckwandbanner',
  rueckwandseitenbanner: 'rueckwandseitenbanner',
};

function hasBackCover(module: BaseModuleInstance, context: EditContext): boolean {
  const cover = findAssemblyByCode(context.catalogue, 'back-cover');
  return (
    cover !== undefined &&
    [module.back_panels.top, module.back_panels.bottom].some((panel) => panel?.assembly_model_id === cover.id)
  );
}

export type AddBrandingInput = ModuleTarget & {
  edge: Edge;
  partId: number;
  imageUrl: string | null;
  /** B5: false = logo mode (centred in the upper area), true = cover mode (fills, may crop). */
  fillImage: boolean;
  color?: string;
};

/**
 * Banners with the customer's image: front banners on a front module's edge; back-panel banners
 * need a back cover first (B3); back side banners get their holder automatically and allow one
 * banner left or right per back frame (B2).
 */
export const addBranding = moduleCommand((doc, context, input: AddBrandingInput, found) => {
  const part = context.catalogue.parts.get(input.partId);
  const type = part ? TYPE_OF_PART[part.type] : undefined;
  if (!part || !type) return refuse('unknownPart', 'CAT', { partId: input.partId });
  if (input.imageUrl && !isUploadUrl(input.imageUrl)) return refuse('invalidImage', 'B5');
  const length = input.edge === 'n' || input.edge === 's' ? found.definition.width : found.definition.depth;
  const isBackType = type === 'rueckwandbanner' || type === 'rueckwandseitenbanner';
  if (isBackType !== (input.side === 'back')) return refuse('wrongSide', 'CAT');
  if (type !== 'rueckwandseitenbanner' && part.width > length) return refuse('brandingDoesNotFit', 'B5');
  if (found.module.neighbours.some((link) => link.edge === input.edge)) return refuse('edgeHasNeighbour', 'B5');
  if (type === 'rueckwandbanner' && !hasBackCover(found.module, context)) return refuse('backCoverRequired', 'B3');
  const side = getSide(doc, input.side);
  const changes: Change[] = [];
  let module = found.module;
  if (type === 'rueckwandseitenbanner') {
    if (input.edge !== 'w' && input.edge !== 'e') return refuse('brandingDoesNotFit', 'B2');
    const taken = side.brandings.some(
      (branding) => branding.base_module_id === module.id && branding.type === 'rueckwandseitenbanner',
    );
    if (taken) return refuse('oneSideBannerPerFrame', 'B2');
    const holder = findPartByCode(context.catalogue, 'banner-holder');
    if (!holder) return refuse('unknownPart', 'B2');
    if (!module.back_side_applications.some((application) => application.part_id === holder.id)) {
      module = {
        ...module,
        back_side_applications: [
          ...module.back_side_applications,
          { part_id: holder.id, orientation: 's', color: null },
        ],
      };
      changes.push({ kind: 'bannerHolderAdded', moduleId: module.id });
    }
  }
  const others = side.brandings.filter(
    (branding) => !(branding.base_module_id === module.id && branding.edge === input.edge),
  );
  const branding: Branding = {
    base_module_id: module.id,
    edge: input.edge,
    part_id: part.id,
    image_url: input.imageUrl,
    color: input.color ?? 'white',
    fill_image: input.fillImage,
    type,
    width: part.width,
    height: part.height,
  };
  const withModule = replaceModule(doc, input.side, module);
  return applied(
    withSide(withModule, input.side, { ...getSide(withModule, input.side), brandings: [...others, branding] }),
    changes,
  );
});

/** Removes a banner; the holder of a back side banner goes with the last banner that needed it. */
export function removeBranding(
  doc: BarDocument,
  context: EditContext,
  input: ModuleTarget & { edge: Edge },
): CommandResult {
  const side = getSide(doc, input.side);
  const target = side.brandings.find(
    (branding) => branding.base_module_id === input.moduleId && branding.edge === input.edge,
  );
  if (!target) return refuse('brandingNotFound', 'B5');
  const brandings = side.brandings.filter((branding) => branding !== target);
  let next = withSide(doc, input.side, { ...side, brandings });
  const holder = findPartByCode(context.catalogue, 'banner-holder');
  const module = findModule(side, input.moduleId);
  const stillNeeded = brandings.some(
    (branding) => branding.base_module_id === input.moduleId && branding.type === 'rueckwandseitenbanner',
  );
  if (holder && module && !stillNeeded) {
    next = replaceModule(next, input.side, {
      ...module,
      back_side_applications: module.back_side_applications.filter((application) => application.part_id !== holder.id),
    });
  }
  return applied(next);
}

/** This file's branding edits by name, for the command table (`editCommands.ts`). */
export const BRANDING_EDITS = {
  addBranding,
  addBrandSign,
  removeBranding,
  removeBrandSign,
};

/** Random steps of this file's commands for the property tests (`testing/randomEdits.ts`). */
export const BRANDING_STEPS = {
  brandSign: {
    side: 'back',
    draw: (bar, s) => {
      const sign = pick(partsOf(bar.catalogue, 'einhaengeschild'), s.b);
      return bar.target && sign ? { type: 'addBrandSign', input: { ...bar.target, partId: sign.id } } : null;
    },
  },
  branding: (bar, s) => {
    const banner = pick(partsOf(bar.catalogue, 'frontbanner', 'rueckwandbanner', 'rueckwandseitenbanner'), s.b);
    return bar.target && banner
      ? {
          type: 'addBranding',
          input: {
            ...bar.target,
            edge: pick(EDGES, s.c) ?? 'n',
            partId: banner.id,
            imageUrl: s.a % 3 === 0 ? '/api/uploads/propertyPicture000001' : null,
            fillImage: s.a % 2 === 0,
          },
        }
      : null;
  },
  removeBranding: ({ doc, sideName }, s) => {
    const branding = pick(doc[sideName].brandings, s.a);
    return branding
      ? { type: 'removeBranding', input: { side: sideName, moduleId: branding.base_module_id, edge: branding.edge } }
      : null;
  },
} satisfies Record<string, StepRule<CommandsOf<typeof BRANDING_EDITS>>>;
