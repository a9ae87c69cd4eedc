import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import * as argon2 from 'argon2';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

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

/**
 * PASSWORD_HASH_COST=test: argon2id at m = 1024 KiB, t = 1, p = 1, about a millisecond a hash, for
 * test runs, which hash and verify hundreds of passwords. Far below any recommendation: never for
 * real accounts (the server warns at start-up when it is set).
 */
export const ARGON2_TEST_OPTIONS = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1, hashLength: 32 } as const;

/**
 * argon2id hashing (ARGON2_OPTIONS); verifying against an unknown account still spends a full verify.
 * One hash or verify runs at a time, the others wait their turn: each holds its 64 MiB for its whole
 * run, so four at once (libuv's four threads) would add 256 MB to the process, and a burst of logins
 * could take the memory a replica is sized for. Their 4 lanes already keep both cores of a 2-core
 * machine busy, so taking them in turn costs a burst little time in all.
 */
@Injectable()
export class PasswordService implements OnModuleInit {
  private readonly logger = new Logger('PasswordService');
  private readonly options: typeof ARGON2_OPTIONS | typeof ARGON2_TEST_OPTIONS;
  private dummyHash = '';
  /** Settles when the hash or verify under way, and every one queued before it, is done. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'passwordHashCost'>) {
    this.options = config.passwordHashCost === 'test' ? ARGON2_TEST_OPTIONS : ARGON2_OPTIONS;
  }

  async onModuleInit(): Promise<void> {
    if (this.config.passwordHashCost === 'test') {
      this.logger.warn('PASSWORD_HASH_COST=test: new password hashes are cheap to guess; set it for test runs only');
    }
    this.dummyHash = await this.hash('a password nobody has, for timing');
  }

  hash(password: string): Promise<string> {
    return this.inTurn(() => argon2.hash(password, this.options));
  }

  /** With no hash (unknown e-mail) it checks a dummy one, so both cases take about the same time. */
  async verify(hash: string | undefined, password: string): Promise<boolean> {
    try {
      const ok = await this.inTurn(() => argon2.verify(hash ?? this.dummyHash, password));
      return ok && hash !== undefined;
    } catch {
      return false;
    }
  }

  /** Runs `work` once every hash and verify queued before it has settled. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}
