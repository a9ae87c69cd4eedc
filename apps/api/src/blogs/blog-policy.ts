import { ForbiddenException } from '@nestjs/common';
import { API_MESSAGES, isAdminLevel } from '@csec/contracts';
import type { AuthUser } from '../common/guards/auth-user';

/** Authors change only their own posts; admin and superadmin any. */
export function assertCanChangePost(actor: AuthUser, post: { authorId: number | null }): void {
  if (isAdminLevel(actor.role)) return;
  if (post.authorId !== actor.id) throw new ForbiddenException(API_MESSAGES.forbidden);
}
