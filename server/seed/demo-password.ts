import { hashPassword } from '../services/password';

const hashes = new Map<string, Promise<string>>();

/**
 * The stored hash of a demo account's password, made once per password and process. Every demo
 * account's password is published in the README, so one salt per password costs the demo nothing,
 * while hashing each of the thirty-odd accounts anew (scrypt, tens of ms each) made every seeded
 * test server start two seconds slower. Real accounts are always hashed with their own salt.
 */
export function demoPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}
