/** Texts of the "modes" area in es; same keys as en.ts beside this file. */
export const modesEs = {};
