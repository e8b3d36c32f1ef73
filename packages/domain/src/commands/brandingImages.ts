import type { BarDocument } from '../document.ts';
import { getSide, withSide } from '../document.ts';
import type { Edge } from '../edges.ts';
import { isPaletteColor } from './colors.ts';
import { PICTURES, pick, type StepRule } from './editSteps.ts';
import { applied, type ModuleTarget, moduleCommand, replaceModule } from './helpers.ts';
import { type CommandResult, type CommandsOf, type EditContext, refuse } from './types.ts';

/** B5: a picture is only ever one of our own uploads (`POST /api/uploads` answers this address). */
const UPLOAD_URL = /^\/api\/uploads\/[A-Za-z0-9_-]{16,64}$/;

/** Banner backgrounds: black, white or a palette colour (K3). */
export const BANNER_NAMED_COLORS = ['black', 'white'] as const;

export function isUploadUrl(url: string): boolean {
  return UPLOAD_URL.test(url);
}

/** What changes on a placed picture; omitted fields stay as they are, `imageUrl: null` takes the picture off. */
export type PicturePatch = {
  imageUrl?: string | null;
  /** B5: false = logo mode (centred in the upper area), true = cover mode (fills, may crop). */
  fillImage?: boolean;
};

function isValidPicture(patch: PicturePatch): boolean {
  return patch.imageUrl === undefined || patch.imageUrl === null || isUploadUrl(patch.imageUrl);
}

/** Changes the picture, the fill mode and/or the background colour of one placed banner (B5). */
export function setBrandingImage(
  doc: BarDocument,
  context: EditContext,
  input: ModuleTarget & { edge: Edge; color?: string } & PicturePatch,
): CommandResult {
  const side = getSide(doc, input.side);
  const target = side.brandings.find(
    (branding) => branding.base_module_id === input.moduleId && branding.edge === input.edge,
  );
  if (!target) return refuse('brandingNotFound', 'B5');
  if (!isValidPicture(input)) return refuse('invalidImage', 'B5');
  if (
    input.color !== undefined &&
    !(BANNER_NAMED_COLORS as readonly string[]).includes(input.color) &&
    !isPaletteColor(context.catalogue, input.color)
  )
    return refuse('unknownColor', 'K3', { code: input.color });
  const next = {
    ...target,
    image_url: input.imageUrl === undefined ? target.image_url : input.imageUrl,
    fill_image: input.fillImage ?? target.fill_image,
    color: input.color ?? target.color,
  };
  const brandings = side.brandings.map((branding) => (branding === target ? next : branding));
  return applied(withSide(doc, input.side, { ...side, brandings }));
}

/** Changes the picture and/or fill mode of a module's brand sign (B5). */
export const setBrandSignImage = moduleCommand((doc, _context, input: ModuleTarget & PicturePatch, found) => {
  const sign = found.module.brandsigns[0];
  if (!sign) return refuse('brandSignNotFound', 'B1');
  if (!isValidPicture(input)) return refuse('invalidImage', 'B5');
  const next = {
    ...sign,
    image_url: input.imageUrl === undefined ? sign.image_url : input.imageUrl,
    fill_image: input.fillImage ?? sign.fill_image,
  };
  return applied(replaceModule(doc, input.side, { ...found.module, brandsigns: [next] }));
});

/** This file's picture edits by name, for the command table (`editCommands.ts`). */
export const BRANDING_IMAGE_EDITS = {
  setBrandingImage,
  setBrandSignImage,
};

const BANNER_COLORS = ['white', 'black', '9016', 'dg'] as const;

/** Random steps of this file's commands for the property tests (`testing/randomEdits.ts`). */
export const BRANDING_IMAGE_STEPS = {
  brandingImage: ({ doc, sideName }, s) => {
    const branding = pick(doc[sideName].brandings, s.a);
    return branding
      ? {
          type: 'setBrandingImage',
          input: {
            side: sideName,
            moduleId: branding.base_module_id,
            edge: branding.edge,
            imageUrl: pick(PICTURES, s.b) ?? null,
            fillImage: s.c % 2 === 0,
            color: pick(BANNER_COLORS, s.c) ?? 'white',
          },
        }
      : null;
  },
  brandSignImage: {
    side: 'back',
    draw: ({ target }, s) =>
      target
        ? {
            type: 'setBrandSignImage',
            input: { ...target, imageUrl: pick(PICTURES, s.b) ?? null, fillImage: s.c % 2 === 0 },
          }
        : null,
  },
} satisfies Record<string, StepRule<CommandsOf<typeof BRANDING_IMAGE_EDITS>>>;
