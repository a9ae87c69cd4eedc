import { DRAFT_STATUS, postPermissions, PUBLISH_STATUS, ROLES, SCHEDULED_STATUS, type Role } from '@csec/contracts';
import { ForbiddenException } from '@nestjs/common';
import type { AuthUser } from '../common/guards/auth-user';
import { assertCanChangePost } from './blog-policy';

const actor = (role: Role, id = 7): AuthUser => ({ id, role, username: `${role}-${id}`, sessionId: 's' }) as AuthUser;
const NOTHING = { edit: false, publish: false, schedule: false, draft: false, delete: false, history: false, preview: false, translate: false };

describe('post permissions: the role matrix the API enforces', () => {
  // [role, whose post] -> may change it
  const matrix: [Role, 'own' | 'other', boolean][] = [
    ['superadmin', 'own', true],
    ['superadmin', 'other', true],
    ['admin', 'own', true],
    ['admin', 'other', true],
    ['author', 'own', true],
    ['author', 'other', false],
  ];

  it('covers every role', () => {
    expect(new Set(matrix.map(([role]) => role))).toEqual(new Set(ROLES));
  });

  it.each(matrix)('%s on %s post: can = what assertCanChangePost allows', (role, whose, allowed) => {
    const post = { authorId: whose === 'own' ? 7 : 8, publishStatus: DRAFT_STATUS };
    const can = postPermissions(actor(role), post);
    if (allowed) expect(() => assertCanChangePost(actor(role), post)).not.toThrow();
    else expect(() => assertCanChangePost(actor(role), post)).toThrow(ForbiddenException);
    expect(can).toEqual(
      allowed ? { ...NOTHING, edit: true, publish: true, schedule: true, delete: true, history: true, preview: true, translate: true } : NOTHING,
    );
  });

  it("follows the post's state: published and scheduled posts are locked, a draft is not drafted again", () => {
    const author = actor('author');
    expect(postPermissions(author, { authorId: 7, publishStatus: PUBLISH_STATUS })).toEqual({
      edit: false,
      publish: false,
      schedule: false,
      draft: true,
      delete: true,
      history: true,
      preview: true,
      translate: true,
    });
    expect(postPermissions(author, { authorId: 7, publishStatus: SCHEDULED_STATUS })).toEqual({
      edit: false,
      publish: true,
      schedule: true,
      draft: true,
      delete: true,
      history: true,
      preview: true,
      translate: true,
    });
    // A post whose author was deleted (authorId null) is the admins' alone.
    expect(postPermissions(author, { authorId: null, publishStatus: DRAFT_STATUS })).toEqual(NOTHING);
    expect(postPermissions(actor('admin'), { authorId: null, publishStatus: DRAFT_STATUS }).edit).toBe(true);
  });
});
