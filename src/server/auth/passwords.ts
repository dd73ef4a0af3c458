/** Password hashing with argon2id (`@node-rs/argon2`, OWASP's first choice). */
import { hash, verify } from '@node-rs/argon2';

/** argon2id hash in PHC format (`$argon2id$v=19$…`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2 /* Argon2id */ });
}

/** Constant-time verification; false (never throws) for a malformed hash. */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}
