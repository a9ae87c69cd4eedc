import { MESSAGES, SCHEDULE_TEXTS, VALIDATION } from '@csec/contracts';
import type { BlogView } from '@csec/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button } from '../test/button';
import { mockApi } from '../test/mockApi';
import { ownersView } from '../test/ownersView';
import { renderScreen } from '../test/renderScreen';
import BlogActionPage from './BlogActionPage';

// Quill needs a real layout engine; a textarea stands in for it here.
jest.mock('./ContentEditor', () => ({
  __esModule: true,
  default: (props: { value?: string; readOnly: boolean }) =>
    jest
      .requireActual<typeof import('react')>('react')
      .createElement('textarea', { 'aria-label': 'Content', value: props.value ?? '', readOnly: props.readOnly }),
}));

const categories: [number, unknown] = [200, { status: 'Success', data: [{ id: 1, name: 'Insight', description: 'Analysis' }] }];

/** A saved draft that may be published. */
function ready(overrides: Partial<BlogView> = {}): BlogView {
  return ownersView({
    blogId: 9,
    slug: 'first-post',
    title: 'First post',
    content: '<p>Body</p>',
    cover: '/uploads/c.png',
    categoryId: 1,
    category: 'Insight',
    eventDate: null,
    publishStatus: 'draft',
    publishAt: null,
    author: 2,
    createdBy: 'writer',
    contributors: [],
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    updatedBy: null,
    version: 1,
    ...overrides,
  });
}

// 12:00 in Jakarta; only the clock is fixed, timers run as usual for antd's animations.
const NOW = new Date('2026-11-25T05:00:00Z');

function openEditor(post: BlogView, routes: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  let current = post;
  const calls = mockApi({
    'GET /api/categories': categories,
    'GET /api/blogs/first-post': () => [200, { status: 'Success', data: current }],
    ...routes,
  });
  renderScreen(<BlogActionPage />, {
    path: '/dashboard/blog/edit/first-post',
    routes: { '/dashboard/blog/edit/:slug': <BlogActionPage slug="first-post" /> },
  });
  return { calls, update: (next: BlogView) => (current = next) };
}

/** Clicks Schedule; the dialog opens once the form's checks have passed. */
async function openDialog() {
  fireEvent.click(await screen.findByText(SCHEDULE_TEXTS.scheduleButton));
  await screen.findByLabelText(/Publish at/);
}

/** Types a date and time into the dialog's picker, as the site's clock reads it, and confirms the picker. */
function pick(text: string) {
  const input = screen.getByLabelText(/Publish at/);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
}

function found<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`not found: ${what}`);
  return value;
}
/** The open dialog (role queries are slow against antd's styles in jsdom: see test/button.ts). */
const dialog = () => found(document.querySelector<HTMLElement>('.ant-modal'), 'the open dialog');
/** A button of the dialog by its text. */
const dialogButton = (name: string) =>
  found(
    Array.from(dialog().querySelectorAll('button')).find((element) => element.textContent?.trim() === name),
    `the dialog button ${name}`,
  );

describe('the Schedule dialog', () => {
  beforeEach(() => {
    jest.useFakeTimers({
      now: NOW,
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'hrtime',
        'performance',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());

  it("schedules a saved draft at a time picked on the site's clock, sent with the site's offset", async () => {
    const { calls, update } = openEditor(ready(), {
      'POST /api/blogs/first-post/schedule': (body) => {
        update(ready({ publishStatus: 'scheduled', publishAt: new Date((body as { publishAt: string }).publishAt).toISOString() }));
        return [200, { status: 'Success', message: SCHEDULE_TEXTS.scheduled }];
      },
    });
    await openDialog();
    expect(within(dialog()).getByText(`${SCHEDULE_TEXTS.pickerLabel} (Asia/Jakarta)`)).toBeInTheDocument();

    pick('2026-11-26 09:30');
    expect(await screen.findByTestId('schedule-preview')).toHaveTextContent('26 November 2026, 09:30 (Asia/Jakarta)');
    fireEvent.click(dialogButton(SCHEDULE_TEXTS.dialogConfirm));

    expect(await screen.findByText(SCHEDULE_TEXTS.scheduled)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/blogs/first-post/schedule',
      body: { publishAt: '2026-11-26T09:30:00+07:00' },
    });
    // Now locked, with its time, and back to draft cancels it.
    expect(await screen.findByText(SCHEDULE_TEXTS.scheduledFor('26 November 2026, 09:30 (Asia/Jakarta)'))).toBeInTheDocument();
    expect(screen.getByText(VALIDATION.publishedLocked)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeDisabled();
    expect(button(/Draft/)).toBeInTheDocument();
    expect(button(/Reschedule/)).toBeInTheDocument();
    expect(screen.queryByText('View')).not.toBeInTheDocument();
  });

  it('refuses a time already past without asking the API', async () => {
    const { calls } = openEditor(ready());
    await openDialog();
    pick('2026-11-25 11:00');
    fireEvent.click(dialogButton(SCHEDULE_TEXTS.dialogConfirm));
    expect(await within(dialog()).findByText(SCHEDULE_TEXTS.publishAtPast)).toBeInTheDocument();
    fireEvent.click(dialogButton(SCHEDULE_TEXTS.dialogConfirm));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('asks for a time when none is picked', async () => {
    openEditor(ready());
    await openDialog();
    fireEvent.click(dialogButton(SCHEDULE_TEXTS.dialogConfirm));
    expect(await within(dialog()).findByText(SCHEDULE_TEXTS.publishAtRequired)).toBeInTheDocument();
  });

  it("shows the API's reason when it refuses the time", async () => {
    openEditor(ready(), {
      'POST /api/blogs/first-post/schedule': [
        400,
        {
          status: 'Failed',
          error: true,
          code: 'validation.failed',
          message: SCHEDULE_TEXTS.publishAtPast,
          errors: { publishAt: SCHEDULE_TEXTS.publishAtPast },
        },
      ],
    });
    await openDialog();
    pick('2026-11-25 13:00');
    fireEvent.click(dialogButton(SCHEDULE_TEXTS.dialogConfirm));
    expect(await within(dialog()).findByText(SCHEDULE_TEXTS.publishAtPast)).toBeInTheDocument();
  });

  it('needs a saved form without errors, as publishing does', async () => {
    openEditor(ready({ cover: null }));
    fireEvent.click(await screen.findByText(SCHEDULE_TEXTS.scheduleButton));
    expect(await screen.findByText(VALIDATION.checkErrorInput)).toBeInTheDocument();
    expect(await screen.findByText(VALIDATION.coverRequiredToPublish)).toBeInTheDocument();
    expect(document.querySelector('.ant-modal')).toBeNull();
  });

  it('cancels a schedule by changing the post back into draft', async () => {
    const scheduled = ready({ publishStatus: 'scheduled', publishAt: '2026-11-26T02:30:00.000Z' });
    const { calls, update } = openEditor(scheduled, {
      'POST /api/blogs/first-post/draft': () => {
        update(ready());
        return [200, { status: 'Success', message: 'ok' }];
      },
    });
    expect(await screen.findByText(SCHEDULE_TEXTS.scheduledFor('26 November 2026, 09:30 (Asia/Jakarta)'))).toBeInTheDocument();
    fireEvent.click(button(/Draft/));
    expect(await screen.findByText(MESSAGES.drafted)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Title')).not.toBeDisabled());
    expect(calls.some((call) => call.path === '/api/blogs/first-post/draft')).toBe(true);
  });
});
