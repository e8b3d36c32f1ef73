export const adminRecordsEn = { title: 'Admin' };
