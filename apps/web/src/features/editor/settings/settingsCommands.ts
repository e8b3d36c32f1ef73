import { setBackOffset, setGlobalColor } from '@bar/domain/commands/colors';
import { type SceneSettingsInput, setSceneSettings } from '@bar/domain/commands/sceneSettings';
import type { ColorKey } from '@bar/domain/document';
import { reportRefusal } from '../commands.ts';
import { editorStore } from '../store/editorStore.ts';

/** The settings panel's actions: each runs its domain command and reports a refusal. */
export const settingsCommands = {
  setScene: (input: SceneSettingsInput) =>
    reportRefusal(editorStore.getState().runCommand((doc, context) => setSceneSettings(doc, context, input))),
  setGlobalColor: (key: ColorKey, code: string) =>
    reportRefusal(editorStore.getState().runCommand((doc, context) => setGlobalColor(doc, context, { key, code }))),
  setBackOffset: (offsetX: number, offsetZ: number) =>
    reportRefusal(
      editorStore.getState().runCommand((doc, context) => setBackOffset(doc, context, { offsetX, offsetZ })),
    ),
};
