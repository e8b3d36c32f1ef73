import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { isCommonPassword } from '../src/features/auth/passwords.ts';
import { linkIn, PASSWORD, registeredClient, uniqueEmail, waitForMail } from './auth.helpers.ts';
import { startedClient } from './helpers/client.ts';
import { databaseKinds } from './helpers/database.ts';
import { useTestApp } from './helpers/testApp.ts';

describe('the list of common passwords', () => {
  it('knows the most used ones whatever their case, and not a passphrase', () => {
    for (const common of ['password', 'Password1', '12345678', ' iloveyou ', 'QWERTYUIOP']) {
      expect(isCommonPassword(common), common).toBe(true);
    }
    for (const fine of [PASSWORD, 'bar for the summer fair', 'Küche-Theke-2027']) {
      expect(isCommonPassword(fine), fine).toBe(false);
    }
  });
});

describe.each(databaseKinds)('common passwords are refused wherever a password is chosen (%s)', (kind) => {
  const server = useTestApp(kind, { mailLinks: true });

  const usersNamed = (email: string) => server.db.select().from(users).where(eq(users.email, email));

  it('registration: 422 on the password in the reader language, no user written', async () => {
    const client = await startedClient(server.app);
    const email = uniqueEmail('common');
    const body = { email, password: 'password1', password_confirmation: 'password1' };
    const response = await client.post('/register', body, { 'x-locale': 'de' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual([
      'Dieses Passwort gehört zu den am häufigsten verwendeten und ist leicht zu erraten. Bitte wählen Sie ein anderes.',
    ]);
    expect(await usersNamed(email)).toHaveLength(0);
  });

  it('password change on the profile: 422 on the password, the old one still works', async () => {
    const { client, user } = await registeredClient(server.app);
    const response = await client.put('/api/user', {
      current_password: PASSWORD,
      password: 'iloveyou',
      password_confirmation: 'iloveyou',
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['password']);
    const login = await startedClient(server.app);
    expect((await login.post('/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('password reset: 422, and the link is not used up by the refusal', async () => {
    const { user } = await registeredClient(server.app);
    const client = await startedClient(server.app);
    await client.post('/forgot-password', { email: user.email });
    const [mail] = (await waitForMail(server.mailDir, user.email, 2)).filter((sent) =>
      sent.text.includes('/reset-password'),
    );
    const token = linkIn(mail ?? { to: '', raw: '', text: '' }, '/reset-password').searchParams.get('token');
    const reset = (password: string) =>
      client.post('/reset-password', { token, email: user.email, password, password_confirmation: password });
    const refused = await reset('12345678');
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['password']);
    expect((await reset('a sound new passphrase')).statusCode).toBe(200);
  });
});
