import type { LoginFailedEvent } from '../../auth/events/login-failed.event';
import type { LoginSucceededEvent } from '../../auth/events/login-succeeded.event';
import type { SessionsEndedEvent } from '../../auth/events/sessions-ended.event';
import type { TwoFactorChangedEvent } from '../../auth/events/two-factor-changed.event';
import type { TwoFactorLockedEvent } from '../../auth/events/two-factor-locked.event';
import type { PostDeletedEvent } from '../../blogs/events/post-deleted.event';
import type { PostPreviewCreatedEvent } from '../../blogs/events/post-preview-created.event';
import type { PostPreviewsRevokedEvent } from '../../blogs/events/post-previews-revoked.event';
import type { PostPublishedEvent } from '../../blogs/events/post-published.event';
import type { PostSavedEvent } from '../../blogs/events/post-saved.event';
import type { PostScheduledEvent } from '../../blogs/events/post-scheduled.event';
import type { PostUnpublishedEvent } from '../../blogs/events/post-unpublished.event';
import type { PostTranslationsChangedEvent } from '../../blogs/events/post-translations-changed.event';
import type { PostsBylineChangedEvent } from '../../blogs/events/posts-byline-changed.event';
import type { ScheduledPostsDueEvent } from '../../blogs/events/scheduled-posts-due.event';
import type { CategoryAddedEvent } from '../../categories/events/category-added.event';
import type { IntegrationCreatedEvent } from '../../integrations/events/integration-created.event';
import type { IntegrationRevokedEvent } from '../../integrations/events/integration-revoked.event';
import type { CategoryChangedEvent } from '../../categories/events/category-changed.event';
import type { CategoryDeletedEvent } from '../../categories/events/category-deleted.event';
import type { CategoryDeletingEvent } from '../../categories/events/category-deleting.event';
import type { LeadCreatedEvent } from '../../leads/events/lead-created.event';
import type { UploadStoredEvent } from '../../uploads/events/upload-stored.event';
import type { UserCreatedEvent } from '../../users/events/user-created.event';
import type { UserDeletedEvent } from '../../users/events/user-deleted.event';
import type { UserPasswordChangedEvent } from '../../users/events/user-password-changed.event';
import type { UserProfileUpdatedEvent } from '../../users/events/user-profile-updated.event';
import type { UserRenamedEvent } from '../../users/events/user-renamed.event';
import type { UserRoleChangedEvent } from '../../users/events/user-role-changed.event';

/**
 * Every domain event, named once, with the class of its payload. EventBus.emit and @On take their
 * name from here, so emitting a name with another payload, or listening with a handler that expects
 * another, does not compile. The payload classes live in their owning module's events/ folder; each
 * carries a private brand, so two events whose fields happen to match still cannot stand in for
 * each other. A new event is a class there and a line here.
 */
export interface AppEvents {
  'auth.login-succeeded': LoginSucceededEvent;
  'auth.login-failed': LoginFailedEvent;
  'auth.sessions-ended': SessionsEndedEvent;
  'auth.two-factor-changed': TwoFactorChangedEvent;
  'auth.two-factor-locked': TwoFactorLockedEvent;
  'user.created': UserCreatedEvent;
  'user.renamed': UserRenamedEvent;
  'user.profile-updated': UserProfileUpdatedEvent;
  'user.role-changed': UserRoleChangedEvent;
  'user.password-changed': UserPasswordChangedEvent;
  'user.deleted': UserDeletedEvent;
  'category.added': CategoryAddedEvent;
  'category.changed': CategoryChangedEvent;
  'category.deleting': CategoryDeletingEvent;
  'category.deleted': CategoryDeletedEvent;
  'post.saved': PostSavedEvent;
  'post.scheduled': PostScheduledEvent;
  'post.published': PostPublishedEvent;
  'post.unpublished': PostUnpublishedEvent;
  'post.deleted': PostDeletedEvent;
  'post.translations-changed': PostTranslationsChangedEvent;
  'post.preview-created': PostPreviewCreatedEvent;
  'post.previews-revoked': PostPreviewsRevokedEvent;
  'posts.byline-changed': PostsBylineChangedEvent;
  'posts.scheduled-due': ScheduledPostsDueEvent;
  'upload.stored': UploadStoredEvent;
  'lead.created': LeadCreatedEvent;
  'integration.created': IntegrationCreatedEvent;
  'integration.revoked': IntegrationRevokedEvent;
}

export type AppEventName = keyof AppEvents;
