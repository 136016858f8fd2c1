/** Password hashing: Argon2id (OWASP parameters: 19 MiB, 2 passes) through @node-rs/argon2. */
import { hash, type Options, verify } from '@node-rs/argon2';

// Algorithm.Argon2id is an ambient const enum (2), not importable under verbatimModuleSyntax.
const ARGON2ID = 2 as Options['algorithm'];
const options: Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing in particular, verified when the e-mail is unknown so timing does not reveal accounts. */
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('not-a-real-password-0');
  return dummy;
}
