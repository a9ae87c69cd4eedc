import { MESSAGES, postPermissions, type BlogListItem, type DashboardLanguage } from '@csec/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TopBar } from '../layout/TopBar';
import BlogListPage from '../pages/BlogListPage';
import { button } from '../test/button';
import { mockApi } from '../test/mockApi';
import { renderApp } from '../test/renderApp';
import { renderScreen, staffUser } from '../test/renderScreen';
import ProfilPage from '../user/ProfilPage';
import { i18n } from './i18n';

const speaking = (language: DashboardLanguage) => Object.assign(staffUser(), { language });

const post: BlogListItem = {
  blogId: 1,
  slug: 'post-1',
  title: 'Post 1',
  cover: null,
  categoryId: 1,
  category: 'Insight',
  eventDate: null,
  publishStatus: 'draft',
  publishAt: null,
  author: 2,
  createdBy: 'writer',
  createdAt: '2020-05-04T03:02:01.000Z',
  updatedAt: '2020-05-04T03:02:01.000Z',
  updatedBy: null,
  version: 1,
  can: postPermissions({ id: 2, role: 'author' }, { authorId: 2, publishStatus: 'draft' }),
} as BlogListItem;
const onePost: [number, unknown] = [200, { status: 'Success', data: [post], totalPages: 1, countData: 1 }];
const failure = (code: string, message: string): [number, unknown] => [404, { status: 'Failed', error: true, code, message }];

const openSelect = (id: string) => fireEvent.mouseDown(document.getElementById(id) as HTMLElement);
const option = async (label: string) =>
  waitFor(() => {
    const found = document.querySelector(`.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`);
    if (!found) throw new Error(`no option ${label}`);
    return found as HTMLElement;
  });

/** Deletes Post 1 from the blog list, answered with `answer`, in the list's language. */
async function deleteAnswered(language: DashboardLanguage, answer: [number, unknown]) {
  mockApi({ 'GET /api/blogs?page=1': onePost, 'DELETE /api/blogs/1': answer });
  renderScreen(<BlogListPage />, { user: speaking(language) });
  await screen.findByText('Post 1');
  fireEvent.click(button(language === 'id' ? 'Hapus artikel Post 1' : 'Delete blog Post 1'));
  await screen.findAllByRole('dialog');
  fireEvent.click(button(language === 'id' ? 'Hapus' : 'Delete'));
}

const toast = async () => (await screen.findAllByRole('alert')).find((element) => element.closest('.ant-notification')) ?? screen.getByRole('alert');

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe("the dashboard's language", () => {
  it("speaks the account's Indonesian: headings, buttons, columns, states, dates and <html lang>", async () => {
    mockApi({ 'GET /api/blogs?page=1': onePost });
    renderScreen(<BlogListPage />, { user: speaking('id') });
    expect(await screen.findByText('Post 1')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Artikel' })).toBeInTheDocument();
    expect(button('Buat artikel baru')).toBeInTheDocument();
    expect(screen.getByText('Jumlah 1 data')).toBeInTheDocument();
    const headings = Array.from(document.querySelectorAll('thead th'), (th) => th.textContent);
    expect(headings).toEqual(['NO', 'JUDUL', 'BAHASA', 'KATEGORI', 'DIBUAT OLEH', 'STATUS', 'DIBUAT PADA', 'AKSI']);
    expect(screen.getByText('draf')).toHaveClass('ant-tag-gold');
    // dayjs's Indonesian month names
    expect(screen.getByText(/^4 Mei 2020, \d\d:\d\d$/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('id');
  });

  it("gives antd's own texts in Indonesian too (an empty table)", async () => {
    mockApi({ 'GET /api/users/me/sessions': [200, { status: 'Success', data: [] }] });
    renderScreen(<ProfilPage />, { user: speaking('id'), path: '/dashboard/profil' });
    await waitFor(() => expect(document.querySelector('.ant-table .ant-empty-description')).toHaveTextContent('Tidak ada data'));
    expect(screen.getByText('Sesi')).toBeInTheDocument();
    expect(button('Simpan')).toBeInTheDocument();
  });

  it('saves the choice from the top bar and switches at once', async () => {
    const calls = mockApi({
      'GET /api/blogs?page=1': onePost,
      'PUT /api/users/me/language': (body) => [
        200,
        { status: 'Success', message: 'Language saved', data: speaking((body as { language: DashboardLanguage }).language) },
      ],
    });
    const list = (
      <>
        <TopBar collapsed={false} onToggle={() => undefined} />
        <BlogListPage />
      </>
    );
    renderScreen(list, { user: speaking('en') });
    expect(await screen.findByText('Create new blog')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');

    openSelect('dashboard-language');
    fireEvent.click(await option('Bahasa Indonesia'));
    expect(await screen.findByText('Buat artikel baru')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Artikel' })).toBeInTheDocument();
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/api/users/me/language', body: { language: 'id' } }));
    expect(document.documentElement.lang).toBe('id');
  });

  it('goes back to the saved language when the API refuses the change', async () => {
    mockApi({ 'GET /api/blogs?page=1': onePost, 'PUT /api/users/me/language': [500, { status: 'Failed', error: true, code: 'internal', message: 'boom' }] });
    renderScreen(
      <>
        <TopBar collapsed={false} onToggle={() => undefined} />
        <BlogListPage />
      </>,
      { user: speaking('en') },
    );
    await screen.findByText('Create new blog');
    openSelect('dashboard-language');
    fireEvent.click(await option('Bahasa Indonesia'));
    expect(await screen.findByText('Saving the language failed!')).toBeInTheDocument();
    expect(await screen.findByText('Create new blog')).toBeInTheDocument();
  });

  it("follows the browser's language on the login page", async () => {
    const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['id-ID', 'en-US']);
    try {
      mockApi({});
      renderApp('/login/admin');
      expect(await screen.findByText('Belum punya akun? Hubungi organisasi Anda terlebih dahulu!')).toBeInTheDocument();
      expect(button('Masuk')).toBeInTheDocument();
      expect(screen.getByLabelText('Kata sandi')).toBeInTheDocument();
    } finally {
      languages.mockRestore();
    }
  });
});

describe('API failures by code', () => {
  it('shows the Indonesian text of a known code', async () => {
    await deleteAnswered('id', failure('blog.not_found', MESSAGES.blogNotFound));
    const shown = await toast();
    expect(within(shown).getByText('Gagal menghapus artikel!')).toBeInTheDocument();
    expect(within(shown).getByText('Artikel tidak ditemukan!')).toBeInTheDocument();
  });

  it("shows the API's English message for a code it does not know", async () => {
    await deleteAnswered('id', failure('blog.archived', 'This blog is archived'));
    const shown = await toast();
    expect(within(shown).getByText('Gagal menghapus artikel!')).toBeInTheDocument();
    expect(within(shown).getByText('This blog is archived')).toBeInTheDocument();
  });

  it("shows the API's own message in English, as before", async () => {
    await deleteAnswered('en', failure('blog.not_found', MESSAGES.blogNotFound));
    const shown = await toast();
    expect(within(shown).getByText(MESSAGES.blogDeleteFailed)).toBeInTheDocument();
    expect(within(shown).getByText(MESSAGES.blogNotFound)).toBeInTheDocument();
  });
});
