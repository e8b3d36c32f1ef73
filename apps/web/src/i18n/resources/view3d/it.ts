/** Texts of the "view3d" area in it; same keys as en.ts beside this file. */
export const view3dIt = {};
