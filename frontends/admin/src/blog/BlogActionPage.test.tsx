import { API_MESSAGES, MESSAGES, PREVIEW_TEXTS, STALE_SAVE_UI, TRANSLATION_TEXTS, VALIDATION } from '@csec/contracts';
import { postPermissions, type BlogView } from '@csec/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import { queryKeys } from '../api/queryKeys';
import { button } from '../test/button';
import { mockApi } from '../test/mockApi';
import { ownersView } from '../test/ownersView';
import { renderScreen, staffUser } from '../test/renderScreen';
import BlogActionPage from './BlogActionPage';

// Quill needs a real layout engine; a textarea stands in for it here.
jest.mock('./ContentEditor', () => ({
  __esModule: true,
  default: (props: { value?: string; readOnly: boolean; onChange?(html: string): void }) =>
    jest.requireActual<typeof import('react')>('react').createElement('textarea', {
      'aria-label': 'Content',
      value: props.value ?? '',
      readOnly: props.readOnly,
      onChange: (event: { target: { value: string } }) => props.onChange?.(event.target.value),
    }),
}));

const categories: [number, unknown] = [200, { status: 'Success', data: [{ id: 1, name: 'Insight', description: 'Analysis' }] }];

function blog(overrides: Partial<BlogView> = {}): BlogView {
  return ownersView({
    blogId: 9,
    slug: 'first-post',
    title: 'First post',
    content: '<p><br></p>',
    cover: null,
    categoryId: null,
    category: null,
    eventDate: null,
    publishStatus: 'draft',
    publishAt: null,
    author: 2,
    createdBy: 'writer',
    contributors: [],
    createdAt: '2025-03-10T09:00:00.000Z',
    updatedAt: '2025-03-10T09:00:00.000Z',
    updatedBy: null,
    version: 1,
    ...overrides,
  });
}

const editRoute = (slug: string) => ({
  path: `/dashboard/blog/edit/${slug}`,
  routes: { '/dashboard/blog/edit/:slug': <BlogActionPage slug={slug} /> },
});

/** A post at version 2 that someone else saves (as 'Their title') when the test says; every PUT is refused as stale. */
function staleServer() {
  let version = 2;
  const calls = mockApi({
    'GET /api/categories': categories,
    'GET /api/blogs/first-post': () => [200, { status: 'Success', data: blog({ version, title: version === 2 ? 'First post' : 'Their title' }) }],
    'PUT /api/blogs/9': [
      409,
      { status: 'Failed', error: true, code: 'blog.stale', message: 'lain saved this post on 24 Nov 2026, 14:05 (Asia/Jakarta), after you opened it.' },
    ],
  });
  return { calls, saveElsewhere: () => (version = 3) };
}

