import { REVISION_MESSAGES, VALIDATION } from '@csec/contracts';
import type { BlogView, RevisionListItem, RevisionView } from '@csec/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button } from '../test/button';
import { mockApi } from '../test/mockApi';
import { ownersView } from '../test/ownersView';
import type { Route } from '../test/mockApi';
import { renderScreen } from '../test/renderScreen';
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

const categories: Route = [
  200,
  {
    status: 'Success',
    data: [
      { id: 1, name: 'Insight', description: 'Analysis' },
      { id: 2, name: 'Event', description: 'Events' },
    ],
  },
];

const current: BlogView = ownersView({
  blogId: 9,
  slug: 'field-report',
  title: 'Field report',
  content: '<p>The quick brown fox</p><p>Second paragraph</p>',
  cover: '/uploads/now.png',
  categoryId: 2,
  category: 'Event',
  eventDate: null,
  publishStatus: 'draft',
  publishAt: null,
  author: 2,
  createdBy: 'writer',
  contributors: [],
  createdAt: '2025-03-10T09:00:00.000Z',
  updatedAt: '2025-03-11T10:00:00.000Z',
  updatedBy: 'editor',
  version: 3,
});

function listItem(id: number, overrides: Partial<RevisionListItem> = {}): RevisionListItem {
  return {
    id,
    blogId: 9,
    createdAt: `2025-03-${String(id).padStart(2, '0')}T08:00:00.000Z`,
    authorId: 2,
    authorName: 'writer',
    title: 'Field report',
    changedFields: ['content'],
    restoredFromId: null,
    ...overrides,
  };
}

const first: RevisionView = {
  ...listItem(4, { title: 'Early notes', changedFields: [] }),
  categoryId: 1,
  category: 'Insight',
  content: '<p>The slow brown fox</p><p>Second paragraph</p>',
  cover: '/uploads/now.png',
  eventDate: '2025-04-01',
};

const page = (data: RevisionListItem[], totalPages = 1, countData = data.length): Route => [200, { status: 'Success', data, totalPages, countData }];

function openEditor(routes: Record<string, Route>, post: BlogView = current) {
  const calls = mockApi({ 'GET /api/categories': categories, 'GET /api/blogs/field-report': [200, { status: 'Success', data: post }], ...routes });
  renderScreen(<BlogActionPage />, {
    path: '/dashboard/blog/edit/field-report',
    routes: { '/dashboard/blog/edit/:slug': <BlogActionPage slug="field-report" /> },
  });
  return calls;
}

/** Role queries compute antd's styles and take seconds in jsdom (see test/button.ts): these read the DOM. */
const found = <T extends Element>(selector: string) =>
  waitFor(() => {
    const element = document.querySelector<T>(selector);
    if (!element) throw new Error(`no ${selector} yet`);
    return element;
  });

async function openHistory() {
  fireEvent.click(await screen.findByText('History'));
  return found<HTMLElement>('section[aria-label="Revisions"]');
}

const selectedRevision = () => found<HTMLElement>('section[aria-label="Selected revision"]');

