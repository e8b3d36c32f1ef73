import { describe, expect, it } from 'vitest';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

/** Inputs the API fuzz test (fuzz.test.ts) once answered with a 500, kept as plain cases. */
describe.each(databaseKinds)('fuzz findings (%s)', (kind) => {
  const server = useTestApp(kind, { guest: true });

  it.each([
    ['a multipart body without boundary', 'multipart/form-data', 'no boundary'],
    ['a multipart body cut short', 'multipart/form-data; boundary=cut', '--cut\r\nContent-Disposition: form-data; na'],
  ])('POST /api/uploads with %s is a 422 naming the file, not a 500', async (_, contentType, payload) => {
    const response = await server.guest.post('/api/uploads', payload, { 'content-type': contentType });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['file']);
    const rows = await server.db.execute('select count(*)::int as count from uploads');
    expect((rows as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(0);
  });

  it.each(['valueOf', 'toString', 'constructor', 'hasOwnProperty'])(
    'a consultation with an unknown field named %s is a 422 naming it, not a 500',
    async (field) => {
      const body = `{"name":"Ann","email":"not an e-mail","${field}":false}`;
      const response = await server.guest.post('/api/consultations', body, { 'content-type': 'application/json' });
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toContain('email');
    },
  );
});
