import { Inject, Injectable } from '@nestjs/common';
import { On } from '../common/events/on.decorator';
import { siteTime } from '../common/text/site-time';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { waitText } from '@csec/contracts';
import { LoginFailedEvent } from '../auth/events/login-failed.event';
import { LoginSucceededEvent } from '../auth/events/login-succeeded.event';
import { SessionsEndedEvent, type SessionEndReason } from '../auth/events/sessions-ended.event';
import { TwoFactorChangedEvent } from '../auth/events/two-factor-changed.event';
import { TwoFactorLockedEvent } from '../auth/events/two-factor-locked.event';
import { PostDeletedEvent } from '../blogs/events/post-deleted.event';
import { PostPreviewCreatedEvent } from '../blogs/events/post-preview-created.event';
import { PostPreviewsRevokedEvent } from '../blogs/events/post-previews-revoked.event';
import { PostPublishedEvent } from '../blogs/events/post-published.event';
import { PostScheduledEvent } from '../blogs/events/post-scheduled.event';
import { PostSavedEvent, type RestoredRevision } from '../blogs/events/post-saved.event';
import { PostTranslationsChangedEvent } from '../blogs/events/post-translations-changed.event';
import { PostUnpublishedEvent } from '../blogs/events/post-unpublished.event';
import { CategoryAddedEvent } from '../categories/events/category-added.event';
import { CategoryChangedEvent } from '../categories/events/category-changed.event';
import { IntegrationCreatedEvent } from '../integrations/events/integration-created.event';
import { IntegrationRevokedEvent } from '../integrations/events/integration-revoked.event';
import { CategoryDeletedEvent } from '../categories/events/category-deleted.event';
import { currentRequest } from '../common/http/request-context';
import { UploadStoredEvent } from '../uploads/events/upload-stored.event';
import { UserCreatedEvent } from '../users/events/user-created.event';
import { UserDeletedEvent } from '../users/events/user-deleted.event';
import { UserPasswordChangedEvent } from '../users/events/user-password-changed.event';
import { UserProfileUpdatedEvent } from '../users/events/user-profile-updated.event';
import { UserRoleChangedEvent } from '../users/events/user-role-changed.event';
import { UsersService } from '../users/users.service';
import { ActivityService } from './activity.service';

/** How a failed login reads in the log: which check refused it, never what was typed. */
const LOGIN_FAILURES: Record<LoginFailedEvent['reason'], string> = {
  credentials: 'wrong e-mail or password',
  totp: 'wrong two-factor code',
  totp_used: 'two-factor code already used',
  totp_clock: "two-factor code for another time (the device's clock may be off)",
};

/**
 * Sessions ended on purpose, by their owner or by staff. The others end as the consequence of an
 * action the log already holds (a password, role or two-factor change, a deletion), which stays one row.
 */
const ENDED_ON_PURPOSE: Partial<Record<SessionEndReason, string>> = { ended_by_owner: 'ended by owner', ended_by_staff: 'ended by staff' };

/**
 * Writes one activity row per staff action from the owning modules' domain events. The services
 * await EventBus.emit inside the request, so the caller and the client IP are the request's. A new
 * kind of action is one handler here.
 */
@Injectable()
export class ActivityListener {
  constructor(
    private readonly activity: ActivityService,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'site'>,
  ) {}

  @On('auth.login-succeeded')
  async onLogin(event: LoginSucceededEvent): Promise<void> {
    const actor = { id: event.userId, username: event.username };
    await this.activity.record({ action: 'auth.login', targetType: 'user', targetId: event.userId, targetLabel: event.username, actor });
  }

  @On('auth.login-failed')
  async onLoginFailed(event: LoginFailedEvent): Promise<void> {
    await this.activity.record({
      action: 'auth.login_failed',
      targetType: 'user',
      targetLabel: event.email,
      summary: LOGIN_FAILURES[event.reason],
      actor: null,
    });
  }

  /**
   * A second factor locked by wrong codes, and each attempt refused while it is: a row each, so
   * staff see someone who knows the password. At login nobody is the actor; at 2fa/disable the caller.
   */
  @On('auth.two-factor-locked')
  async onTwoFactorLocked(event: TwoFactorLockedEvent): Promise<void> {
    const wait = waitText(event.seconds);
    const summary = event.started ? `locked for ${wait} after ${event.failures} wrong codes` : `refused while locked (${wait} left)`;
    await this.activity.record({ action: 'auth.totp_locked', targetType: 'user', targetId: event.userId, targetLabel: event.username, summary });
  }

