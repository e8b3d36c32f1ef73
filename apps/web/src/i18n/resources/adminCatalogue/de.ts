export const adminCatalogueDe = { title: 'Admin' };
