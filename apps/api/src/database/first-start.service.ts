import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import * as crypto from 'node:crypto';
import { ADMIN_LOGIN_PATH } from '@csec/contracts';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CategoriesService } from '../categories/categories.service';
import { UsersService } from '../users/users.service';
import { firstLoginBox, writeFirstLogin } from './first-login-notice';

/**
 * On a database without a superadmin (the first start): creates it and the four featured
 * categories. Any later start finds the superadmin and changes nothing.
 */
@Injectable()
export class FirstStartService implements OnApplicationBootstrap {
  private readonly logger = new Logger('FirstStart');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly categories: CategoriesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (await this.users.superadminExists()) return;

    const { email, username } = this.config.superadmin;
    const generated = this.config.superadmin.password === undefined;
    const password = this.config.superadmin.password ?? crypto.randomBytes(18).toString('base64url');
    await this.users.create({ username, email, password, role: 'superadmin' });

    await this.categories.addFeatured();

    this.logger.log(`Created the superadmin account: ${email}`);
    if (generated) this.showGeneratedLogin(email, password);
  }

  /**
   * The generated password is shown nowhere else: in the log (one JSON line, found by a log collector),
   * in DATA_DIR/superadmin-login.txt (mode 600), and as a boxed block on stderr when a person watches a
   * terminal, where the JSON lines of a first start would bury it.
   */
  private showGeneratedLogin(email: string, password: string): void {
    const login = { email, password, loginUrl: `${this.config.publicUrl}${ADMIN_LOGIN_PATH}` };
    let file: string | undefined;
    try {
      file = writeFirstLogin(this.config.dataDir, login);
    } catch (error) {
      this.logger.warn(`Could not write the superadmin login to DATA_DIR: ${error instanceof Error ? error.message : String(error)}`);
    }
    this.logger.warn(
      `Superadmin login -> email: ${email}  password: ${password}  (shown once; change it after logging in)` + (file ? `; also in ${file}` : ''),
    );
    if (process.stderr.isTTY) process.stderr.write(`\n${firstLoginBox(login, file)}\n\n`);
  }
}
