export const adminIt = { title: 'Admin' };
