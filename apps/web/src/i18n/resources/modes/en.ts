/** Texts of the "modes" area in en; same keys as en.ts beside this file. */
export const modesEn = {};
