export const adminDe = { title: 'Admin' };
