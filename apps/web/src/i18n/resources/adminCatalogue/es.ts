export const adminCatalogueEs = { title: 'Admin' };
