/** Texts of the "view3d" area in fr; same keys as en.ts beside this file. */
export const view3dFr = {};
