import { API_MESSAGES, CATEGORY_TEXTS, MESSAGES } from '@csec/contracts';
import type { CategoryOverviewItem } from '@csec/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { button, buttonIn } from '../test/button';
import { mockApi } from '../test/mockApi';
import { renderScreen, staffUser } from '../test/renderScreen';
import CategoryListPage from './CategoryListPage';

const row = (id: number, name: string, posts: number, published: number): CategoryOverviewItem => ({
  id,
  name,
  description: `${name} notes`,
  indonesianName: '',
  indonesianDescription: '',
  posts,
  published,
});
const overview = (rows: CategoryOverviewItem[]): [number, unknown] => [200, { status: 'Success', data: rows }];

function renderCategories() {
  return renderScreen(<CategoryListPage />, { path: '/dashboard/categories', user: staffUser({ role: 'admin' }) });
}

/** The table row that holds `name`. */
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
/** The open form dialog. */
const openDialog = () =>
  waitFor(() => {
    const found = document.querySelector('.ant-modal');
    if (!found) throw new Error('no dialog');
    return found as HTMLElement;
  });
/** The open delete confirmation. */
const confirmation = () =>
  waitFor(() => {
    const found = document.querySelector('.ant-modal-confirm');
    if (!found) throw new Error('no confirmation');
    return found as HTMLElement;
  });
const errorsShown = () => Array.from(document.querySelectorAll('.ant-modal .ant-form-item-explain-error'), (node) => node.textContent);

