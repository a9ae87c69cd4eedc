import type { Role } from '@csec/contracts';
import { act, screen } from '@testing-library/react';
import { SideMenu } from './layout/SideMenu';
import { DASHBOARD_SCREENS, activeMenuKey, canOpen, menuScreens } from './routes';
import { renderScreen, staffUser } from './test/renderScreen';

const menuLinks = () => Array.from(document.querySelectorAll('.ant-menu a'), (link) => link.textContent);
const screenAt = (path: string) => DASHBOARD_SCREENS.find((screen) => screen.path === path);

describe('the route table', () => {
  it.each<[Role, string[]]>([
    ['author', ['Blogs', 'Profil']],
    ['admin', ['Blogs', 'Categories', 'Users', 'Leads', 'Activity', 'Integrations', 'Profil']],
    ['superadmin', ['Blogs', 'Categories', 'Users', 'Leads', 'Activity', 'Integrations', 'Profil']],
  ])('gives the side menu of a %s its items', (role, labels) => {
    expect(menuScreens(role).map((screen) => screen.menu.label)).toEqual(labels);
  });

  it('offers only the profile, which holds the two-factor set-up, while that set-up is owed', () => {
    expect(menuScreens('superadmin', true).map((screen) => screen.menu.label)).toEqual(['Profil']);
    expect(DASHBOARD_SCREENS.filter((screen) => screen.beforeTwoFactor).map((screen) => screen.path)).toEqual(['/dashboard/profil']);
  });

  it('lets only admin-level staff open the user, lead and activity screens', () => {
    for (const path of [
      '/dashboard/user',
      '/dashboard/user/add',
      '/dashboard/user/edit/:id',
      '/dashboard/user/*',
      '/dashboard/leads',
      '/dashboard/leads/*',
      '/dashboard/activity',
      '/dashboard/activity/*',
      '/dashboard/categories',
      '/dashboard/categories/*',
      '/dashboard/integrations',
      '/dashboard/integrations/*',
    ]) {
      const screen = screenAt(path);
      expect(screen && canOpen(screen, 'author')).toBe(false);
      expect(screen && canOpen(screen, 'admin')).toBe(true);
      expect(screen && canOpen(screen, 'superadmin')).toBe(true);
    }
    for (const path of ['/dashboard', '/dashboard/blog/add', '/dashboard/blog/edit/:slug', '/dashboard/profil']) {
      const screen = screenAt(path);
      expect(screen && canOpen(screen, 'author')).toBe(true);
    }
  });

  it('highlights the menu item each dashboard path belongs to', () => {
    expect(activeMenuKey('/dashboard')).toBe('blog');
    expect(activeMenuKey('/dashboard/')).toBe('blog');
    expect(activeMenuKey('/dashboard/blog/add')).toBe('blog');
    expect(activeMenuKey('/dashboard/categories')).toBe('categories');
    expect(activeMenuKey('/dashboard/integrations')).toBe('integrations');
    expect(activeMenuKey('/dashboard/blog/edit/some-post')).toBe('blog');
    expect(activeMenuKey('/dashboard/user')).toBe('user');
    expect(activeMenuKey('/dashboard/user/edit/7')).toBe('user');
    expect(activeMenuKey('/dashboard/user/whatever')).toBe('user');
    expect(activeMenuKey('/dashboard/leads')).toBe('leads');
    expect(activeMenuKey('/dashboard/leads/whatever')).toBe('leads');
    expect(activeMenuKey('/dashboard/activity')).toBe('activity');
    expect(activeMenuKey('/dashboard/activity/whatever')).toBe('activity');
    expect(activeMenuKey('/dashboard/profil')).toBe('profil');
    expect(activeMenuKey('/dashboard/nothing-here')).toBeNull();
  });
});

describe('SideMenu', () => {
  it('shows the Categories, Users, Leads, Activity and Integrations items to an admin, and marks the current screen', async () => {
    renderScreen(<SideMenu />, { path: '/dashboard/user/add', user: staffUser({ role: 'admin' }) });
    // the menu measures itself once after the first render
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(menuLinks()).toEqual(['Blogs', 'Categories', 'Users', 'Leads', 'Activity', 'Integrations', 'Profil']);
    expect(screen.getByText('Content Management')).toBeInTheDocument();
    expect(screen.getByText('Logout')).toBeInTheDocument();
    expect(document.querySelector('.ant-menu-item-selected')).toHaveTextContent('Users');
  });

  it('links Leads to its screen and marks it there', async () => {
    renderScreen(<SideMenu />, { path: '/dashboard/leads', user: staffUser({ role: 'superadmin' }) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Leads').closest('a')).toHaveAttribute('href', '/dashboard/leads');
    expect(document.querySelector('.ant-menu-item-selected')).toHaveTextContent('Leads');
  });

  it('links Activity to its screen and marks it there', async () => {
    renderScreen(<SideMenu />, { path: '/dashboard/activity?action=post.publish', user: staffUser({ role: 'admin' }) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('Activity').closest('a')).toHaveAttribute('href', '/dashboard/activity');
    expect(document.querySelector('.ant-menu-item-selected')).toHaveTextContent('Activity');
  });

  it('hides the Categories, Users, Leads, Activity and Integrations items from an author', async () => {
    renderScreen(<SideMenu />, { path: '/dashboard/profil', user: staffUser({ role: 'author' }) });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(menuLinks()).toEqual(['Blogs', 'Profil']);
    expect(screen.getByText('Settings')).toBeInTheDocument();
    expect(document.querySelector('.ant-menu-item-selected')).toHaveTextContent('Profil');
  });
});
