export const ROLES = ['superadmin', 'admin', 'author'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may be given through the API: nobody creates a superadmin. */
export const ASSIGNABLE_ROLES = ['admin', 'author'] as const satisfies readonly Role[];
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** superadmin and admin manage users, every post and categories. */
export function isAdminLevel(role: string | null | undefined): boolean {
  return role === 'superadmin' || role === 'admin';
}

/** The admin top bar's role badge: 'Super Admin' for superadmin, other roles capitalised. */
export function roleLabel(role: string): string {
  if (role === 'superadmin') return 'Super Admin';
  return role
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');
}
