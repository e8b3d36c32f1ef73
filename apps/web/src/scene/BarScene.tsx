import type { Floor, OrbitSettings, Skybox } from '@bar/domain/document';
import type { BarDimensions } from '@bar/layout/dimensions';
import type { BarDrawList } from '@bar/layout/pieces/types';
import './threeConsole.ts';
import { Canvas, useThree } from '@react-three/fiber';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { Texture } from 'three';
import { CameraController } from './CameraController.tsx';
import { captureFromScene, registerCapturer } from './capture.ts';
import { captureImageFromScene, registerImageCapturer } from './captureImage.ts';
import { Dimensions } from './Dimensions.tsx';
import { roomLight, SceneEnvironment } from './environment/SceneEnvironment.tsx';
import { lighting } from './frameState.ts';
import { GhostModule } from './GhostModule.tsx';
import { ImageSurfaces } from './ImageSurfaces.tsx';
import { type HoverModule, InstancedPieces } from './InstancedPieces.tsx';
import { ModuleHighlights, type SceneHighlights } from './ModuleHighlights.tsx';
import { ModuleLabel, type ModuleLabelText } from './ModuleLabel.tsx';
import { markOpening } from './openingMarks.ts';
import { type CameraRequest, FIELD_OF_VIEW } from './orbit.ts';
import { registerPhotoSource } from './photo/photoSource.ts';
import { SceneEffects } from './SceneEffects.tsx';
import { SceneProbe, type SceneViewControls } from './SceneProbe.tsx';
import { SelectionOutline } from './SelectionOutline.tsx';
import { gpuDone } from './warmUp.ts';

/** What surrounds the bar: the floor, the sky and the background colour (the bar's settings). */
export type SceneSurroundings = { floor: Floor; skybox: Skybox; backgroundColor: string };

export type BarSceneProps = {
  /** What is drawn: the pieces, the image surfaces and the bounds (from `@bar/layout`'s `layoutBar`). */
  drawList: BarDrawList;
  surroundings: SceneSurroundings;
  /** The bar's measures drawn as dimension lines, or null to draw none. */
  dimensions: BarDimensions | null;
  /** A length in millimetres as a dimension label shows it. */
  formatLength: (millimetres: number) => string;
  /** The module drawn with an outline, if any. */
  selectedModuleId: string | null;
  /** The bar's saved orbit settings, read once when the scene is first shown. */
  initialOrbit: OrbitSettings;
  /** The last camera preset asked for; a new nonce moves the camera. */
  cameraRequest: CameraRequest | null;
  /** Handed to browser tests and benchmarks on `window.__barView` while the scene is mounted. */
  viewControls: SceneViewControls;
  /** A click or tap on the ghost of an empty bar; without it the ghost is only shown. */
  onPlaceFirstModule?: () => void;
  /** A click on a module's piece (its id), or on nothing (null). */
  onSelectModule: (moduleId: string | null) => void;
  /** The user finished a camera move or a preset was applied. */
  onOrbitChange: (orbit: OrbitSettings) => void;
  /** The pointer entered a module's piece (its id) or left one (null, with the module left). */
  onHoverModule?: HoverModule;
  /** The name shown above a module (the one hovered or selected), if any. */
  moduleLabel?: ModuleLabelText | null;
  /** Modules drawn in the colour of their change (comparing versions), if any. */
  highlights?: SceneHighlights;
  /**
   * A second scene beside the editor's (comparing versions): it neither hands its controls to
   * browser tests nor takes pictures for the PDF, which stay with the editor's scene.
   */
  secondary?: boolean;
  /** The bar is on the canvas for the first time (until then the view says it is being prepared). */
  onFirstFrame?: () => void;
  /** More to draw inside the canvas (the editor's places). */
  children?: ReactNode;
};

const versions = new WeakMap<object, number>();
let lastVersion = 0;

/** A number that changes when the pieces change: what is drawn once per bar (shadows) redraws then. */
function versionOf(pieces: object): number {
  let version = versions.get(pieces);
  if (version === undefined) {
    lastVersion += 1;
    version = lastVersion;
    versions.set(pieces, version);
  }
  return version;
}

/**
 * Lets the PDF dialog, "Save image", "Make a photo" and preset thumbnails take pictures of this
 * scene while it is mounted (from its first frame on). A picture asked for before the studio light
 * is made waits for it (`whenLit`): pictures are drawn in the light of the view at rest.
 */
function SceneCapture({ bounds, whenLit }: { bounds: BarDrawList['bounds']; whenLit: () => Promise<void> }) {
  const get = useThree((state) => state.get);
  useEffect(
    () =>
      registerCapturer(async (format) => {
        await whenLit();
        return captureFromScene(get(), bounds, format);
      }),
    [get, bounds, whenLit],
  );
  useEffect(
    () =>
      registerImageCapturer(async (options) => {
        await whenLit();
        return captureImageFromScene(get(), options);
      }),
    [get, whenLit],
  );
  useEffect(
    () =>
      registerPhotoSource(() => {
        const { scene, camera, size } = get();
        return { scene, camera, aspect: size.width / Math.max(1, size.height) };
      }),
    [get],
  );
  return null;
}

/**
 * Calls `onReady` once the empty canvas has been shown and the GPU is idle. A new canvas is shown
 * once whatever was drawn, and in software compositing the browser then waits on the main thread
 * for all GPU work queued so far; so the scene's own work (shaders, shadows) starts only after that.
 */
