export const adminRecordsDe = { title: 'Admin' };
