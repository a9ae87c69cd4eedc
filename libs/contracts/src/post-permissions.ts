import type { PostPermissions } from './api-types';
import { DRAFT_STATUS, PUBLISH_STATUS } from './limits';
import { isAdminLevel } from './roles';

/** Authors change only their own posts; admin and superadmin any. */
export function canChangePost(actor: { id: number; role: string }, post: { authorId: number | null }): boolean {
  return isAdminLevel(actor.role) || post.authorId === actor.id;
}

/**
 * What the caller may do with the post now, as the API's staff answers carry it (`can`) and enforces
 * it: the rule above, and the post's state as the services check it (a published or scheduled post is
 * locked against edits and restores; a published one is not scheduled or published again; a draft is
 * not drafted again). The dashboard shows only these actions; it never works them out itself.
 */
export function postPermissions(actor: { id: number; role: string }, post: { authorId: number | null; publishStatus: string }): PostPermissions {
  const mine = canChangePost(actor, post);
  const status = post.publishStatus;
  return {
    edit: mine && status === DRAFT_STATUS,
    publish: mine && status !== PUBLISH_STATUS,
    schedule: mine && status !== PUBLISH_STATUS,
    draft: mine && status !== DRAFT_STATUS,
    delete: mine,
    history: mine,
    preview: mine,
    translate: mine,
  };
}