function CanvasShown({ onReady }: { onReady: () => void }) {
  const gl = useThree((state) => state.gl);
  useEffect(() => {
    let cancelled = false;
    markOpening('canvas made');
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        void gpuDone(gl).then(() => {
          markOpening('canvas shown');
          if (!cancelled) onReady();
        });
      });
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [gl, onReady]);
  return null;
}

/**
 * Makes the studio light (three's RoomEnvironment, prefiltered on the GPU) once the bar is on the
 * canvas, in a task of its own, and hands it over once the GPU has made it. It is the most
 * expensive step of the first view (in software WebGL several times the bar's own frame), so the
 * first frame goes without it (`SceneEnvironment` stands in with an even light) and the view at
 * rest, with every effect, waits for it (`isPreparingFrame`).
 */
function RoomLightMaker({ onMade }: { onMade: (light: Texture) => void }) {
  const gl = useThree((state) => state.gl);
  useEffect(() => {
    let cancelled = false;
    lighting.set(gl, 'making');
    const timer = setTimeout(() => {
      const light = roomLight(gl);
      void gpuDone(gl).then(() => {
        markOpening('room light made');
        if (!cancelled) onMade(light);
      });
    }, 0);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [gl, onMade]);
  return null;
}

/**
 * A promise that settles once the studio light is there (`studioLight` no longer null), or fails
 * when the view goes before it (a picture waiting for it is then not taken).
 */
function useWhenLit(studioLight: Texture | null): () => Promise<void> {
  const [lit] = useState(() => {
    let resolve = () => {};
    let reject = (_reason: Error) => {};
    const promise = new Promise<void>((settle, fail) => {
      resolve = settle;
      reject = fail;
    });
    // Nobody may be waiting when the view goes: that failure is no one's to report.
    promise.catch(() => undefined);
    return { promise, resolve, reject };
  });
  useEffect(() => {
    if (studioLight) lit.resolve();
  }, [studioLight, lit]);
  useEffect(() => () => lit.reject(new Error('the 3D view closed before its studio light was made')), [lit]);
  return useCallback(() => lit.promise, [lit]);
}

/**
 * The bar in 3D, drawn only when something changed (frameloop "demand"). A view: it gets what to
 * draw by props and reports clicks and camera moves; it knows no store.
 */
export function BarScene({
  drawList,
  surroundings,
  dimensions,
  formatLength,
  selectedModuleId,
  initialOrbit,
  cameraRequest,
  viewControls,
  onSelectModule,
  onPlaceFirstModule,
  onOrbitChange,
  highlights,
  onHoverModule,
  moduleLabel = null,
  secondary = false,
  onFirstFrame,
  children,
}: BarSceneProps) {
  const version = versionOf(drawList.pieces);
  const [isCanvasShown, setCanvasShown] = useState(false);
  const showScene = useCallback(() => setCanvasShown(true), []);
  // Pictures are taken once the bar is on the canvas (its shaders and shadows are ready then) and
  // in its studio light.
  const [isBarDrawn, setBarDrawn] = useState(false);
  const firstFrameShown = useRef(onFirstFrame);
  firstFrameShown.current = onFirstFrame;
  const showFirstFrame = useCallback(() => {
    setBarDrawn(true);
    firstFrameShown.current?.();
  }, []);
  // The studio light, made once the bar is on the canvas (null until then: an even light stands in).
  const [studioLight, setStudioLight] = useState<Texture | null>(null);
  const whenLit = useWhenLit(studioLight);
  return (
    <Canvas
      frameloop="demand"
      shadows="percentage"
      dpr={[1, 2]}
      gl={{ preserveDrawingBuffer: true, antialias: false }}
      camera={{ fov: FIELD_OF_VIEW, near: 0.05, far: 400, position: [0, 3, -8] }}
      onPointerMissed={() => onSelectModule(null)}
    >
      {isCanvasShown ? (
        <>
          <SceneEnvironment
            floor={surroundings.floor}
            skybox={surroundings.skybox}
            backgroundColor={surroundings.backgroundColor}
            bounds={drawList.bounds}
            version={version}
            studioLight={studioLight}
          />
          {isBarDrawn && !studioLight && <RoomLightMaker onMade={setStudioLight} />}
          <GhostModule bounds={drawList.bounds} onPlace={onPlaceFirstModule} />
          <InstancedPieces pieces={drawList.pieces} onSelect={onSelectModule} onHover={onHoverModule} />
          <ImageSurfaces surfaces={drawList.images} />
          <SelectionOutline pieces={drawList.pieces} moduleId={selectedModuleId} />
          {highlights && <ModuleHighlights highlights={highlights} />}
          <ModuleLabel pieces={drawList.pieces} label={moduleLabel} />
          {dimensions && <Dimensions dimensions={dimensions} formatLength={formatLength} />}
          {children}
          <CameraController
            bounds={drawList.bounds}
            initialOrbit={initialOrbit}
            cameraRequest={cameraRequest}
            onOrbitChange={onOrbitChange}
          />
          <SceneEffects onFirstFrame={showFirstFrame} />
          {!secondary && <SceneProbe viewControls={viewControls} bounds={drawList.bounds} />}
          {!secondary && isBarDrawn && <SceneCapture bounds={drawList.bounds} whenLit={whenLit} />}
        </>
      ) : (
        <CanvasShown onReady={showScene} />
      )}
    </Canvas>
  );
}
