/** What other features use of presets. */
export { PresetCard, PresetModuleCount, PresetPrice, PresetsLoadFailed } from './PresetCardParts.tsx';
export { PresetsModal } from './PresetsModal.tsx';
export { barFromPreset } from './presetBar.ts';
export { fetchPreset, fetchPresets, parsePresetId, presetPath, presetPreviewPath } from './presetsApi.ts';
