import type { Skybox } from '@bar/domain/document';

/** A background scene as a photographed panorama that also lights the bar. */
export type PhotoScene = Exclude<Skybox, 'off'>;

/**
 * How each scene's panorama sits round the bar: the height of the camera that took it (metres, so
 * its ground meets the floor at the right scale), the turn that puts its best side behind the bar
 * seen from the front, the strength of its light, and the strength of the key light beside it
 * (outdoors the panorama's sun does most of the lighting).
 */
export type PhotoSceneLook = {
  cameraHeight: number;
  turn: number;
  environmentIntensity: number;
  backgroundIntensity: number;
  keyLight: number;
};

/*
 * A turn of θ about the vertical shows the panorama's column u (0 to 1, three's equirectangular
 * mapping) at world column u − θ / 2π; world column 0.75 is straight ahead of the front camera
 * (+z), 0.25 behind it, and the key light comes from about 0.33 (front right, high). The turns put
 * each panorama's sun or brightest side near the key light and its best view behind the bar: the
 * sea of the waterfront (u ≈ 0.88), the meadow's trees (u ≈ 0.9; its sun, u ≈ 0.6, then comes from
 * the left), the hall's windows (u ≈ 0.45). The panoramas' seam (u = 0) stays out of that view.
 */
export const PHOTO_SCENE_LOOK: Record<PhotoScene, PhotoSceneLook> = {
  beach: { cameraHeight: 1.8, turn: 0.82, environmentIntensity: 0.8, backgroundIntensity: 1, keyLight: 2.6 },
  farm: { cameraHeight: 1.7, turn: 0.94, environmentIntensity: 0.8, backgroundIntensity: 0.9, keyLight: 3 },
  hall: { cameraHeight: 1.7, turn: -1.88, environmentIntensity: 0.85, backgroundIntensity: 1, keyLight: 2.6 },
  woods: { cameraHeight: 1.6, turn: 0, environmentIntensity: 0.9, backgroundIntensity: 1, keyLight: 2.6 },
};
