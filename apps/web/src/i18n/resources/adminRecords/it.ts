export const adminRecordsIt = { title: 'Admin' };
