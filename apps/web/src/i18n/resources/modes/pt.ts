/** Texts of the "modes" area in pt; same keys as en.ts beside this file. */
export const modesPt = {};
