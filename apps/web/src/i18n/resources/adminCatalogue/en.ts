export const adminCatalogueEn = { title: 'Admin' };
