export const adminPt = { title: 'Admin' };
