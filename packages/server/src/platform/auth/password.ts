import bcrypt from 'bcryptjs';

const ROUNDS = 10;

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, ROUNDS);
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}

/**
 * A hash to compare against when the account does not exist, so timing does not reveal it: the
 * same cost as ROUNDS, written out because hashing it at start blocked the process ~0.1 s.
 */
export const DUMMY_HASH = '$2b$10$gxHFhf7BzjEQSQhn2dcELOo4sZdPj0Hp4ECAeb1iwPbUfnwS7n/BK';
