export const adminRecordsFr = { title: 'Admin' };
