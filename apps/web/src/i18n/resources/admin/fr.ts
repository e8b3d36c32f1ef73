export const adminFr = { title: 'Admin' };
