import { Injectable, OnModuleInit } from '@nestjs/common';
import * as argon2 from 'argon2';

/** argon2id hashing; verifying against an unknown account still spends a full verify. */
@Injectable()
export class PasswordService implements OnModuleInit {
  private dummyHash = '';

  async onModuleInit(): Promise<void> {
    this.dummyHash = await this.hash('a password nobody has, for timing');
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
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
