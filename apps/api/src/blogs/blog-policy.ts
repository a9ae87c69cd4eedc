import { ForbiddenException } from '@nestjs/common';
import { API_MESSAGES, canChangePost } from '@csec/contracts';
import type { AuthUser } from '../common/guards/auth-user';
import { coded } from '../common/http/coded';
import type { Refusal } from '../common/http/refusal';

const NOT_YOUR_POST: Refusal = { status: 403, code: 'auth.forbidden', when: "an author on another author's post" };

/** What assertCanChangePost can refuse, for the routes whose service applies it (@Policy in the controllers). */
export const POST_POLICY_REFUSALS: readonly Refusal[] = [NOT_YOUR_POST];

/** The rule of canChangePost (libs/contracts, with postPermissions), enforced: 403 for an author's other posts. */
export function assertCanChangePost(actor: AuthUser, post: { authorId: number | null }): void {
  if (!canChangePost(actor, post)) throw new ForbiddenException(coded(NOT_YOUR_POST.code, API_MESSAGES.forbidden));
}