  @On('auth.sessions-ended')
  async onSessionsEnded(event: SessionsEndedEvent): Promise<void> {
    const how = ENDED_ON_PURPOSE[event.reason];
    if (event.reason !== 'logout' && !how) return;
    const target = { targetType: 'user' as const, targetId: event.userId, targetLabel: await this.usernameOf(event.userId) };
    if (!how) return this.activity.record({ action: 'auth.logout', ...target });
    const count = event.sessionIds.length;
    await this.activity.record({ action: 'session.end', ...target, summary: `${how}: ${count} session${count === 1 ? '' : 's'}` });
  }

  @On('user.created')
  async onUserCreated(event: UserCreatedEvent): Promise<void> {
    await this.activity.record({
      action: 'user.create',
      targetType: 'user',
      targetId: event.userId,
      targetLabel: event.username,
      summary: `role: ${event.role}`,
    });
  }

  @On('user.profile-updated')
  async onUserUpdated(event: UserProfileUpdatedEvent): Promise<void> {
    const summary = event.changedFields.join(', ');
    await this.activity.record({ action: 'user.update', targetType: 'user', targetId: event.userId, targetLabel: event.username, summary });
  }

  @On('user.role-changed')
  async onRoleChanged(event: UserRoleChangedEvent): Promise<void> {
    const summary = `role: ${event.oldRole} → ${event.newRole}`;
    await this.activity.record({ action: 'user.role_change', targetType: 'user', targetId: event.userId, targetLabel: event.username, summary });
  }

  @On('user.password-changed')
  async onPasswordChanged(event: UserPasswordChangedEvent): Promise<void> {
    // The field's name only: the password itself never reaches an event.
    await this.activity.record({
      action: 'user.password_change',
      targetType: 'user',
      targetId: event.userId,
      targetLabel: event.username,
      summary: 'password',
    });
  }

  /** The sessions it ended are part of this row, as with a password change. */
  @On('auth.two-factor-changed')
  async onTwoFactorChanged(event: TwoFactorChangedEvent): Promise<void> {
    await this.activity.record({
      action: 'user.two_factor_change',
      targetType: 'user',
      targetId: event.userId,
      targetLabel: event.username,
      summary: event.enabled ? 'on' : 'off',
    });
  }

  @On('user.deleted')
  async onUserDeleted(event: UserDeletedEvent): Promise<void> {
    await this.activity.record({ action: 'user.delete', targetType: 'user', targetId: event.userId, targetLabel: event.username });
  }

  /**
   * A new post is one create row; a save is an update row naming what changed, and none when nothing
   * did; a restore is one restore row naming the revision and what it changed.
   */
  @On('post.saved')
  async onPostSaved(event: PostSavedEvent): Promise<void> {
    const post = postTarget(event);
    if (event.created) return this.activity.record({ action: 'post.create', ...post });
    if (event.restoredFrom)
      return this.activity.record({
        action: 'post.restore',
        ...post,
        summary: restoreSummary(event.restoredFrom, event.changedFields, this.config.site.timeZone),
      });
    if (event.changedFields.length === 0) return;
    await this.activity.record({ action: 'post.update', ...post, summary: event.changedFields.join(', ') });
  }

  /** A publish at the scheduled time is the scheduling account's action, done by the server on its behalf. */
  @On('post.published')
  async onPostPublished(event: PostPublishedEvent): Promise<void> {
    const post = postTarget(event);
    if (event.scheduledBy === undefined) return this.activity.record({ action: 'post.publish', ...post });
    const summary = `published on schedule (${event.publishAt.toISOString()})`;
    await this.activity.record({ action: 'post.publish', ...post, summary, actor: event.scheduledBy, deferred: true });
  }

  @On('post.scheduled')
  async onPostScheduled(event: PostScheduledEvent): Promise<void> {
    const summary = `to publish at ${event.publishAt.toISOString()}`;
    await this.activity.record({ action: 'post.schedule', ...postTarget(event), summary });
  }

  @On('post.unpublished')
  async onPostUnpublished(event: PostUnpublishedEvent): Promise<void> {
    await this.activity.record({ action: 'post.draft', ...postTarget(event) });
  }

