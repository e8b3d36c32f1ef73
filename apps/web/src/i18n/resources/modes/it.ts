/** Texts of the "modes" area in it; same keys as en.ts beside this file. */
export const modesIt = {};
