/** Texts of the "modes" area in fr; same keys as en.ts beside this file. */
export const modesFr = {};
