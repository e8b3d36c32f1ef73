export const adminCatalogueFr = { title: 'Admin' };
