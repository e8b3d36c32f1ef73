/** Texts of the "shell" area in en; same keys as en.ts beside this file. */
export const shellEn = {};
