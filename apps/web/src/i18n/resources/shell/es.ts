/** Texts of the "shell" area in es; same keys as en.ts beside this file. */
export const shellEs = {};
