import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, hashRounds, verifyPassword } from './password.js';

describe('the password hash cost', () => {
  it('is 10 outside tests, whatever PASSWORD_HASH_ROUNDS says', () => {
    expect(hashRounds({ PASSWORD_HASH_ROUNDS: '4' })).toBe(10);
    expect(hashRounds({ NODE_ENV: 'production', PASSWORD_HASH_ROUNDS: '4' })).toBe(10);
  });

  it('may be lowered to 4–10 under NODE_ENV=test, never raised past 10 or set to nonsense', () => {
    expect(hashRounds({ NODE_ENV: 'test', PASSWORD_HASH_ROUNDS: '4' })).toBe(4);
    expect(hashRounds({ NODE_ENV: 'test', PASSWORD_HASH_ROUNDS: '10' })).toBe(10);
    for (const bad of ['3', '11', '4.5', 'x', '']) expect(hashRounds({ NODE_ENV: 'test', PASSWORD_HASH_ROUNDS: bad })).toBe(10);
    expect(hashRounds({ NODE_ENV: 'test' })).toBe(10);
  });

  it('hashes with the cost in force (4 in this suite), and a hash of any cost still checks', async () => {
    expect(hashRounds()).toBe(4);
    const hash = await hashPassword('secret-1');
    expect(hash).toMatch(new RegExp(`^\\$2[ab]\\$${String(hashRounds()).padStart(2, '0')}\\$`));
    expect(await verifyPassword('secret-1', hash)).toBe(true);
    expect(await verifyPassword('secret-2', hash)).toBe(false);
  });

  it("compares an unknown account against a hash of the same cost as the accounts'", async () => {
    expect(dummyHash({}).slice(0, 7)).toBe('$2b$10$');
    expect(dummyHash({ NODE_ENV: 'test', PASSWORD_HASH_ROUNDS: '5' }).slice(0, 7)).toBe('$2b$05$');
    expect(await verifyPassword('', dummyHash({}))).toBe(false);
  });
});
