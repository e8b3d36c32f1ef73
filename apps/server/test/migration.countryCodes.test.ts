import { describe, expect, it } from 'vitest';
import { databaseKinds } from './helpers/database.ts';
import { databaseMigratedTo } from './helpers/migrationsUpTo.ts';
import { useTestDatabase } from './helpers/testApp.ts';

// Migration 0030 turns the countries people typed into ISO 3166-1 alpha-2 codes and lists, without
// changing it, any text it cannot read as one country.
describe.each(databaseKinds)('migration 0030: countries as codes (%s)', (kind) => {
  const database = useTestDatabase(kind, (open) => databaseMigratedTo(open, 29));

  it('maps names in any language, case and accents to codes and lists what it could not read', async () => {
    const users = await database.runSql(
      `insert into users (email, password_hash, is_admin, country, country_responsibilities) values
         ('a@example.com', 'x', true, 'Deutschland', array['Deutschland', 'Germany', 'ÖSTERREICH', 'Schweiz, Switzerland']),
         ('b@example.com', 'x', false, 'Germany', '{}'),
         ('c@example.com', 'x', false, ' österreich ', '{}'),
         ('d@example.com', 'x', false, 'Schweiz, Switzerland', '{}'),
         ('e@example.com', 'x', false, 'Côte d’Ivoire', '{}'),
         ('f@example.com', 'x', false, 'de', '{}')
       returning id`,
    );
    const [adminId, germanyId, austriaId, listId, ivoryId, codeId] = (users.rows as { id: number }[]).map(
      (row) => row.id,
    );
    const addresses = await database.runSql(
      `insert into addresses (user_id, street, postal_code, city, country) values
         ($1, 'Hauptstr. 1', '10115', 'Berlin', 'Deutschland'),
         ($1, 'Ring 2', '1010', 'Wien', 'Österreich'),
         ($1, 'Bahnhofstr. 3', '8001', 'Zürich', 'Schweiz'),
         ($1, 'High St 4', 'SW1A 1AA', 'London', 'UK'),
         ($1, 'Rue 5', '75001', 'Paris', 'Frankreich'),
         ($1, 'Nowhere 6', '00000', 'Atlantis', 'Atlantis')
       returning id`,
      [adminId],
    );
    const addressIds = (addresses.rows as { id: number }[]).map((row) => row.id);
    const inquiry = await database.runSql(
      `insert into inquiries (kind, contact, consent_contact, consent_call, consent_newsletter, locale) values
         ('consultation', '{"name":"N","email":"n@example.com","phone":"123456","country":"Suisse","preferred_time":"morning","topic":"planning"}'::jsonb,
          true, false, false, 'fr')
       returning id`,
    );
    const inquiryId = (inquiry.rows as { id: number }[])[0]?.id;

    await database.migrate();

    const userRows = await database.runSql('select id, country, country_responsibilities from users order by id');
    expect(userRows.rows).toEqual([
      { id: adminId, country: 'DE', country_responsibilities: ['DE', 'AT', 'Schweiz, Switzerland'] },
      { id: germanyId, country: 'DE', country_responsibilities: [] },
      { id: austriaId, country: 'AT', country_responsibilities: [] },
      { id: listId, country: 'Schweiz, Switzerland', country_responsibilities: [] },
      { id: ivoryId, country: 'CI', country_responsibilities: [] },
      { id: codeId, country: 'DE', country_responsibilities: [] },
    ]);
    const addressRows = await database.runSql('select country from addresses order by id');
    expect(addressRows.rows.map((row) => (row as { country: string }).country)).toEqual([
      'DE',
      'AT',
      'CH',
      'GB',
      'FR',
      'Atlantis',
    ]);
    const contact = await database.runSql(`select contact ->> 'country' as country from inquiries where id = $1`, [
      inquiryId,
    ]);
    expect(contact.rows).toEqual([{ country: 'CH' }]);

    const unmapped = await database.runSql(
      'select table_name, row_id, field, value from unmapped_countries order by table_name, row_id, field',
    );
    expect(unmapped.rows).toEqual([
      { table_name: 'addresses', row_id: addressIds[5], field: 'country', value: 'Atlantis' },
      { table_name: 'users', row_id: adminId, field: 'country_responsibilities', value: 'Schweiz, Switzerland' },
      { table_name: 'users', row_id: listId, field: 'country', value: 'Schweiz, Switzerland' },
    ]);
    // A new user without a country gets the code.
    const fresh = await database.runSql(
      `insert into users (email, password_hash) values ('g@example.com', 'x') returning country`,
    );
    expect(fresh.rows).toEqual([{ country: 'DE' }]);
  });
});
