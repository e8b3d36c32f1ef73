export const adminCataloguePt = { title: 'Admin' };
