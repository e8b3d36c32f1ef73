export const adminEs = { title: 'Admin' };
