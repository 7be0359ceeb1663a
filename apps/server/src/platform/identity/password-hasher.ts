import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id (the library's default algorithm and OWASP's minimum cost: 19 MiB, 2 passes).
 * `verifyOrDummy` runs a full verification even when there is no account, so that an unknown
 * username takes as long as a wrong password.
 */
export class PasswordHasher {
  private dummyHash: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  async verifyOrDummy(passwordHash: string | undefined, password: string): Promise<boolean> {
    if (passwordHash) return this.verify(passwordHash, password);
    this.dummyHash ??= hash('no-account-has-this-password');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