describe('BlogActionPage', () => {
  it('asks for a title before saving and sends nothing', async () => {
    const calls = mockApi({ 'GET /api/categories': categories });
    renderScreen(<BlogActionPage />, { path: '/dashboard/blog/add' });
    expect(screen.getByText('Action a Blog')).toBeInTheDocument();
    expect(screen.getAllByText('-')).toHaveLength(4);

    fireEvent.click(button(/Save/));
    expect(await screen.findByText(VALIDATION.titleRequired)).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('offers a preview link for a saved post only', async () => {
    mockApi({ 'GET /api/categories': categories, 'GET /api/blogs/first-post': [200, { status: 'Success', data: blog() }] });
    const { unmount } = renderScreen(<BlogActionPage />, { path: '/dashboard/blog/add' });
    expect(screen.queryByText(PREVIEW_TEXTS.button)).not.toBeInTheDocument();
    expect(screen.queryByText(PREVIEW_TEXTS.revoke)).not.toBeInTheDocument();
    unmount();

    const { path, routes } = editRoute('first-post');
    renderScreen(<BlogActionPage />, { path, routes });
    expect(await screen.findByText(PREVIEW_TEXTS.button)).toBeInTheDocument();
    expect(screen.getByText(PREVIEW_TEXTS.revoke)).toBeInTheDocument();
  });

  it('refuses to publish a post that was never saved', async () => {
    mockApi({ 'GET /api/categories': categories });
    renderScreen(<BlogActionPage />, { path: '/dashboard/blog/add' });
    fireEvent.click(button(/Publish/));
    expect(await screen.findByText(VALIDATION.saveBeforePublish)).toBeInTheDocument();
  });

  it('creates the post and goes to its edit address', async () => {
    const calls = mockApi({
      'GET /api/categories': categories,
      'POST /api/blogs/': [201, { status: 'Success', message: 'ok', blogSlug: 'fresh-news', blogId: 12 }],
    });
    renderScreen(<BlogActionPage />, {
      path: '/dashboard/blog/add',
      routes: { '/dashboard/blog/add': <BlogActionPage />, '/dashboard/blog/edit/:slug': <p>edit screen</p> },
    });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Fresh news ' } });
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: '<p>Body</p>' } });
    fireEvent.click(button(/Save/));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/blog/edit/fresh-news'));
    expect(await screen.findByText(MESSAGES.blogSaved)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Fresh news',
      categoryId: null,
      content: '<p>Body</p>',
      cover: null,
      eventDate: null,
    });
  });

  it('follows a rename to the new slug', async () => {
    const calls = mockApi({
      'GET /api/categories': categories,
      'GET /api/blogs/first-post': [200, { status: 'Success', data: blog() }],
      'PUT /api/blogs/9': [200, { status: 'Success', message: 'ok', blogSlug: 'renamed-post', blogId: 9 }],
    });
    renderScreen(<BlogActionPage />, {
      path: '/dashboard/blog/edit/first-post',
      routes: { '/dashboard/blog/edit/first-post': <BlogActionPage slug="first-post" />, '/dashboard/blog/edit/:slug': <p>renamed</p> },
    });
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Renamed post' } });
    fireEvent.click(button(/Save/));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/blog/edit/renamed-post'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ blogId: 9, title: 'Renamed post' });
  });

  it('sends the version it was loaded from, then the one each save answers', async () => {
    let version = 4;
    const calls = mockApi({
      'GET /api/categories': categories,
      'GET /api/blogs/first-post': () => [200, { status: 'Success', data: blog({ version }) }],
      'PUT /api/blogs/9': () => [200, { status: 'Success', message: 'ok', blogSlug: 'first-post', blogId: 9, version: ++version }],
    });
    const { path, routes } = editRoute('first-post');
    renderScreen(<BlogActionPage />, { path, routes });
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'One' } });
    fireEvent.click(button(/Save/));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    await screen.findByText('Saved');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Two' } });
    fireEvent.click(button(/Save/));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => (call.body as { version: number }).version)).toEqual([4, 5]);
  });

  it('keeps the version its fields came from when a refetch brings a newer save', async () => {
    const server = staleServer();
    const calls = server.calls;
    const { path, routes } = editRoute('first-post');
    const { queryClient } = renderScreen(<BlogActionPage />, { path, routes });
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'My title' } });
    server.saveElsewhere();
    await queryClient.refetchQueries({ queryKey: queryKeys.blogs.all });
    fireEvent.click(button(/Save/));
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ title: 'My title', version: 2 }));
    expect(await screen.findByText(STALE_SAVE_UI.title)).toBeInTheDocument();
  });

  it('on a stale save names who saved, keeps the text, and reloads their version on request', async () => {
    const server = staleServer();
    const { path, routes } = editRoute('first-post');
    renderScreen(<BlogActionPage />, { path, routes });
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'My title' } });
    fireEvent.change(screen.getByLabelText('Content'), { target: { value: '<p>My words</p>' } });
    fireEvent.click(button(/Save/));
    expect(await screen.findByText(/lain saved this post on 24 Nov 2026, 14:05/)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.blogSaveFailed)).not.toBeInTheDocument();

    // the clipboard says no: the text is shown to select instead
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) }, configurable: true });
    fireEvent.click(button(STALE_SAVE_UI.copy));
    expect(await screen.findByLabelText(STALE_SAVE_UI.yourText)).toHaveValue('My title\n\nMy words');

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(button(STALE_SAVE_UI.copy));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('My title\n\nMy words'));
    expect(await screen.findByText(STALE_SAVE_UI.copied)).toBeInTheDocument();

    server.saveElsewhere();
    fireEvent.click(button(STALE_SAVE_UI.reload));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Their title'));
    await waitFor(() => expect(screen.queryByText(STALE_SAVE_UI.title)).not.toBeInTheDocument());
  });

  it('shows each publish message on a saved post that lacks category, content and cover', async () => {
    const calls = mockApi({ 'GET /api/categories': categories, 'GET /api/blogs/first-post': [200, { status: 'Success', data: blog() }] });
    const { path, routes } = editRoute('first-post');
    renderScreen(<BlogActionPage />, { path, routes });

    await screen.findByText('Saved');
    fireEvent.click(button(/Publish/));
    expect(await screen.findByText(VALIDATION.checkErrorInput)).toBeInTheDocument();
    // antd shows a field's errors a moment after validation rejects (its error list is debounced), so they are awaited.
    expect(await screen.findByText(VALIDATION.categoryRequiredToPublish)).toBeInTheDocument();
    expect(await screen.findByText(VALIDATION.contentRequiredToPublish)).toBeInTheDocument();
    expect(await screen.findByText(VALIDATION.coverRequiredToPublish)).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/publish'))).toBe(false);
  });

  it('marks the form unsaved after an edit, and then refuses to publish', async () => {
    mockApi({
      'GET /api/categories': categories,
      'GET /api/blogs/first-post': [
        200,
        { status: 'Success', data: blog({ categoryId: 1, category: 'Insight', content: '<p>Body</p>', cover: '/uploads/c.png' }) },
      ],
    });
    const { path, routes } = editRoute('first-post');
    renderScreen(<BlogActionPage />, { path, routes });

    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('c.png')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'First post, revised' } });
    expect(screen.getByText('Not saved')).toBeInTheDocument();
    fireEvent.click(button(/Publish/));
    expect(await screen.findByText(VALIDATION.saveBeforePublish)).toBeInTheDocument();
  });

  it('locks a published post and can switch it to draft', async () => {
    const published = blog({
      categoryId: 1,
      category: 'Insight',
      content: '<p>Body</p>',
      cover: '/uploads/c.png',
      publishStatus: 'publish',
      updatedBy: 'editor',
      updatedAt: '2025-03-11T10:30:00.000Z',
    });
    let current = published;
    const calls = mockApi({
      'GET /api/categories': categories,
      'GET /api/blogs/first-post': () => [200, { status: 'Success', data: current }],
      'POST /api/blogs/first-post/draft': () => {
        current = ownersView({ ...published, publishStatus: 'draft', can: undefined });
        return [200, { status: 'Success', message: 'ok' }];
      },
    });
    const { path, routes } = editRoute('first-post');
    renderScreen(<BlogActionPage />, { path, routes, user: staffUser() });

    expect(await screen.findByText(VALIDATION.publishedLocked)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeDisabled();
    expect(screen.getByLabelText('Content')).toHaveAttribute('readonly');
    expect(screen.getByText('editor')).toBeInTheDocument();

    fireEvent.click(button(/Draft/));
    expect(await screen.findByText(MESSAGES.drafted)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Title')).not.toBeDisabled());
    expect(screen.queryByText(VALIDATION.publishedLocked)).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/blogs/first-post/draft')).toBe(true);
  });

  it("shows 'Blog Not Found!' for an unknown slug", async () => {
    mockApi({
      'GET /api/categories': categories,
      'GET /api/blogs/nothing': [404, { status: 'Failed', error: true, message: 'Not found' }],
    });
    const { path, routes } = editRoute('nothing');
    renderScreen(<BlogActionPage />, { path, routes });
    expect(await screen.findByText(MESSAGES.blogNotFound)).toBeInTheDocument();
  });

  it('links a published post to its public page, in a new tab, and a draft to none', async () => {
    let current = blog({ categoryId: 1, category: 'Insight', content: '<p>Body</p>', cover: '/uploads/c.png', publishStatus: 'publish' });
    mockApi({
      'GET /api/categories': categories,
      'GET /api/blogs/first-post': () => [200, { status: 'Success', data: current }],
      'POST /api/blogs/first-post/draft': () => {
        current = ownersView({ ...current, publishStatus: 'draft', can: undefined });
        return [200, { status: 'Success', message: 'ok' }];
      },
    });
    const { path, routes } = editRoute('first-post');
    renderScreen(<BlogActionPage />, { path, routes });

    const view = (await screen.findByText('View')).closest('a');
    expect(view).toHaveAttribute('href', '/blog/first-post');
    expect(view).toHaveAttribute('target', '_blank');
    fireEvent.click(button(/Draft/));
    await waitFor(() => expect(screen.queryByText('View')).not.toBeInTheDocument());
  });

  it("shows an author another author's post read-only, with none of the actions the API would refuse", async () => {
    const others = blog({ author: 5, createdBy: 'someone', categoryId: 1, category: 'Insight', content: '<p>Body</p>' });
    mockApi({
      'GET /api/categories': categories,
      'GET /api/blogs/first-post': [
        200,
        { status: 'Success', data: { ...others, can: postPermissions(staffUser(), { authorId: 5, publishStatus: 'draft' }) } },
      ],
    });
    const { path, routes } = editRoute('first-post');
    renderScreen(<BlogActionPage />, { path, routes, user: staffUser() });

    expect(await screen.findByText(VALIDATION.notYourPost)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeDisabled();
    expect(screen.getByLabelText('Content')).toHaveAttribute('readonly');
    for (const action of [/Publish/, /Draft/, /Schedule/, /^Save$/, /History/, /Preview/]) {
      expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
    }
  });

  it("shows the server's field messages under their fields", async () => {
    const tooLong = 'Title must be at most 200 characters long';
    mockApi({
      'GET /api/categories': categories,
      'GET /api/blogs/first-post': [200, { status: 'Success', data: blog() }],
      'PUT /api/blogs/9': [400, { status: 'Failed', error: true, message: tooLong, errors: { title: tooLong, categoryId: 'Category must be a category id' } }],
    });
    const { path, routes } = editRoute('first-post');
    renderScreen(<BlogActionPage />, { path, routes });
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Changed' } });
    fireEvent.click(button(/Save/));

    expect(await screen.findByText(MESSAGES.blogSaveFailed)).toBeInTheDocument();
    const messages = () => Array.from(document.querySelectorAll('.ant-form-item-explain-error'), (node) => node.textContent);
    await waitFor(() => expect(messages()).toEqual([tooLong, 'Category must be a category id']));
    expect(screen.getByText('Not saved')).toBeInTheDocument();
  });

  it('offers an author no Add Category: admin-level staff manage categories', async () => {
    mockApi({ 'GET /api/categories': [200, { status: 'Success', data: [{ id: 1, name: 'Insight', description: 'Analysis' }] }] });
    renderScreen(<BlogActionPage />, { path: '/dashboard/blog/add', user: staffUser() });
    expect(await screen.findByText('Action a Blog')).toBeInTheDocument();
    expect(screen.queryByText(/Add Category/)).not.toBeInTheDocument();
  });

  it('says why an empty category field is refused, and adds a category (as an admin)', async () => {
    let list = [{ id: 1, name: 'Insight', description: 'Analysis' }];
    const calls = mockApi({
      'GET /api/categories': () => [200, { status: 'Success', data: list }],
      'POST /api/categories': (body) => {
        list = [...list, { id: 2, ...(body as { name: string; description: string }) }];
        return [201, { status: 'Success', message: 'ok' }];
      },
    });
    renderScreen(<BlogActionPage />, { path: '/dashboard/blog/add', user: staffUser({ role: 'admin' }) });
    fireEvent.click(button(/Add Category/));
    fireEvent.click(await screen.findByText('Add'));
    await waitFor(() => expect(document.querySelectorAll('.ant-modal .ant-form-item-has-error')).toHaveLength(2));
    // The spec marked them without a message; each now says why, in the API's words.
    const explained = () => Array.from(document.querySelectorAll('.ant-modal .ant-form-item-explain-error'), (node) => node.textContent);
    await waitFor(() => expect(explained()).toEqual([API_MESSAGES.categoryNameRequired, API_MESSAGES.categoryDescriptionRequired]));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Research ' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Lab notes' } });
    fireEvent.click(screen.getByText('Add'));
    expect(await screen.findByText(MESSAGES.categoryCreated)).toBeInTheDocument();
    expect(await screen.findByText('Research')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Research', description: 'Lab notes' });
  });
});

