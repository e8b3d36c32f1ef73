import {
  DataTexture,
  EquirectangularReflectionMapping,
  type FloatType,
  type HalfFloatType,
  LinearFilter,
  LinearSRGBColorSpace,
  RepeatWrapping,
  RGBAFormat,
} from 'three';

/**
 * An equirectangular HDR panorama as a texture (RGBA, linear): half floats as decoded from a photo
 * scene, or full floats as read back from a rendered room.
 */
export function panoramaTexture(
  pixels: Uint16Array | Float32Array,
  width: number,
  height: number,
  type: typeof HalfFloatType | typeof FloatType,
): DataTexture {
  const texture = new DataTexture(pixels, width, height, RGBAFormat, type);
  texture.colorSpace = LinearSRGBColorSpace;
  texture.mapping = EquirectangularReflectionMapping;
  // Filtered across the panorama's left and right edges, which meet.
  texture.wrapS = RepeatWrapping;
  texture.minFilter = LinearFilter;
  texture.magFilter = LinearFilter;
  texture.generateMipmaps = false;
  texture.needsUpdate = true;
  return texture;
}
