/** Texts of the "view3d" area in pt; same keys as en.ts beside this file. */
export const view3dPt = {};
