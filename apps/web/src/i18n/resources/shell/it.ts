/** Texts of the "shell" area in it; same keys as en.ts beside this file. */
export const shellIt = {};
