export const adminRecordsPt = { title: 'Admin' };
