import { Test } from '@nestjs/testing';
import { LoginFailedEvent } from '../auth/events/login-failed.event';
import { LoginSucceededEvent } from '../auth/events/login-succeeded.event';
import { SessionsEndedEvent } from '../auth/events/sessions-ended.event';
import { TwoFactorChangedEvent } from '../auth/events/two-factor-changed.event';
import { TwoFactorLockedEvent } from '../auth/events/two-factor-locked.event';
import { PostDeletedEvent } from '../blogs/events/post-deleted.event';
import { PostPublishedEvent } from '../blogs/events/post-published.event';
import { PostScheduledEvent } from '../blogs/events/post-scheduled.event';
import { PostSavedEvent } from '../blogs/events/post-saved.event';
import { PostUnpublishedEvent } from '../blogs/events/post-unpublished.event';
import { CategoryAddedEvent } from '../categories/events/category-added.event';
import { CategoryDeletedEvent } from '../categories/events/category-deleted.event';
import type { AppEventName, AppEvents } from '../common/events/app-events';
import { EventBus } from '../common/events/event-bus';
import { EventsModule } from '../common/events/events.module';
import { inRequest, type RequestContext } from '../common/http/request-context';
import { UploadStoredEvent } from '../uploads/events/upload-stored.event';
import { UserCreatedEvent } from '../users/events/user-created.event';
import { UserDeletedEvent } from '../users/events/user-deleted.event';
import { UserPasswordChangedEvent } from '../users/events/user-password-changed.event';
import { UserProfileUpdatedEvent } from '../users/events/user-profile-updated.event';
import { UserRoleChangedEvent } from '../users/events/user-role-changed.event';
import { UsersService } from '../users/users.service';
import { ActivityListener } from './activity.listener';
import { APP_CONFIG } from '../config/app-config';
import { ActivityRepository } from './activity.repository';
import { ActivityService } from './activity.service';

type Emitted = { name: AppEventName; event: AppEvents[AppEventName] };
const emitted = <K extends AppEventName>(name: K, event: AppEvents[K]): Emitted => ({ name, event });

