import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * How the registry keeps a party secret or a member key: SHA-256 of a random 16-byte salt and the secret, never the
 * secret itself.
 *
 * A fast hash is enough because these are not passwords: each is at least 128 random bits (generateSecret), so someone
 * holding the file would have to try about 2^127 values per secret, however quickly each try runs. Slow hashes
 * (scrypt, Argon2) exist to protect secrets people choose, which a list of likely guesses finds. The salt, new for
 * every secret, makes the same secret hash differently in two parties or after a rotation back to it.
 */
export interface SecretHash {
  readonly salt: Buffer;
  readonly hash: Buffer;
}

export function hashSecret(secret: string, salt: Buffer = randomBytes(16)): SecretHash {
  return { salt, hash: digest(salt, secret) };
}

/** Whether `secret` is the one hashed, compared in constant time (the time taken does not tell how much matched). */
export function secretMatches(secret: string, stored: SecretHash): boolean {
  const candidate = digest(stored.salt, secret);
  return candidate.length === stored.hash.length && timingSafeEqual(candidate, stored.hash);
}

function digest(salt: Buffer, secret: string): Buffer {
  return createHash('sha256').update(salt).update(secret, 'utf8').digest();
}
