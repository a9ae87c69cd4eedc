import { API_MESSAGES, VALIDATION } from '@csec/contracts';
import { roleSelectState } from './roleSelect';

const values = (state: ReturnType<typeof roleSelectState>) => state.options.map((o) => o.value);

describe('roleSelectState', () => {
  it('offers admin and author to admin-level staff', () => {
    for (const viewer of ['superadmin', 'admin'] as const) {
      const state = roleSelectState(viewer, null, false);
      expect(values(state)).toEqual(['admin', 'author']);
      expect(state.disabled).toBe(false);
      expect(state.hint).toBeUndefined();
    }
    expect(roleSelectState('admin', 'author', false).disabled).toBe(false);
  });

  it('locks an author to the author role', () => {
    const state = roleSelectState('author', 'author', true);
    expect(values(state)).toEqual(['author']);
    expect(state.disabled).toBe(true);
    expect(state.hint).toBe(VALIDATION.authorCannotChangeRole);
  });

  it("locks the superadmin's role, shown as Super Admin", () => {
    for (const viewer of ['superadmin', 'admin'] as const) {
      const state = roleSelectState(viewer, 'superadmin', viewer === 'superadmin');
      expect(state.options).toEqual([{ value: 'superadmin', label: 'Super Admin' }]);
      expect(state.disabled).toBe(true);
      expect(state.hint).toBe(VALIDATION.superadminRoleLocked);
    }
  });

  it('does not let an admin change their own role', () => {
    const state = roleSelectState('admin', 'admin', true);
    expect(state.disabled).toBe(true);
    expect(state.hint).toBe(API_MESSAGES.cannotChangeOwnRole);
  });
});
