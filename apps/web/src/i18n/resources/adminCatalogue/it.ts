export const adminCatalogueIt = { title: 'Admin' };
