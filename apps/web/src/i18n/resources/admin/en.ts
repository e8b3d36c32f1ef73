export const adminEn = { title: 'Admin' };