describe('ActivityListener', () => {
  const request: RequestContext = { ip: '198.51.100.4', actor: { id: 1, username: 'boss' } };
  let events: EventBus;
  let repo: { insert: jest.Mock };
  let users: { findAuthUser: jest.Mock };
  let close: () => Promise<void>;

  beforeEach(async () => {
    repo = { insert: jest.fn().mockResolvedValue(undefined) };
    users = { findAuthUser: jest.fn().mockResolvedValue({ id: 9, username: 'someone', email: 's@x.test', role: 'author' }) };
    const moduleRef = await Test.createTestingModule({
      imports: [EventsModule],
      providers: [
        ActivityListener,
        ActivityService,
        { provide: ActivityRepository, useValue: repo },
        { provide: UsersService, useValue: users },
        { provide: APP_CONFIG, useValue: { site: { timeZone: 'Asia/Jakarta' } } },
      ],
    }).compile();
    const app = await moduleRef.init();
    events = app.get(EventBus);
    close = () => app.close();
  });
  afterEach(() => close());

  const emitIn = async (context: RequestContext | null, { name, event }: Emitted) =>
    context ? inRequest(context, () => events.emit(name, event)) : events.emit(name, event);
  /** The rows written for one event emitted in `context` (null: outside any request). */
  const rowsFor = async (what: Emitted, context: RequestContext | null = request) => {
    repo.insert.mockClear();
    await emitIn(context, what);
    return repo.insert.mock.calls.map(([row]) => row as Record<string, unknown>);
  };

  it.each([
    {
      what: emitted('user.created', new UserCreatedEvent(9, 'newbie', 'author')),
      action: 'user.create',
      targetType: 'user',
      targetId: '9',
      targetLabel: 'newbie',
      summary: 'role: author',
    },
    {
      what: emitted('user.profile-updated', new UserProfileUpdatedEvent(9, 'renamed', ['username', 'email'])),
      action: 'user.update',
      targetType: 'user',
      targetId: '9',
      targetLabel: 'renamed',
      summary: 'username, email',
    },
    {
      what: emitted('user.role-changed', new UserRoleChangedEvent(9, 'author', 'admin', 'newbie')),
      action: 'user.role_change',
      targetType: 'user',
      targetId: '9',
      targetLabel: 'newbie',
      summary: 'role: author → admin',
    },
    {
      what: emitted('user.password-changed', new UserPasswordChangedEvent(9, 1, 'sid', 'newbie')),
      action: 'user.password_change',
      targetType: 'user',
      targetId: '9',
      targetLabel: 'newbie',
      summary: 'password',
    },
    {
      what: emitted('auth.two-factor-changed', new TwoFactorChangedEvent(9, 'newbie', true, 'sid')),
      action: 'user.two_factor_change',
      targetType: 'user',
      targetId: '9',
      targetLabel: 'newbie',
      summary: 'on',
    },
    {
      what: emitted('auth.two-factor-changed', new TwoFactorChangedEvent(9, 'newbie', false, 'sid')),
      action: 'user.two_factor_change',
      targetType: 'user',
      targetId: '9',
      targetLabel: 'newbie',
      summary: 'off',
    },
    {
      what: emitted('user.deleted', new UserDeletedEvent(9, 'newbie')),
      action: 'user.delete',
      targetType: 'user',
      targetId: '9',
      targetLabel: 'newbie',
      summary: null,
    },
    {
      what: emitted('post.saved', new PostSavedEvent(5, 'a', true, 'A title', [])),
      action: 'post.create',
      targetType: 'post',
      targetId: '5',
      targetLabel: 'A title',
      summary: null,
    },
    {
      what: emitted('post.saved', new PostSavedEvent(5, 'a', false, 'A title', ['title', 'cover'])),
      action: 'post.update',
      targetType: 'post',
      targetId: '5',
      targetLabel: 'A title',
      summary: 'title, cover',
    },
    {
      what: emitted('post.published', new PostPublishedEvent(5, 'a', new Date(), 'A title')),
      action: 'post.publish',
      targetType: 'post',
      targetId: '5',
      targetLabel: 'A title',
      summary: null,
    },
    {
      what: emitted('post.scheduled', new PostScheduledEvent(5, 'a', new Date('2026-11-25T02:00:00Z'), 'A title')),
      action: 'post.schedule',
      targetType: 'post',
      targetId: '5',
      targetLabel: 'A title',
      summary: 'to publish at 2026-11-25T02:00:00.000Z',
    },
    {
      what: emitted('post.unpublished', new PostUnpublishedEvent(5, 'a', 'A title')),
      action: 'post.draft',
      targetType: 'post',
      targetId: '5',
      targetLabel: 'A title',
      summary: null,
    },
    {
      what: emitted('post.deleted', new PostDeletedEvent(5, 'a', 'A title')),
      action: 'post.delete',
      targetType: 'post',
      targetId: '5',
      targetLabel: 'A title',
      summary: null,
    },
    {
      what: emitted('category.added', new CategoryAddedEvent(3, 'Research')),
      action: 'category.add',
      targetType: 'category',
      targetId: '3',
      targetLabel: 'Research',
      summary: null,
    },
    {
      what: emitted('category.deleted', new CategoryDeletedEvent(3, 'Research')),
      action: 'category.delete',
      targetType: 'category',
      targetId: '3',
      targetLabel: 'Research',
      summary: null,
    },
    {
      what: emitted('upload.stored', new UploadStoredEvent('abc.png', 'cover.png', 'png', 204_800)),
      action: 'file.upload',
      targetType: 'file',
      targetId: 'abc.png',
      targetLabel: 'cover.png',
      summary: 'png, 200 KB',
    },
    {
      what: emitted('auth.sessions-ended', new SessionsEndedEvent(9, ['s1', 's2'], 'ended_by_staff', 1)),
      action: 'session.end',
      targetType: 'user',
      targetId: '9',
      targetLabel: 'someone',
      summary: 'ended by staff: 2 sessions',
    },
  ])('$what.name is one $action row by the caller, from its IP', async ({ what, action, targetType, targetId, targetLabel, summary }) => {
    const rows = await rowsFor(what);
    expect(rows).toEqual([
      { createdAt: expect.any(Date) as unknown, actorId: 1, actorName: 'boss', action, targetType, targetId, targetLabel, ip: '198.51.100.4', summary },
    ]);
  });

  it('records a login by the account that logged in, and a failed one by nobody, naming the e-mail and the check that refused it', async () => {
    const anonymous: RequestContext = { ip: '198.51.100.4' };
    expect(await rowsFor(emitted('auth.login-succeeded', new LoginSucceededEvent(7, 'writer', '198.51.100.4')), anonymous)).toEqual([
      expect.objectContaining({ action: 'auth.login', actorId: 7, actorName: 'writer', targetId: '7', targetLabel: 'writer', ip: '198.51.100.4' }),
    ]);
    expect(await rowsFor(emitted('auth.login-failed', new LoginFailedEvent('who@x.test', '198.51.100.4', 'totp')), anonymous)).toEqual([
      expect.objectContaining({
        action: 'auth.login_failed',
        actorId: null,
        actorName: null,
        targetId: null,
        targetLabel: 'who@x.test',
        summary: 'wrong two-factor code',
      }),
    ]);
    // A right code used before, or one for another time, is said as such.
    expect(await rowsFor(emitted('auth.login-failed', new LoginFailedEvent('who@x.test', '198.51.100.4', 'totp_used')), anonymous)).toEqual([
      expect.objectContaining({ action: 'auth.login_failed', summary: 'two-factor code already used' }),
    ]);
    expect(await rowsFor(emitted('auth.login-failed', new LoginFailedEvent('who@x.test', '198.51.100.4', 'totp_clock')), anonymous)).toEqual([
      expect.objectContaining({ action: 'auth.login_failed', summary: "two-factor code for another time (the device's clock may be off)" }),
    ]);
  });

  it("records a logout and the caller's own ended sessions under the caller's name, without reading the account", async () => {
    const own = { ip: '198.51.100.4', actor: { id: 9, username: 'me_myself' } };
    expect(await rowsFor(emitted('auth.sessions-ended', new SessionsEndedEvent(9, ['s1'], 'logout', null)), own)).toEqual([
      expect.objectContaining({ action: 'auth.logout', actorId: 9, targetId: '9', targetLabel: 'me_myself', summary: null }),
    ]);
    expect(await rowsFor(emitted('auth.sessions-ended', new SessionsEndedEvent(9, ['s2'], 'ended_by_owner', null)), own)).toEqual([
      expect.objectContaining({ action: 'session.end', targetLabel: 'me_myself', summary: 'ended by owner: 1 session' }),
    ]);
    expect(users.findAuthUser).not.toHaveBeenCalled();
  });

  it('records a second factor locked by wrong codes, and each attempt refused while locked, with the wait and no code', async () => {
    const anonymous: RequestContext = { ip: '198.51.100.4' };
    expect(await rowsFor(emitted('auth.two-factor-locked', new TwoFactorLockedEvent(7, 'writer', 900, true, 5)), anonymous)).toEqual([
      expect.objectContaining({
        action: 'auth.totp_locked',
        actorId: null,
        targetType: 'user',
        targetId: '7',
        targetLabel: 'writer',
        ip: '198.51.100.4',
        summary: 'locked for 15 minutes after 5 wrong codes',
      }),
    ]);
    expect(await rowsFor(emitted('auth.two-factor-locked', new TwoFactorLockedEvent(7, 'writer', 7200, false, 10)), anonymous)).toEqual([
      expect.objectContaining({ action: 'auth.totp_locked', summary: 'refused while locked (2 hours left)' }),
    ]);
  });

  it.each([
    ['a save that changed nothing', emitted('post.saved', new PostSavedEvent(5, 'a', false, 'A title', []))],
    ['sessions a password change ended', emitted('auth.sessions-ended', new SessionsEndedEvent(9, ['s1'], 'password_changed', 1))],
    ['sessions a two-factor change ended', emitted('auth.sessions-ended', new SessionsEndedEvent(9, ['s1'], 'two_factor_changed', 9))],
    ['sessions a role change ended', emitted('auth.sessions-ended', new SessionsEndedEvent(9, ['s1'], 'role_changed', null))],
  ])('writes no row for %s', async (_case, what) => {
    expect(await rowsFor(what)).toEqual([]);
  });

  it('writes nothing for work outside a request (the first start)', async () => {
    expect(await rowsFor(emitted('category.added', new CategoryAddedEvent(3, 'Insight')), null)).toEqual([]);
    expect(await rowsFor(emitted('user.created', new UserCreatedEvent(1, 'superadmin', 'superadmin')), null)).toEqual([]);
  });

  it("records a publish at the scheduled time, outside any request, as the scheduling account's, with no IP", async () => {
    const at = new Date('2026-11-25T02:00:00Z');
    const what = emitted('post.published', new PostPublishedEvent(5, 'a', at, 'A title', { id: 7, username: 'penulis' }));
    expect(await rowsFor(what, null)).toEqual([
      {
        createdAt: expect.any(Date) as unknown,
        actorId: 7,
        actorName: 'penulis',
        action: 'post.publish',
        targetType: 'post',
        targetId: '5',
        targetLabel: 'A title',
        ip: null,
        summary: 'published on schedule (2026-11-25T02:00:00.000Z)',
      },
    ]);
    // The scheduling account is gone: still one row, by nobody.
    const orphan = emitted('post.published', new PostPublishedEvent(5, 'a', at, 'A title', null));
    expect(await rowsFor(orphan, null)).toEqual([expect.objectContaining({ actorId: null, actorName: null, action: 'post.publish' })]);
  });

  it('cuts a label or summary longer than its column, ending it in an ellipsis', async () => {
    const title = `${'🔒'.repeat(200)}${'x'.repeat(100)}`;
    const [row] = await rowsFor(emitted('post.deleted', new PostDeletedEvent(5, 'a', title)));
    const label = Array.from(row.targetLabel as string);
    expect(label).toHaveLength(255);
    expect(label.slice(0, 200).join('')).toBe('🔒'.repeat(200));
    expect(label[254]).toBe('…');
  });
});
