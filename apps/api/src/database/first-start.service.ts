import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import * as crypto from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { CategoriesService } from '../categories/categories.service';
import { UsersService } from '../users/users.service';

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
    if (generated) {
      // Printed once: this is the only place the generated password is ever shown.
      this.logger.warn(`Superadmin login -> email: ${email}  password: ${password}  (shown once; change it after logging in)`);
    }
  }
}
