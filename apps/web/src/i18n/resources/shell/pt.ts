/** Texts of the "shell" area in pt; same keys as en.ts beside this file. */
export const shellPt = {};