  @On('post.deleted')
  async onPostDeleted(event: PostDeletedEvent): Promise<void> {
    await this.activity.record({ action: 'post.delete', ...postTarget(event) });
  }

  @On('post.preview-created')
  async onPreviewCreated(event: PostPreviewCreatedEvent): Promise<void> {
    const summary = `until ${event.expiresAt.toISOString()}`;
    await this.activity.record({ action: 'post.preview', ...postTarget(event), summary });
  }

  @On('post.previews-revoked')
  async onPreviewsRevoked(event: PostPreviewsRevokedEvent): Promise<void> {
    const summary = `${event.count} link${event.count === 1 ? '' : 's'}`;
    await this.activity.record({ action: 'post.preview_revoke', ...postTarget(event), summary });
  }

  @On('post.translations-changed')
  async onTranslationsChanged(event: PostTranslationsChangedEvent): Promise<void> {
    const other = `"${event.translationTitle}" (#${event.translationId})`;
    await this.activity.record(
      event.linked
        ? { action: 'post.translation_link', ...postTarget(event), summary: `linked to ${other}` }
        : { action: 'post.translation_unlink', ...postTarget(event), summary: `unlinked from ${other}` },
    );
  }

  @On('category.added')
  async onCategoryAdded(event: CategoryAddedEvent): Promise<void> {
    await this.activity.record({ action: 'category.add', targetType: 'category', targetId: event.categoryId, targetLabel: event.name });
  }

  @On('category.changed')
  async onCategoryChanged(event: CategoryChangedEvent): Promise<void> {
    const changes = [
      ...(event.name !== event.formerName ? [`renamed from "${event.formerName}"`] : []),
      ...(event.descriptionChanged ? ['description changed'] : []),
      ...(event.indonesianChanged ? ['Indonesian name or description changed'] : []),
    ];
    await this.activity.record({
      action: 'category.update',
      targetType: 'category',
      targetId: event.categoryId,
      targetLabel: event.name,
      summary: changes.join('; '),
    });
  }

  @On('category.deleted')
  async onCategoryDeleted(event: CategoryDeletedEvent): Promise<void> {
    await this.activity.record({ action: 'category.delete', targetType: 'category', targetId: event.categoryId, targetLabel: event.name });
  }

  @On('integration.created')
  async onIntegrationCreated(event: IntegrationCreatedEvent): Promise<void> {
    const summary = `scopes: ${event.scopes.join(', ')}`;
    await this.activity.record({ action: 'integration.create', targetType: 'integration', targetId: event.integrationId, targetLabel: event.name, summary });
  }

  @On('integration.revoked')
  async onIntegrationRevoked(event: IntegrationRevokedEvent): Promise<void> {
    await this.activity.record({ action: 'integration.revoke', targetType: 'integration', targetId: event.integrationId, targetLabel: event.name });
  }

  @On('upload.stored')
  async onUploadStored(event: UploadStoredEvent): Promise<void> {
    const summary = `${event.kind}, ${Math.max(1, Math.round(event.bytes / 1024))} KB`;
    await this.activity.record({ action: 'file.upload', targetType: 'file', targetId: event.filename, targetLabel: event.originalName, summary });
  }

  /** The caller's own name when the sessions were theirs; otherwise the account's, read now. */
  private async usernameOf(userId: number): Promise<string | null> {
    const actor = currentRequest()?.actor;
    if (actor?.id === userId) return actor.username;
    return (await this.users.findAuthUser(userId))?.username ?? null;
  }
}

/** 'revision 12 of 24 Nov 2026, 14:05 (Asia/Jakarta) by penulis: title, content' (nothing after the name when it changed nothing). */
function restoreSummary(revision: RestoredRevision, changedFields: readonly string[], timeZone: string): string {
  const when = siteTime(revision.createdAt, timeZone);
  const changed = changedFields.length > 0 ? `: ${changedFields.join(', ')}` : '';
  return `revision ${revision.id} of ${when} by ${revision.authorName}${changed}`;
}

/** The post an event of the blogs module names, as an activity row's target. */
function postTarget(event: { blogId: number; title: string }) {
  return { targetType: 'post' as const, targetId: event.blogId, targetLabel: event.title };
}
