/** Texts of the "view3d" area in de; same keys as en.ts beside this file. */
export const view3dDe = {};
