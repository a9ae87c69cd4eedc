/** Which side-menu item a dashboard path belongs to (blog, user or profil). */
export function menuKey(pathname: string): 'blog' | 'user' | 'profil' | null {
  if (pathname === '/dashboard/user' || pathname.startsWith('/dashboard/user/')) return 'user';
  if (pathname === '/dashboard/profil') return 'profil';
  if (pathname === '/dashboard' || pathname === '/dashboard/' || pathname.startsWith('/dashboard/blog/')) return 'blog';
  return null;
}
