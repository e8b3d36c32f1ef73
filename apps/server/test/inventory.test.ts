import { beforeAll, describe, expect, it } from 'vitest';
import { loggedInClient } from './helpers/barUsers.ts';
import { startedClient, type TestClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

describe.each(databaseKinds)('the parts a user owns on %s', (kind) => {
  const server = useTestApp(kind);
  let partNumbers: Map<number, string>;

  beforeAll(async () => {
    const parts = (await server.app.inject({ method: 'GET', url: '/api/parts' })).json().data;
    partNumbers = new Map(
      (parts as { id: number; variants: { part_number: string }[] }[]).map((part) => [
        part.id,
        part.variants[0]?.part_number ?? '',
      ]),
    );
  });

  const importCsv = (client: TestClient, csv: string, mode = 'replace') =>
    client.request({
      method: 'POST',
      url: `/api/user/inventory/import?mode=${mode}`,
      payload: csv,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    });

  it('keeps what a user enters, by part number, and replaces it whole', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    expect((await client.get('/api/user/inventory')).json()).toEqual({ data: { items: [] } });

    const saved = await client.put('/api/user/inventory', {
      items: [
        { part_id: 20, count: 4 },
        { part_id: 10, count: 2 },
        { part_id: 11, count: 0 },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const expected = [
      { part_id: 10, part_number: partNumbers.get(10), count: 2 },
      { part_id: 20, part_number: partNumbers.get(20), count: 4 },
    ].sort((a, b) => ((a.part_number ?? '') < (b.part_number ?? '') ? -1 : 1));
    expect(saved.json().data.items).toEqual(expected);
    expect((await client.get('/api/user/inventory')).json().data.items).toEqual(expected);

    const replaced = await client.put('/api/user/inventory', { items: [{ part_id: 21, count: 1 }] });
    expect(replaced.json().data.items).toEqual([{ part_id: 21, part_number: partNumbers.get(21), count: 1 }]);
  });

  it('refuses unknown, repeated and out-of-range parts with the index, and stores nothing', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    await client.put('/api/user/inventory', { items: [{ part_id: 10, count: 1 }] });
    const refused = await client.put('/api/user/inventory', {
      items: [
        { part_id: 20, count: 3 },
        { part_id: 999999, count: 1 },
        { part_id: 20, count: 1 },
      ],
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['items.1.part_id', 'items.2.part_id']);
    const tooMany = await client.put('/api/user/inventory', { items: [{ part_id: 20, count: 100001 }] });
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['items.0.count']);
    const extraField = await client.put('/api/user/inventory', { items: [{ part_id: 20, count: 1, price: 0 }] });
    expect(extraField.statusCode).toBe(422);
    expect((await client.get('/api/user/inventory')).json().data.items).toEqual([
      { part_id: 10, part_number: partNumbers.get(10), count: 1 },
    ]);
  });

  it('imports a CSV file with a header, in either separator, replacing or adding', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    const frame = partNumbers.get(10) ?? '';
    const board = partNumbers.get(20) ?? '';
    const replaced = await importCsv(client, `\uFEFFPart number;Count\r\n${frame};3\r\n${board.toLowerCase()};2\r\n`);
    expect(replaced.statusCode).toBe(200);
    expect(
      new Map(replaced.json().data.items.map((item: { part_id: number; count: number }) => [item.part_id, item.count])),
    ).toEqual(
      new Map([
        [10, 3],
        [20, 2],
      ]),
    );
    const added = await importCsv(client, `${frame},1\n`, 'add');
    expect(added.json().data.items.find((item: { part_id: number }) => item.part_id === 10).count).toBe(4);
  });

  it('refuses a file with bad lines naming each line, and keeps the inventory as it was', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    const frame = partNumbers.get(10) ?? '';
    await client.put('/api/user/inventory', { items: [{ part_id: 10, count: 7 }] });
    const refused = await client.request({
      method: 'POST',
      url: '/api/user/inventory/import',
      payload: `${frame},1\nNO-SUCH-PART,2\n${frame},many\n`,
      headers: { 'content-type': 'text/csv', 'x-locale': 'de' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'line 2': ['Unbekannte Teilenummer „NO-SUCH-PART“.'],
      'line 3': ['Die Anzahl „many“ ist keine ganze Zahl ab 0.'],
    });
    const afterBlankLines = await importCsv(client, `Part number;Count\n\n${frame};1\n\r\nNO-SUCH-PART;2\n`);
    expect(Object.keys(afterBlankLines.json().errors)).toEqual(['line 5']);
    const afterTwoLineCell = await importCsv(client, `"NO-SUCH\nPART";1\n\nNOR-THIS;1\n`);
    expect(Object.keys(afterTwoLineCell.json().errors)).toEqual(['line 1', 'line 4']);
    const unreadable = await importCsv(client, `${frame},"1\n`);
    expect(unreadable.statusCode).toBe(422);
    expect(Object.keys(unreadable.json().errors)).toEqual(['file']);
    const notCsv = await client.post('/api/user/inventory/import', { items: [] });
    expect(notCsv.statusCode).toBe(422);
    expect((await client.get('/api/user/inventory')).json().data.items).toEqual([
      { part_id: 10, part_number: frame, count: 7 },
    ]);
  });

  it('lists the first 50 bad lines of a large file and counts the rest, in a short answer', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    await client.put('/api/user/inventory', { items: [{ part_id: 10, count: 7 }] });
    const lines = Array.from({ length: 19_000 }, (_, index) => `X${index},1`);
    const refused = await client.request({
      method: 'POST',
      url: '/api/user/inventory/import',
      payload: `${lines.join('\n')}\n`,
      headers: { 'content-type': 'text/csv', 'x-locale': 'en' },
    });
    expect(refused.statusCode).toBe(422);
    const errors = refused.json().errors as Record<string, string[]>;
    const listed = Object.keys(errors).filter((key) => key.startsWith('line '));
    expect(listed).toEqual(Array.from({ length: 50 }, (_, index) => `line ${index + 1}`));
    expect(errors['line 1']).toEqual(['Unknown part number "X0".']);
    expect(errors.file).toEqual(['Only the first 50 lines with errors are listed; 18,950 more lines have errors too.']);
    expect(refused.rawPayload.byteLength).toBeLessThan(8 * 1024);
    const long = await importCsv(client, `${'Y'.repeat(5000)},1\n`);
    expect(long.json().errors['line 1'][0].length).toBeLessThan(100);
    expect((await client.get('/api/user/inventory')).json().data.items).toEqual([
      { part_id: 10, part_number: partNumbers.get(10), count: 7 },
    ]);
  });

  it('refuses an empty, blank or header-only file in either mode, and keeps the inventory', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    await client.put('/api/user/inventory', { items: [{ part_id: 10, count: 7 }] });
    for (const mode of ['replace', 'add']) {
      for (const csv of ['', '\r\n\r\n \r\n', 'Part number;Count\r\n', ';\n,,\n']) {
        const refused = await client.request({
          method: 'POST',
          url: `/api/user/inventory/import?mode=${mode}`,
          payload: csv,
          headers: { 'content-type': 'text/csv', 'x-locale': 'en' },
        });
        expect(refused.statusCode, `${mode} ${JSON.stringify(csv)}`).toBe(422);
        expect(refused.json().errors).toEqual({
          file: [
            'The file lists no parts; the inventory stays as it is. To empty it, remove the parts in the list and save.',
          ],
        });
      }
    }
    expect((await client.get('/api/user/inventory')).json().data.items).toEqual([
      { part_id: 10, part_number: partNumbers.get(10), count: 7 },
    ]);
    // Emptying is its own action: a PUT of no items.
    expect((await client.put('/api/user/inventory', { items: [] })).json().data.items).toEqual([]);
  });

  it('reads the file in the charset it declares, its byte order mark, or Windows-1252 when it is no UTF-8', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    const frame = partNumbers.get(10) ?? '';
    const board = partNumbers.get(20) ?? '';
    const send = (payload: Buffer, contentType: string) =>
      client.request({
        method: 'POST',
        url: '/api/user/inventory/import',
        payload,
        headers: { 'content-type': contentType, 'x-locale': 'de' },
      });
    const latin1 = Buffer.from(`Teilenummer;Stückzahl\n${frame};3\nMüller;1\n`, 'latin1');
    for (const contentType of ['text/csv; charset=iso-8859-1', 'text/csv;charset="windows-1252"', 'text/csv']) {
      const refused = await send(latin1, contentType);
      expect(refused.statusCode, contentType).toBe(422);
      expect(refused.json().errors, contentType).toEqual({ 'line 3': ['Unbekannte Teilenummer „Müller“.'] });
    }
    const euro = await send(Buffer.from([0x80, 0x2d, 0x31, 0x3b, 0x31]), 'text/csv; charset=windows-1252');
    expect(euro.json().errors).toEqual({ 'line 1': ['Unbekannte Teilenummer „€-1“.'] });

    const utf16 = `\uFEFFTeilenummer\tStückzahl\r\n${frame}\t3\r\n${board}\t2\r\n`;
    const utf16le = Buffer.from(utf16, 'utf16le');
    const utf16be = Buffer.from(utf16le).swap16();
    for (const [payload, contentType] of [
      [utf16le, 'text/csv'],
      [utf16le, 'text/csv; charset=utf-16'],
      [utf16be, 'text/csv; charset=UTF-16BE'],
      [utf16be, 'text/csv; charset=utf-8'],
    ] as const) {
      const imported = await send(payload, contentType);
      expect(imported.statusCode, contentType).toBe(200);
      expect(
        imported.json().data.items.map((item: { part_id: number; count: number }) => [item.part_id, item.count]),
      ).toEqual(
        expect.arrayContaining([
          [10, 3],
          [20, 2],
        ]),
      );
    }

    const unknown = await send(Buffer.from(`${frame};1\n`), 'text/csv; charset=klingon');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      file: ['Den Zeichensatz „klingon“ kennen wir nicht. Bitte die Datei als UTF-8 speichern.'],
    });
    const notUtf8 = await send(Buffer.from([0x41, 0xff, 0x3b, 0x31]), 'text/csv; charset=utf-8');
    expect(notUtf8.statusCode).toBe(422);
    expect(Object.keys(notUtf8.json().errors)).toEqual(['file']);
  });

  it('answers 401 to a guest and keeps each user to their own inventory', async () => {
    const guest = await startedClient(server.app);
    expect((await guest.get('/api/user/inventory')).statusCode).toBe(401);
    expect((await guest.put('/api/user/inventory', { items: [] })).statusCode).toBe(401);
    expect((await importCsv(guest, 'x,1')).statusCode).toBe(401);
    const first = await loggedInClient(server.app, server.db);
    const second = await loggedInClient(server.app, server.db);
    await first.client.put('/api/user/inventory', { items: [{ part_id: 10, count: 5 }] });
    expect((await second.client.get('/api/user/inventory')).json().data.items).toEqual([]);
  });

  it('refuses a file over 256 KB with 413', async () => {
    const { client } = await loggedInClient(server.app, server.db);
    const response = await importCsv(client, `${'x,1\n'.repeat(70_000)}`);
    expect(response.statusCode).toBe(413);
  });
});
