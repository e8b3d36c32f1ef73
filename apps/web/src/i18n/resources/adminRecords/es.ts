export const adminRecordsEs = { title: 'Admin' };
