import { DEFAULT_ORBIT_SETTINGS, type OrbitSettings } from '@bar/domain/document';
import { type BarDimensions, barDimensions } from '@bar/layout/dimensions';
import { layoutBar } from '@bar/layout/pieces/layoutBar';
import type { BarDrawList } from '@bar/layout/pieces/types';
import { useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../../i18n/index.ts';
import { BarScene, type SceneSurroundings } from '../../../scene/BarScene.tsx';
import type { SceneHighlights } from '../../../scene/ModuleHighlights.tsx';
import type { ModuleLabelText } from '../../../scene/ModuleLabel.tsx';
import type { SceneViewControls } from '../../../scene/SceneProbe.tsx';
import { useLive } from '../../live/index.ts';
import { dispatcherOf } from '../commands.ts';
import { moduleIdOf } from '../kinds/registry.ts';
import { firstModuleCommand } from '../modes/firstModule.ts';
import { modeOptionsStore, useModeOptions } from '../modes/modeOptionsStore.ts';
import { moduleNameOf } from '../modes/placeNames.ts';
import { ScenePlaces } from '../places/ScenePlaces.tsx';
import type { EditorStore } from '../store/createEditorStore.ts';
import { useEditorShallow, useEditorStore, useEditorStoreApi } from '../store/editorContext.tsx';
import { useView, viewStore } from '../view/viewStore.ts';
import { useViewFitter } from './sceneHostContext.ts';

const EMPTY: BarDrawList = { pieces: [], images: [], bounds: { center: [0, 0], radius: 1 } };
const hoverModule = (id: string | null, leaving?: string) => viewStore.getState().hoverModule(id, leaving);

/** A click or tap on the ghost of an empty bar: the side shown gets its first module there. */
function placeFirstModule(editorStore: EditorStore): void {
  const { doc, catalogue, side } = editorStore.getState();
  if (!doc || !catalogue) return;
  const command = firstModuleCommand(doc, catalogue, side, modeOptionsStore.getState().rotation);
  if (command) dispatcherOf(editorStore)(command);
}

/**
 * The scene's reports (a module clicked, the camera moved, the empty bar's ghost tapped) as commands
 * through the door of this editor.
 */
function useSceneReports(editorStore: EditorStore) {
  return useMemo(
    () => ({
      selectModule: (moduleId: string | null) => editorStore.getState().dispatch({ type: 'selectModule', moduleId }),
      setOrbit: (orbit: OrbitSettings) => editorStore.getState().dispatch({ type: 'setOrbit', orbit }),
      placeFirstModule: () => placeFirstModule(editorStore),
    }),
    [editorStore],
  );
}

const viewControls: SceneViewControls = {
  setVisibility: (patch) => viewStore.getState().setVisibility(patch),
  requestCamera: (preset) => viewStore.getState().requestCamera(preset),
};

/** What decides the drawing (the sides and the settings, not the camera) and the catalogue. */
function useDrawnBar() {
  return useEditorShallow((state) => ({
    front: state.doc?.front,
    back: state.doc?.back,
    settings: state.doc?.settings,
    catalogue: state.catalogue,
  }));
}

/** The draw list, recomputed only when the bar's sides, settings or the visibility change (not the camera). */
function useDrawList(): BarDrawList {
  const editorStore = useEditorStoreApi();
  const { front, back, settings, catalogue } = useDrawnBar();
  const showFront = useView((state) => state.showFront);
  const showBack = useView((state) => state.showBack);
  const showBrandings = useView((state) => state.showBrandings);
  return useMemo(() => {
    const doc = editorStore.getState().doc;
    if (!doc || !front || !back || !settings || !catalogue) return EMPTY;
    return layoutBar({ ...doc, front, back, settings }, catalogue, { showFront, showBack, showBrandings });
  }, [editorStore, front, back, settings, catalogue, showFront, showBack, showBrandings]);
}

/** The bar's measures while the Dimensions toggle is on, recomputed only when the bar changes. */
function useDimensions(): BarDimensions | null {
  const editorStore = useEditorStoreApi();
  const { front, back, settings, catalogue } = useDrawnBar();
  const showDimensions = useView((state) => state.showDimensions);
  return useMemo(() => {
    const doc = editorStore.getState().doc;
    if (!showDimensions || !doc || !front || !back || !settings || !catalogue) return null;
    return barDimensions({ ...doc, front, back, settings }, catalogue);
  }, [editorStore, front, back, settings, catalogue, showDimensions]);
}

/** "2,400 mm" in the interface language. */
function useFormatLength(): (millimetres: number) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
    return (millimetres: number) => t('view3d.dimensions.length', { value: number.format(millimetres) });
  }, [t, language]);
}

