import bcrypt from 'bcryptjs';

/** bcrypt's cost factor: 2^10 rounds, about 0.1 s of one core per hash or check here. */
const PRODUCTION_ROUNDS = 10;

/**
 * The test suites sign in thousands of times, and the cost of a check is not what they test: under
 * NODE_ENV=test (which vitest sets) PASSWORD_HASH_ROUNDS may lower it (4 takes about 2 ms). Outside
 * tests the variable is ignored, so no installation can weaken its hashes by configuration.
 */
export function hashRounds(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Number(env['PASSWORD_HASH_ROUNDS']);
  if (env['NODE_ENV'] !== 'test' || !Number.isInteger(asked) || asked < 4 || asked > PRODUCTION_ROUNDS) return PRODUCTION_ROUNDS;
  return asked;
}

export function hashPassword(plain: string): Promise<string> {
  return bcrypt.hash(plain, hashRounds());
}

export function verifyPassword(plain: string, hash: string): Promise<boolean> {
  return bcrypt.compare(plain, hash);
}

/** Written out because hashing it at start blocked the process ~0.1 s. */
const PRODUCTION_DUMMY_HASH = '$2b$10$gxHFhf7BzjEQSQhn2dcELOo4sZdPj0Hp4ECAeb1iwPbUfnwS7n/BK';
const cheaperDummies = new Map<number, string>();

/**
 * A hash to compare against when the account does not exist, so timing does not reveal it: of the
 * same cost as the accounts' hashes.
 */
export function dummyHash(env: NodeJS.ProcessEnv = process.env): string {
  const rounds = hashRounds(env);
  if (rounds === PRODUCTION_ROUNDS) return PRODUCTION_DUMMY_HASH;
  let hash = cheaperDummies.get(rounds);
  if (!hash) cheaperDummies.set(rounds, (hash = bcrypt.hashSync('no account has this password', rounds)));
  return hash;
}
