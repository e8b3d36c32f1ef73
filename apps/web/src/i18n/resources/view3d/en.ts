/** Texts of the "view3d" area in en; same keys as en.ts beside this file. */
export const view3dEn = {};
