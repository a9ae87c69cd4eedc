import { Injectable, OnModuleInit } from '@nestjs/common';
import * as argon2 from 'argon2';

/**
 * argon2id with m = 65536 KiB (64 MiB), t = 3 passes, p = 4 lanes and a 32-byte tag (the argon2
 * package's defaults, which the hashes have always used, pinned here so that a library upgrade
 * cannot change them unnoticed); the package adds a random 16-byte salt to each hash. These are
 * RFC 9106's second recommended option, and above the minimum of the OWASP Password Storage
 * Cheat Sheet (https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html:
 * "Argon2id with a minimum configuration of 19 MiB of memory, an iteration count of 2, and 1
 * degree of parallelism", i.e. m = 19456 KiB, t = 2, p = 1) in both memory and passes.
 *
 * Every hash carries its own parameters ($argon2id$v=19$m=65536,p=4,t=3$salt$tag) and
 * argon2.verify reads them from it, so a hash made with other parameters keeps verifying.
 */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 65536, timeCost: 3, parallelism: 4, hashLength: 32 } as const;

/** argon2id hashing (ARGON2_OPTIONS); verifying against an unknown account still spends a full verify. */
@Injectable()
export class PasswordService implements OnModuleInit {
  private dummyHash = '';

  async onModuleInit(): Promise<void> {
    this.dummyHash = await this.hash('a password nobody has, for timing');
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  /** With no hash (unknown e-mail) it checks a dummy one, so both cases take about the same time. */
  async verify(hash: string | undefined, password: string): Promise<boolean> {
    try {
      const ok = await argon2.verify(hash ?? this.dummyHash, password);
      return ok && hash !== undefined;
    } catch {
      return false;
    }
  }
}