describe('BlogActionPage: translations', () => {
  it('creates the translation of a saved post and opens it, with the language in its address', async () => {
    const indonesian = blog({
      blogId: 10,
      slug: 'first-post',
      language: 'id',
      title: 'First post',
      translation: { blogId: 9, language: 'en', slug: 'first-post', publishStatus: 'draft' },
    });
    const calls = mockApi({
      'GET /api/categories': categories,
      'GET /api/blogs/first-post': [200, { status: 'Success', data: blog() }],
      'GET /api/blogs?page=1&language=id': [200, { status: 'Success', data: [], totalPages: 0, countData: 0 }],
      'POST /api/blogs/9/translation': [
        200,
        { status: 'Success', message: TRANSLATION_TEXTS.created, created: true, blogSlug: 'first-post', blogId: 10, language: 'id' },
      ],
      'GET /api/blogs/first-post?lang=id': [200, { status: 'Success', data: indonesian }],
    });
    renderScreen(<BlogActionPage />, {
      path: '/dashboard/blog/edit/first-post',
      routes: { '/dashboard/blog/edit/:slug': <RoutedBlogActionPage /> },
    });
    const panel = await screen.findByTestId('translation-panel');
    expect(within(panel).getByText('Not translated into Bahasa Indonesia yet.')).toBeInTheDocument();
    fireEvent.click(within(panel).getByRole('button', { name: /Translate into Bahasa Indonesia/ }));
    expect(await screen.findByText(TRANSLATION_TEXTS.created)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/blog/edit/first-post?lang=id'));
    // The Indonesian draft, linked back to the English post.
    const linked = await screen.findByRole('button', { name: /Open the English version/ });
    expect(screen.getByLabelText('Language')).toBeDisabled();
    expect(calls.some((call) => call.path === '/api/blogs/first-post?lang=id')).toBe(true);
    fireEvent.click(linked);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/\/dashboard\/blog\/edit\/first-post$/));
  });

  it('creates a new post in the language chosen for it', async () => {
    const calls = mockApi({
      'GET /api/categories': categories,
      'POST /api/blogs/': [201, { status: 'Success', message: 'ok', blogSlug: 'berita', blogId: 12, language: 'id', version: 1 }],
    });
    renderScreen(<BlogActionPage />, {
      path: '/dashboard/blog/add',
      routes: { '/dashboard/blog/add': <BlogActionPage />, '/dashboard/blog/edit/:slug': <p>edit screen</p> },
    });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Berita' } });
    fireEvent.mouseDown(screen.getByLabelText('Language'));
    fireEvent.click(await screen.findByTitle('Bahasa Indonesia'));
    fireEvent.click(button(/Save/));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/blog/edit/berita?lang=id'));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ title: 'Berita', language: 'id' });
  });
});

/** The editor as the route table mounts it: the slug from the address. */
function RoutedBlogActionPage() {
  return <BlogActionPage slug={useParams().slug} />;
}
