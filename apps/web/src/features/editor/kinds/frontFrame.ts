import { frontFramePartCode } from '@bar/domain/catalogue';
import { frameMountPlaces } from '@bar/layout/places/modulePlaces';
import { partLabel, partsOf } from './catalogueItems.ts';
import { partDrafts } from './kindBuilders.ts';
import { definePartKind } from './types.ts';

/** Front frames: one per frame mount, the part that fits the mount (fixed ones stay, P9). */
export const frontFrameKind = definePartKind({
  id: 'frontFrame',
  placeKinds: ['frameMount'],
  sections: ['frontFrames'],
  modes: ['front-frames'],
  places: frameMountPlaces,
  occupant(place, { catalogue, side, locale }, module) {
    const frame = module.frontFrames.find((candidate) => candidate.mount_id === place.mountId);
    if (!frame) return null;
    return {
      name: partLabel(catalogue, frame.part_id, locale),
      isFixed: place.isFixed,
      remove: { type: 'removeFrontFrame', input: { side, moduleId: module.id, mountId: place.mountId } },
    };
  },
  menu(context, place) {
    const { catalogue, side } = context;
    if (!place) return partDrafts(context, partsOf(catalogue, ['front-frame']), 'frontFrames', null);
    const module = context.doc[side].baseModules.find((candidate) => candidate.id === place.moduleId);
    const definition = module && catalogue.baseModules.get(module.base_module_id);
    const mount = definition?.frontFrameMounts.find((candidate) => candidate.id === place.mountId);
    if (!definition || !mount) return [];
    const code = frontFramePartCode(definition, mount);
    const part = [...catalogue.parts.values()].find((candidate) => candidate.code === code);
    if (!part) return [];
    return partDrafts(context, [part], 'frontFrames', () => ({
      type: 'addFrontFrame',
      input: { side, moduleId: place.moduleId, mountId: mount.id },
    }));
  },
});
