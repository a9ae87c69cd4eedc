import { PREVIEW_MESSAGES, PREVIEW_TEXTS } from '@csec/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button } from '../test/button';
import { mockApi } from '../test/mockApi';
import { renderScreen } from '../test/renderScreen';
import { PreviewActions } from './PreviewActions';

const URL = 'https://www.csec.test/blog/preview/0dPq3nW7s8t5b-YH2m1kXo4cJ9aLzUeRvFgTiKyB6Qw';
const EXPIRES = '2026-11-27T12:44:00.000Z';
const made: [number, unknown] = [201, { status: 'Success', message: PREVIEW_MESSAGES.created, url: URL, expiresAt: EXPIRES }];

/** The open confirmation's question (antd writes a confirmation's title twice: in the dialog's header and in its body). */
const confirmation = () =>
  waitFor(() => expect(document.querySelector('.ant-modal-confirm-title')).toBeInTheDocument()).then(() => document.querySelector('.ant-modal-confirm-title'));

function setClipboard(clipboard: { writeText: jest.Mock } | undefined): void {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

describe('PreviewActions', () => {
  afterEach(() => {
    setClipboard(undefined);
    delete (window as Window & { __SITE_CONFIG__?: unknown }).__SITE_CONFIG__;
  });

  it("makes a link, copies it and says until when it works on the site's clock", async () => {
    Object.assign(window, { __SITE_CONFIG__: { timeZone: 'Asia/Jakarta' } });
    const writeText = jest.fn(() => Promise.resolve());
    setClipboard({ writeText });
    const calls = mockApi({ 'POST /api/blogs/9/preview': made });
    renderScreen(<PreviewActions blogId={9} />);

    fireEvent.click(button(PREVIEW_TEXTS.button));
    expect(await screen.findByText(PREVIEW_TEXTS.copied)).toBeInTheDocument();
    expect(screen.getByText(PREVIEW_TEXTS.worksUntil('27 November 2026, 19:44 (Asia/Jakarta)'))).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/blogs/9/preview']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the link in a dialog to copy by hand where there is no clipboard', async () => {
    mockApi({ 'POST /api/blogs/9/preview': made });
    renderScreen(<PreviewActions blogId={9} />);

    fireEvent.click(button(PREVIEW_TEXTS.button));
    const field = await screen.findByLabelText(PREVIEW_TEXTS.linkLabel);
    expect(field).toHaveValue(URL);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByText(PREVIEW_TEXTS.dialogHint)).toBeInTheDocument();
    // No site config here: the viewer's own clock, named.
    const viewersZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(
      screen.getByText(new RegExp(`^Anyone with the link can read the post, as last saved, until 27 November 2026, \\d\\d:44 \\(${viewersZone}\\)`)),
    ).toBeInTheDocument();
    expect(screen.queryByText(PREVIEW_TEXTS.copied)).not.toBeInTheDocument();

    fireEvent.click(button(PREVIEW_TEXTS.done));
    await waitFor(() => expect(screen.queryByLabelText(PREVIEW_TEXTS.linkLabel)).not.toBeInTheDocument());
  });

  it('shows the dialog too when the browser refuses the clipboard', async () => {
    setClipboard({ writeText: jest.fn(() => Promise.reject(new Error('NotAllowedError'))) });
    mockApi({ 'POST /api/blogs/9/preview': made });
    renderScreen(<PreviewActions blogId={9} />);
    fireEvent.click(button(PREVIEW_TEXTS.button));
    expect(await screen.findByLabelText(PREVIEW_TEXTS.linkLabel)).toHaveValue(URL);
  });

  it("says so when the link could not be made, with the server's reason", async () => {
    mockApi({
      'POST /api/blogs/9/preview': [403, { status: 'Failed', error: true, code: 'auth.forbidden', message: 'You do not have permission to do this' }],
    });
    renderScreen(<PreviewActions blogId={9} />);
    fireEvent.click(button(PREVIEW_TEXTS.button));
    expect(await screen.findByText(PREVIEW_TEXTS.failed)).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to do this')).toBeInTheDocument();
  });

  it('revokes the links once confirmed, and not when cancelled', async () => {
    const calls = mockApi({ 'DELETE /api/blogs/9/preview': [200, { status: 'Success', message: PREVIEW_MESSAGES.revoked }] });
    renderScreen(<PreviewActions blogId={9} />);

    fireEvent.click(button(PREVIEW_TEXTS.revoke));
    expect(await confirmation()).toHaveTextContent(PREVIEW_TEXTS.revokeConfirm);
    fireEvent.click(button(PREVIEW_TEXTS.revokeCancel));
    await waitFor(() => expect(document.querySelector('.ant-modal-confirm')).toBeNull());
    expect(calls).toEqual([]);

    fireEvent.click(button(PREVIEW_TEXTS.revoke));
    await confirmation();
    fireEvent.click(button(PREVIEW_TEXTS.revokeOk));
    expect(await screen.findByText(PREVIEW_MESSAGES.revoked)).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /api/blogs/9/preview']);
  });

  it('says so when revoking failed', async () => {
    mockApi({ 'DELETE /api/blogs/9/preview': [404, { status: 'Failed', error: true, code: 'blog.not_found', message: 'Blog Not Found!' }] });
    renderScreen(<PreviewActions blogId={9} />);
    fireEvent.click(button(PREVIEW_TEXTS.revoke));
    await confirmation();
    fireEvent.click(button(PREVIEW_TEXTS.revokeOk));
    expect(await screen.findByText(PREVIEW_TEXTS.revokeFailed)).toBeInTheDocument();
  });
});
