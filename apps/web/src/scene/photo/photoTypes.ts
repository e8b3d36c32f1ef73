/** How far a photo is: samples added per pixel so far, of how many. */
export type PhotoProgress = { samples: number; total: number };

/** A photo to make: its size in pixels, with the surroundings or on nothing, its file format and samples per pixel. */
export type PhotoOptions = {
  width: number;
  height: number;
  background: boolean;
  format: 'png' | 'jpeg';
  samples: number;
};

/** The options with what the caller hears while it is made, and what stops it. */
export type PhotoJob = PhotoOptions & { signal: AbortSignal; onProgress: (progress: PhotoProgress) => void };
