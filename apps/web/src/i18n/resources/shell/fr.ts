/** Texts of the "shell" area in fr; same keys as en.ts beside this file. */
export const shellFr = {};