/** The name above the module under the pointer, else the selected one (or the selected place's). */
function useModuleLabel(): ModuleLabelText | null {
  const editorStore = useEditorStoreApi();
  const { t, i18n } = useTranslation();
  const hovered = useView((state) => state.hoveredModuleId);
  const selected = useEditorStore((state) => state.selectedModuleId);
  const placeModule = useEditorStore((state) => (state.selectedPlace ? moduleIdOf(state.selectedPlace) : null));
  const front = useEditorStore((state) => state.doc?.front);
  const back = useEditorStore((state) => state.doc?.back);
  const moduleId = hovered ?? selected ?? placeModule;
  const language = i18n.language;
  return useMemo(() => {
    const doc = editorStore.getState().doc;
    if (!moduleId || !doc || !front || !back || language === '') return null;
    const side = back.baseModules.some((module) => module.id === moduleId) ? 'back' : 'front';
    if (!doc[side].baseModules.some((module) => module.id === moduleId)) return null;
    const name = moduleNameOf({ doc: { ...doc, front, back }, side, locale: currentLocale(), t }, moduleId);
    return { moduleId, text: side === 'back' ? t('modes.places.onBackBar', { place: name }) : name };
  }, [editorStore, moduleId, front, back, t, language]);
}

/** What the others on a live bar have selected, outlined in their colours; null when nothing. */
function useOthersSelections(drawList: BarDrawList): SceneHighlights | null {
  // A string, so that the scene draws again only when what the others selected changes, not on
  // every presence update (a camera moved, someone joined).
  const selected = useLive((state) =>
    state.participants
      .filter((participant) => participant.id !== state.me?.participant)
      .flatMap((participant) => participant.selection.map((moduleId) => `${participant.colour} ${moduleId}`))
      .join('\n'),
  );
  return useMemo(() => {
    if (selected === '') return null;
    const modules = selected.split('\n').map((line) => {
      const [color = '', moduleId = ''] = line.split(' ');
      return { moduleId, kind: 'changed' as const, color };
    });
    return { modules, pieces: drawList.pieces };
  }, [selected, drawList]);
}

/**
 * Lets a tab size the view as it moves it into its slot: the renderer and the camera take the
 * slot's size at once (the size the canvas would observe a frame later), so the frame that the tab
 * change asks for is drawn once, at that size. Measures the box the canvas observes (its parent).
 */
function SlotFitter() {
  const fitter = useViewFitter();
  const gl = useThree((state) => state.gl);
  const setSize = useThree((state) => state.setSize);
  useLayoutEffect(() => {
    if (!fitter) return;
    const fit = () => {
      const box = gl.domElement.parentElement?.getBoundingClientRect();
      if (box && box.width > 0 && box.height > 0) setSize(box.width, box.height, box.top, box.left);
    };
    fitter.current = fit;
    return () => {
      if (fitter.current === fit) fitter.current = null;
    };
  }, [fitter, gl, setSize]);
  return null;
}

/**
 * The editor's side of the 3D view: reads the bar, the selection and the view from the stores, hands
 * them to the scene and turns the scene's events into editor actions. Loaded on demand with three.js.
 */
export function EditorScene({ onFirstFrame }: { onFirstFrame: () => void }) {
  const editorStore = useEditorStoreApi();
  const reports = useSceneReports(editorStore);
  const drawList = useDrawList();
  const dimensions = useDimensions();
  const formatLength = useFormatLength();
  const floor = useEditorStore((state) => state.doc?.settings.background ?? 'wood');
  const skybox = useEditorStore((state) => state.doc?.settings.skybox ?? 'off');
  const backgroundColor = useEditorStore((state) => state.doc?.settings.backgroundColor ?? '#e9eef2');
  const surroundings = useMemo<SceneSurroundings>(
    () => ({ floor, skybox, backgroundColor }),
    [floor, skybox, backgroundColor],
  );
  const selectedId = useEditorStore((state) => state.selectedModuleId);
  const cameraRequest = useView((state) => state.cameraRequest);
  // Only where one edits (a side menu is shown) and may edit: the 3D view tab and a bar seen read-only just show it.
  const canPlace = useEditorStore((state) => state.bar?.can_edit ?? false);
  const isEditing = useModeOptions((state) => state.activeMode !== null);
  const initialOrbit = useMemo(
    () => editorStore.getState().doc?.orbit_settings ?? DEFAULT_ORBIT_SETTINGS,
    [editorStore],
  );
  const moduleLabel = useModuleLabel();
  const highlights = useOthersSelections(drawList);

  return (
    <BarScene
      drawList={drawList}
      surroundings={surroundings}
      dimensions={dimensions}
      formatLength={formatLength}
      selectedModuleId={selectedId}
      initialOrbit={initialOrbit}
      cameraRequest={cameraRequest}
      viewControls={viewControls}
      onSelectModule={reports.selectModule}
      onHoverModule={hoverModule}
      moduleLabel={moduleLabel}
      {...(highlights ? { highlights } : {})}
      {...(canPlace && isEditing ? { onPlaceFirstModule: reports.placeFirstModule } : {})}
      onOrbitChange={reports.setOrbit}
      onFirstFrame={onFirstFrame}
    >
      <ScenePlaces />
      <SlotFitter />
    </BarScene>
  );
}
