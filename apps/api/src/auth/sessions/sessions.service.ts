import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { EventBus } from '../../common/events/event-bus';
import { On } from '../../common/events/on.decorator';
import { randomUUID } from 'node:crypto';
import { SECURITY_MESSAGES } from '@csec/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { coded } from '../../common/http/coded';
import { ProcessSync } from '../../common/sync/process-sync';
import { Clock } from '../../common/time/clock';
import { afterCommit } from '../../database/transactions';
import { UserRoleChangedEvent } from '../../users/events/user-role-changed.event';
import { UserPasswordChangedEvent } from '../../users/events/user-password-changed.event';
import { SessionsEndedEvent, type SessionEndReason } from '../events/sessions-ended.event';
import { TwoFactorChangedEvent } from '../events/two-factor-changed.event';
import { durationMs } from '../token-lifetime';
import { SessionCache } from './session-cache';
import { SessionsRepository } from './sessions.repository';
import type { SessionView } from './session.view';

/**
 * A session read within this long is trusted without reading its row again. An ending is told to every
 * process at once (ProcessSync), so this only bounds what a lost message could cost; while messages
 * may be lost (Redis unreachable) the row is read again after DEGRADED_TTL_MS instead.
 */
const CACHE_TTL_MS = 5_000;
const DEGRADED_TTL_MS = 1_000;
const CACHE_MAX_ENTRIES = 10_000;
/** Last seen is written at most this often per session, so a busy editor costs no write per request. */
const LAST_SEEN_EVERY_MS = 60_000;
const USER_AGENT_MAX = 255;

/** Login sessions: started by a login, checked on every authenticated request, ended at once when asked. */
@Injectable()
export class SessionsService {
  private readonly logger = new Logger(SessionsService.name);
  private readonly cache = new SessionCache(CACHE_MAX_ENTRIES);
  private readonly lifetimeMs: number;

  constructor(
    private readonly repo: SessionsRepository,
    private readonly events: EventBus,
    private readonly sync: ProcessSync,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock = new Clock(),
  ) {
    this.lifetimeMs = durationMs(config.jwt.expiresIn);
    sync.on('sessions.ended', ({ ids }) => this.cache.forget(ids));
    // Another process may have ended sessions while this one could not hear it.
    sync.onResync(() => this.cache.clear());
  }

  /** A new session for a successful login; its id goes into the token. */
  async start(userId: number, ip: string | undefined, userAgent: string | undefined): Promise<string> {
    const now = new Date();
    const id = randomUUID();
    await this.repo.deleteExpired(now);
    await this.repo.insert({
      id,
      userId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + this.lifetimeMs),
      ip: ip ?? null,
      userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
    });
    return id;
  }

  /** True while the session exists, has not expired and belongs to this account. */
  async isAlive(sessionId: string, userId: number): Promise<boolean> {
    const nowMs = this.clock.now().getTime();
    let entry = this.cache.fresh(sessionId, nowMs, this.sync.isLive() ? CACHE_TTL_MS : DEGRADED_TTL_MS);
    if (!entry) {
      const row = await this.repo.findAlive(sessionId, new Date(nowMs));
      if (!row) return false;
      entry = { userId: row.userId, expiresAtMs: row.expiresAt.getTime(), checkedAtMs: nowMs, lastSeenWrittenAtMs: row.lastSeenAt.getTime() };
      this.cache.remember(sessionId, entry);
    }
    if (entry.userId !== userId) return false;
    if (nowMs - entry.lastSeenWrittenAtMs >= LAST_SEEN_EVERY_MS) {
      entry.lastSeenWrittenAtMs = nowMs;
      // Best effort: a lost last-seen write must not fail the request it rides on.
      this.repo.touch(sessionId, new Date(nowMs)).catch((error: unknown) => this.logger.warn(`Could not record last seen: ${String(error)}`));
    }
    return true;
  }

  async list(userId: number, currentSessionId: string): Promise<SessionView[]> {
    const rows = await this.repo.listAlive(userId, new Date());
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      ip: row.ip,
      userAgent: row.userAgent,
      current: row.id === currentSessionId,
    }));
  }

  /** Ends one of the caller's own sessions; someone else's answers 404 like a missing one. */
  async endOwn(userId: number, sessionId: string, reason: Extract<SessionEndReason, 'logout' | 'ended_by_owner'>): Promise<void> {
    const owned = await this.repo.idsOf(userId);
    if (!owned.includes(sessionId)) throw new NotFoundException(coded('session.not_found', SECURITY_MESSAGES.sessionNotFound));
    await this.end(userId, [sessionId], reason, null);
  }

  /** Ends every session of an account, but `keep` if given; answers how many ended. */
  async endAll(userId: number, reason: SessionEndReason, actorId: number | null, keep?: string): Promise<number> {
    return this.end(userId, await this.repo.idsOf(userId, keep), reason, actorId);
  }

  // The three below are part of the change that emits them (before-commit): they run in its
  // transaction, and when the sessions cannot be ended the change rolls back and answers 5xx.
  // A change that leaves the old sessions alive must never be reported as done.

  @On('user.password-changed', { phase: 'before-commit' })
  async onPasswordChanged(event: UserPasswordChangedEvent): Promise<void> {
    // The session that changed the password stays when it is the account's own; any other ends.
    const keep = event.actorId === event.userId ? (event.actorSessionId ?? undefined) : undefined;
    await this.endAll(event.userId, 'password_changed', event.actorId, keep);
  }

  /** Sessions opened under the old rule (a password alone, or a code no longer asked for) end; the one that changed it stays. */
  @On('auth.two-factor-changed', { phase: 'before-commit' })
  async onTwoFactorChanged(event: TwoFactorChangedEvent): Promise<void> {
    await this.endAll(event.userId, 'two_factor_changed', event.userId, event.actorSessionId);
  }

  @On('user.role-changed', { phase: 'before-commit' })
  async onRoleChanged(event: UserRoleChangedEvent): Promise<void> {
    await this.endAll(event.userId, 'role_changed', null);
  }

  private async end(userId: number, ids: string[], reason: SessionEndReason, actorId: number | null): Promise<number> {
    const ended = await this.repo.delete(ids);
    // Forgotten once the deletion has committed: a read in between could otherwise remember a row about to go.
    await afterCommit(async () => {
      this.cache.forget(ids);
      if (ids.length > 0) await this.sync.publish('sessions.ended', { ids });
    });
    if (ids.length > 0) await this.events.emit('auth.sessions-ended', new SessionsEndedEvent(userId, ids, reason, actorId));
    return ended;
  }
}
