/** Texts of the "view3d" area in es; same keys as en.ts beside this file. */
export const view3dEs = {};
