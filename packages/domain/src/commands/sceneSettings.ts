import { type BarDocument, FLOORS, type Floor, type SideSettings, SKYBOXES, type Skybox } from '../document.ts';
import { applied } from './helpers.ts';
import { type CommandResult, type EditContext, refuse } from './types.ts';

/** What the 3D surroundings may change: the floor, the background colour and the background scene. */
export type SceneSettingsInput = Partial<{ background: Floor; backgroundColor: string; skybox: Skybox }>;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/**
 * The floor (concrete, grass, gravel, wood), background colour (#rrggbb) and background scene
 * (beach, farm, hall, woods or off). Like the back-bar offset they are kept in the document's
 * settings and in both sides' settings, so every reader sees the same surroundings. Values
 * outside those lists are refused, never stored.
 */
export function setSceneSettings(doc: BarDocument, _context: EditContext, input: SceneSettingsInput): CommandResult {
  let patch: Partial<SideSettings> = {};
  if (input.background !== undefined) {
    if (!isOneOf(FLOORS, input.background)) return refuse('invalidSceneSetting', 'DOC', { field: 'background' });
    patch = { ...patch, background: input.background };
  }
  if (input.backgroundColor !== undefined) {
    if (typeof input.backgroundColor !== 'string' || !HEX_COLOR.test(input.backgroundColor)) {
      return refuse('invalidSceneSetting', 'DOC', { field: 'backgroundColor' });
    }
    patch = { ...patch, backgroundColor: input.backgroundColor.toLowerCase() };
  }
  if (input.skybox !== undefined) {
    if (!isOneOf(SKYBOXES, input.skybox)) return refuse('invalidSceneSetting', 'DOC', { field: 'skybox' });
    patch = { ...patch, skybox: input.skybox };
  }
  return applied({
    ...doc,
    settings: { ...doc.settings, ...patch },
    front: { ...doc.front, settings: { ...doc.front.settings, ...patch } },
    back: { ...doc.back, settings: { ...doc.back.settings, ...patch } },
  });
}

/** This file's scene edits by name, for the command table (`editCommands.ts`). */
export const SCENE_SETTINGS_EDITS = {
  setSceneSettings,
};
