/** Texts of the "modes" area in de; same keys as en.ts beside this file. */
export const modesDe = {};
