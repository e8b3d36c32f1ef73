/** Texts of the "shell" area in de; same keys as en.ts beside this file. */
export const shellDe = {};