describe('the History panel of the editor', () => {
  it('lists the revisions newest first, with time, author, title and what changed, page by page', async () => {
    const calls = openEditor({
      'GET /api/blogs/9/revisions?page=1': page(
        [listItem(6, { authorName: 'editor', restoredFromId: 4 }), listItem(5), listItem(4, { title: 'Early notes', changedFields: [] })],
        2,
        18,
      ),
      'GET /api/blogs/9/revisions?page=2': page([listItem(1, { title: 'The very first' })], 2, 18),
    });
    const nav = await openHistory();
    await within(nav).findByText('Early notes');
    expect(Array.from(nav.querySelectorAll('button[aria-pressed]')).map((row) => row.textContent)).toEqual([
      '6 March 2025, 08:00editorField reportrestoredcontent',
      '5 March 2025, 08:00writerField reportcontent',
      '4 March 2025, 08:00writerEarly notes',
    ]);

    fireEvent.click(within(nav).getByText('2'));
    expect(await within(nav).findByText('The very first')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/blogs/9/revisions?page=2');
  });

  it("shows a chosen revision's field changes and its text against the saved post, word by word", async () => {
    openEditor({
      'GET /api/blogs/9/revisions?page=1': page([listItem(4, { title: 'Early notes' })]),
      'GET /api/blogs/9/revisions/4': [200, { status: 'Success', data: first }],
    });
    const nav = await openHistory();
    fireEvent.click(await within(nav).findByText('Early notes'));

    const details = await selectedRevision();
    expect(await within(details).findByText(/Revision of 4 March 2025, 08:00 by writer/)).toBeInTheDocument();
    const diff = within(details).getByTestId('revision-diff');
    expect(Array.from(diff.querySelectorAll('ins')).map((ins) => ins.textContent?.trim())).toEqual(['slow']);
    expect(Array.from(diff.querySelectorAll('del')).map((del) => del.textContent?.trim())).toEqual(['quick']);
    expect(diff.textContent).toContain('Second paragraph');
    // Title, category and event date differ; the cover does not.
    const fields = Array.from(details.querySelectorAll('.ant-descriptions-row')).map((row) => row.textContent);
    expect(fields).toEqual(['TitleField report → Early notes', 'CategoryEvent → Insight', 'Event date(none) → 2025-04-01']);
  });

  it('restores after a confirmation: the editor reloads the post and says so', async () => {
    let post = current;
    const calls = openEditor({
      'GET /api/blogs/field-report': () => [200, { status: 'Success', data: post }],
      'GET /api/blogs/9/revisions?page=1': page([listItem(5), listItem(4, { title: 'Early notes' })]),
      'GET /api/blogs/9/revisions/4': [200, { status: 'Success', data: first }],
      'POST /api/blogs/9/revisions/4/restore': () => {
        post = { ...current, title: 'Early notes', content: first.content, categoryId: 1, category: 'Insight', eventDate: '2025-04-01' };
        return [200, { status: 'Success', message: REVISION_MESSAGES.restored, blogSlug: 'field-report', blogId: 9 }];
      },
    });
    expect(await screen.findByLabelText('Title')).toHaveValue('Field report');
    const nav = await openHistory();
    fireEvent.click(await within(nav).findByText('Early notes'));
    await screen.findByTestId('revision-diff');

    fireEvent.click(button('Restore'));
    expect(await screen.findByText(REVISION_MESSAGES.restoreConfirmTitle)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(button('Yes, restore'));

    expect(await screen.findByText(REVISION_MESSAGES.restored)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveValue('Early notes'));
    expect(screen.getByLabelText('Content')).toHaveValue(first.content);
    expect(screen.getByLabelText('Event date (not required)')).toHaveValue('2025-04-01');
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/blogs/9/revisions/4/restore']);
  });

  it('a refused restore shows why and changes nothing', async () => {
    openEditor({
      'GET /api/blogs/9/revisions?page=1': page([listItem(4, { title: 'Early notes' })]),
      'GET /api/blogs/9/revisions/4': [200, { status: 'Success', data: first }],
      'POST /api/blogs/9/revisions/4/restore': [409, { status: 'Failed', error: true, code: 'blog.locked', message: VALIDATION.publishedLocked }],
    });
    const nav = await openHistory();
    fireEvent.click(await within(nav).findByText('Early notes'));
    await screen.findByTestId('revision-diff');
    fireEvent.click(button('Restore'));
    fireEvent.click(await screen.findByText('Yes, restore'));
    expect(await screen.findByText(REVISION_MESSAGES.restoreFailed)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.publishedLocked)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Field report');
  });

  it('on a published post Restore is disabled, with the lock explanation', async () => {
    openEditor(
      {
        'GET /api/blogs/9/revisions?page=1': page([listItem(4, { title: 'Early notes' })]),
        'GET /api/blogs/9/revisions/4': [200, { status: 'Success', data: first }],
      },
      ownersView({ ...current, publishStatus: 'publish', publishAt: '2025-03-12T00:00:00.000Z', can: undefined }),
    );
    const nav = await openHistory();
    fireEvent.click(await within(nav).findByText('Early notes'));
    const details = await selectedRevision();
    await within(details).findByTestId('revision-diff');
    expect(button('Restore')).toBeDisabled();
    expect(within(details).getByText(VALIDATION.publishedLocked)).toBeInTheDocument();
  });

  it('warns that unsaved edits are not part of the comparison', async () => {
    openEditor({ 'GET /api/blogs/9/revisions?page=1': page([listItem(4)]) });
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Edited, not saved' } });
    await openHistory();
    expect(screen.getByText(REVISION_MESSAGES.unsavedWarning)).toBeInTheDocument();
  });
});
