import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ActivityRepository } from './activity.repository';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The one job that removes activity rows: those older than ACTIVITY_KEEP_DAYS, once at start-up
 * and then every day. A failed run is logged and the next one tries again.
 */
@Injectable()
export class ActivityRetention implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ActivityRetention');
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly repo: ActivityRepository,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'activity'>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.prune();
    // A timer alone never keeps the process alive.
    this.timer = setInterval(() => void this.prune(), DAY_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Removes the rows from before the kept days; never throws. */
  async prune(now = new Date()): Promise<void> {
    const cutoff = new Date(now.getTime() - this.config.activity.keepDays * DAY_MS);
    try {
      const removed = await this.repo.deleteOlderThan(cutoff);
      if (removed > 0) this.logger.log(`Removed ${removed} activity row(s) from before ${cutoff.toISOString()}`);
    } catch (error) {
      this.logger.error(`Could not remove old activity rows: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
