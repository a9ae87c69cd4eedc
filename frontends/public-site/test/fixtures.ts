import type { BlogSidebar, PublicBlogCard, PublicBlogPost, SiteConfig } from '@csec/contracts';

export const card = (n: number, overrides: Partial<PublicBlogCard> = {}): PublicBlogCard => ({
  title: `Threat report ${n}`,
  slug: `threat-report-${n}`,
  cover: `/uploads/cover-${n}.png`,
  coverImage: {
    src: `/uploads/cover-${n}.png`,
    width: 1280,
    height: 720,
    srcset: `/uploads/cover-${n}-480.webp 480w, /uploads/cover-${n}-960.webp 960w, /uploads/cover-${n}.png 1280w`,
  },
  excerpt: `What we saw on regional networks in week ${n}.`,
  category: 'Insight',
  categoryTag: 'Insight',
  publishAt: '2026-11-03T09:00:00.000Z',
  createdBy: 'superadmin',
  ...overrides,
});

export const post = (overrides: Partial<PublicBlogPost> = {}): PublicBlogPost => ({
  ...card(1),
  language: 'en',
  translation: null,
  content: '<p class="ql-align-center">Hello <strong>readers</strong></p>',
  contributors: [],
  eventDate: null,
  ...overrides,
});

export const sidebar: BlogSidebar = {
  recent: [1, 2, 3, 4, 5, 6, 7].map((n) => ({ title: `Recent ${n}`, slug: `recent-${n}` })),
  archive: [
    { label: 'November 2026', month: '2026-11', count: 3 },
    { label: 'October 2026', month: '2026-10', count: 1 },
  ],
  categories: [
    { name: 'Insight', tag: 'Insight', count: 3 },
    { name: 'Tips and Trick', tag: 'Tips and Trick', count: 1 },
  ],
};

/** The run-time config the footer and the layout read (no form, no map). */
export const siteConfig: SiteConfig = {
  remotes: { publicSite: '/remotes/public-site/mf-manifest.json', admin: '/remotes/admin/mf-manifest.json' },
  formUrl: '',
  mapUrl: '',
  contact: { email: 'admin@csec.example', phone: '+62 21 5555 0100', address: 'Jl. Sudirman 1, Jakarta' },
  timeZone: 'Asia/Jakarta',
};