describe('CategoryListPage', () => {
  it('lists each category with its posts, says which are not public yet, and why one in use cannot be deleted', async () => {
    mockApi({ 'GET /api/categories/overview': overview([row(1, 'Insight', 3, 2), row(2, 'Empty', 0, 0)]) });
    renderCategories();
    const insight = await rowOf('Insight');
    expect(within(insight).getByText('Insight notes')).toBeInTheDocument();
    expect(within(insight).getByText('3')).toBeInTheDocument();
    expect(within(insight).getByText(CATEGORY_TEXTS.inUse(3))).toBeInTheDocument();
    expect(buttonIn(insight, /Delete Insight/)).toBeDisabled();
    expect(within(insight).queryByText(CATEGORY_TEXTS.notListed)).not.toBeInTheDocument();

    const empty = await rowOf('Empty');
    expect(within(empty).getByText(CATEGORY_TEXTS.notListed)).toBeInTheDocument();
    expect(buttonIn(empty, /Delete Empty/)).toBeEnabled();
  });

  it('adds a category, showing each refused field in words first', async () => {
    let rows = [row(1, 'Insight', 0, 0)];
    const calls = mockApi({
      'GET /api/categories/overview': () => overview(rows),
      'POST /api/categories': (body) => {
        const { name, description } = body as { name: string; description: string };
        if (name.toLowerCase() === 'insight')
          return [409, { status: 'Failed', error: true, code: 'category.name_taken', message: API_MESSAGES.categoryNameTaken }];
        rows = [...rows, { id: 2, name, description, indonesianName: '', indonesianDescription: '', posts: 0, published: 0 }];
        return [201, { status: 'Success', message: MESSAGES.categoryCreated, data: { id: 2, name, description } }];
      },
    });
    renderCategories();
    await rowOf('Insight');
    fireEvent.click(button(CATEGORY_TEXTS.add));
    const dialog = await openDialog();
    fireEvent.click(buttonIn(dialog, CATEGORY_TEXTS.add));
    await waitFor(() => expect(errorsShown()).toEqual([API_MESSAGES.categoryNameRequired, API_MESSAGES.categoryDescriptionRequired]));

    fireEvent.change(within(dialog).getByLabelText(CATEGORY_TEXTS.nameLabel), { target: { value: 'INSIGHT' } });
    fireEvent.change(within(dialog).getByLabelText(CATEGORY_TEXTS.descriptionLabel), { target: { value: 'again' } });
    fireEvent.click(buttonIn(dialog, CATEGORY_TEXTS.add));
    await waitFor(() => expect(errorsShown()).toEqual([API_MESSAGES.categoryNameTaken]));

    fireEvent.change(within(dialog).getByLabelText(CATEGORY_TEXTS.nameLabel), { target: { value: ' Research ' } });
    fireEvent.click(buttonIn(dialog, CATEGORY_TEXTS.add));
    expect(await screen.findByText(MESSAGES.categoryCreated)).toBeInTheDocument();
    expect(await rowOf('Research')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'INSIGHT', description: 'again', indonesianName: '', indonesianDescription: '' },
      { name: 'Research', description: 'again', indonesianName: '', indonesianDescription: '' },
    ]);
  });

  it('renames and describes a category, saying its old links keep working', async () => {
    let rows = [row(4, 'Tips', 1, 1)];
    const calls = mockApi({
      'GET /api/categories/overview': () => overview(rows),
      'PUT /api/categories/4': (body) => {
        rows = [{ ...rows[0], ...(body as object) }];
        return [200, { status: 'Success', message: CATEGORY_TEXTS.updated, data: rows[0] }];
      },
    });
    renderCategories();
    fireEvent.click(buttonIn(await rowOf('Tips'), /Edit Tips/));
    const dialog = await openDialog();
    expect(within(dialog).getByText(CATEGORY_TEXTS.editTitle('Tips'))).toBeInTheDocument();
    expect(within(dialog).getByText(CATEGORY_TEXTS.renameNote)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(CATEGORY_TEXTS.descriptionLabel)).toHaveValue('Tips notes');

    fireEvent.change(within(dialog).getByLabelText(CATEGORY_TEXTS.nameLabel), { target: { value: 'Tips and Tricks' } });
    fireEvent.change(within(dialog).getByLabelText(CATEGORY_TEXTS.indonesianNameLabel), { target: { value: ' Tips dan Trik ' } });
    fireEvent.click(buttonIn(dialog, CATEGORY_TEXTS.save));
    expect(await screen.findByText(CATEGORY_TEXTS.updated)).toBeInTheDocument();
    expect(await rowOf('Tips and Tricks')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Tips and Tricks',
      description: 'Tips notes',
      indonesianName: 'Tips dan Trik',
      indonesianDescription: '',
    });
  });

  it('deletes an unused category after asking, and shows the refusal in words when posts took it meanwhile', async () => {
    let rows = [row(5, 'Old', 0, 0), row(6, 'Raced', 0, 0)];
    mockApi({
      'GET /api/categories/overview': () => overview(rows),
      'DELETE /api/categories/5': () => {
        rows = rows.filter((r) => r.id !== 5);
        return [200, { status: 'Success', message: MESSAGES.categoryDeleted }];
      },
      'DELETE /api/categories/6': [409, { status: 'Failed', error: true, code: 'category.in_use', message: API_MESSAGES.categoryInUse(1) }],
    });
    renderCategories();
    fireEvent.click(buttonIn(await rowOf('Old'), /Delete Old/));
    const asked = await confirmation();
    expect(asked).toHaveTextContent(CATEGORY_TEXTS.deleteConfirm('Old'));
    fireEvent.click(buttonIn(asked, 'Delete'));
    expect(await screen.findByText(MESSAGES.categoryDeleted)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Old')).not.toBeInTheDocument());

    fireEvent.click(buttonIn(await rowOf('Raced'), /Delete Raced/));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toHaveTextContent(CATEGORY_TEXTS.deleteConfirm('Raced')));
    fireEvent.click(buttonIn(document.querySelector('.ant-modal-confirm') as HTMLElement, 'Delete'));
    expect(await screen.findByText(MESSAGES.categoryDeleteFailed)).toBeInTheDocument();
    expect(await screen.findByText(API_MESSAGES.categoryInUse(1))).toBeInTheDocument();
  });
});
