import type { PublicBlogPost } from '../common/views/api-views';
import { lookUpPage } from './page-head';
import type { PostPath } from './page-head';

const post = { title: 'Zero trust for field radios', excerpt: 'How we secure mesh radios.' } as PublicBlogPost;

describe('lookUpPage', () => {
  const findPost = jest.fn(async ({ slug, language }: PostPath) => (slug === 'zero trust' && language === 'en' ? post : undefined));

  beforeEach(() => findPost.mockClear());

  it("gives a published post's title and excerpt, looking it up by its decoded slug", async () => {
    await expect(lookUpPage('/blog/zero%20trust', findPost)).resolves.toEqual({
      status: 200,
      head: { title: post.title, description: post.excerpt },
      post,
    });
    expect(findPost).toHaveBeenCalledWith({ slug: 'zero trust', language: 'en' });
  });

  it('looks a post of an Indonesian page up among the Indonesian posts', async () => {
    await expect(lookUpPage('/id/blog/zero%20trust', findPost)).resolves.toEqual({ status: 404 });
    expect(findPost).toHaveBeenCalledWith({ slug: 'zero trust', language: 'id' });
  });

  it('answers 404 for a post that is not published, or a slug that cannot be decoded', async () => {
    await expect(lookUpPage('/blog/unknown', findPost)).resolves.toEqual({ status: 404 });
    await expect(lookUpPage('/blog/%E0%A4%A', findPost)).resolves.toEqual({ status: 404 });
  });

  it.each([
    '/',
    '/blog',
    '/blog/',
    '/blog/tag/insight',
    '/blog/archieve/November%202026',
    '/about',
    '/blog/search',
    '/blog/search/',
    '/id/blog',
    '/id/blog/search',
  ])('leaves %s to the default head without a lookup', async (pathname) => {
    await expect(lookUpPage(pathname, findPost)).resolves.toEqual({ status: 200 });
    expect(findPost).not.toHaveBeenCalled();
  });

  it.each(['/no/such/page', '/about/team', '/blog/tag/insight/extra', '/id/blog/tag/insight/extra', '/id/id'])(
    'answers 404 for %s, which the public site has no page for',
    async (pathname) => {
      await expect(lookUpPage(pathname, findPost)).resolves.toEqual({ status: 404 });
      expect(findPost).not.toHaveBeenCalled();
    },
  );
});
