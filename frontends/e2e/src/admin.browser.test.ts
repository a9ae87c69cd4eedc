import * as crypto from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { API_MESSAGES, API_TOKEN_TEXTS, CATEGORY_TEXTS, INTEGRATION_TEXTS, MESSAGES, VALIDATION } from '@csec/contracts';
import { apiLogin, launchBrowser, startSite, type Site } from './harness';

/** A 1x1 PNG: the cover the author uploads through the file input. */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const AUTHOR = { username: 'fieldwriter', email: 'fieldwriter@e2e.test', password: 'author-password-1' };
const TITLE = 'Field notes from the SOC';

/** A toast (antd notification) with this title. */
function toast(page: Page, text: string) {
  return page.locator('.ant-notification-notice').filter({ hasText: text }).first();
}

/** A field's message under an antd form item. */
function fieldMessage(page: Page, text: string) {
  return page.locator('.ant-form-item-explain-error').filter({ hasText: text });
}

async function login(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto(`${baseUrl}/login/admin`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  // Enter submits, as the button does
  await page.getByLabel('Password').press('Enter');
}

/** Opens the antd select whose input has this id and picks an option by its label. */
async function choose(page: Page, selectId: string, label: string) {
  await page
    .locator('.ant-select')
    .filter({ has: page.locator(`#${selectId}`) })
    .click();
  await page.locator('.ant-select-item-option').filter({ hasText: label }).click();
}

describe('the staff dashboard', () => {
  let site: Site;
  let browser: Browser;
  let admin: BrowserContext;
  let author: BrowserContext;
  let authorPage: Page;
  let blogPath = '';
  /** A webhook receiver on this machine (the site is told private addresses are allowed), and what it got. */
  const hooks: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      hooks.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  let webhookSecret = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    [site, browser] = await Promise.all([startSite({ WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '100' }), launchBrowser()]);
    admin = await browser.newContext();
    author = await browser.newContext();
    authorPage = await author.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    await new Promise((resolve) => receiver.close(resolve));
  });

  it('logs the superadmin in and shows the dashboard with the Super Admin badge', async () => {
    const page = await admin.newPage();
    await login(page, site.baseUrl, site.superadmin.email, site.superadmin.password);
    await toast(page, MESSAGES.loginSuccess).waitFor();
    await page.waitForURL(`${site.baseUrl}/dashboard`);
    await page.getByText('Count 0 data').waitFor();
    expect(await page.locator('.ant-layout-header .ant-tag').textContent()).toBe('Super Admin');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  });

  it('creates an author account', async () => {
    const page = admin.pages()[0];
    await page.locator('.ant-menu').getByText('Users').click();
    await page.getByRole('button', { name: 'Create new user' }).click();
    await page.getByText('Action a User').waitFor();

    // the form's own checks first
    await page.getByRole('button', { name: 'Save' }).click();
    await fieldMessage(page, VALIDATION.usernameMin).waitFor();
    await fieldMessage(page, VALIDATION.roleRequired).waitFor();

    await page.getByLabel('Username').fill(AUTHOR.username);
    await page.getByLabel('Email').fill(AUTHOR.email);
    await page.getByLabel('Password', { exact: true }).fill(AUTHOR.password);
    await page.getByLabel('Confirmation Password').fill(AUTHOR.password);
    await choose(page, 'user-role', 'Author');
    await page.getByRole('button', { name: 'Save' }).click();

    await toast(page, MESSAGES.registrationSuccess).waitFor();
    await page.waitForURL(`${site.baseUrl}/dashboard/user`);
    await page.getByRole('cell', { name: AUTHOR.email }).waitFor();
    await page.getByText('Count 2 data').waitFor();
  });

  it("answers a wrong password with the server's message and stays on the login page", async () => {
    await login(authorPage, site.baseUrl, AUTHOR.email, 'not-the-password');
    await toast(authorPage, API_MESSAGES.invalidCredentials).waitFor();
    expect(new URL(authorPage.url()).pathname).toBe('/login/admin');
    expect(await authorPage.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  it('logs the author in, without the Users menu, and sends them away from /dashboard/user and /dashboard/categories', async () => {
    await login(authorPage, site.baseUrl, AUTHOR.email, AUTHOR.password);
    await authorPage.waitForURL(`${site.baseUrl}/dashboard`);
    expect(await authorPage.locator('.ant-layout-header .ant-tag').textContent()).toBe('Author');
    expect(await authorPage.locator('.ant-menu a').allTextContents()).toEqual(['Blogs', 'Profil']);

    for (const screen of ['user', 'categories']) {
      await authorPage.goto(`${site.baseUrl}/dashboard/${screen}`);
      await authorPage.waitForURL(`${site.baseUrl}/dashboard`);
      await authorPage.getByRole('button', { name: 'Create new blog' }).waitFor();
    }
  });

  it("shows the author another's post read-only: no action that would be refused", async () => {
    const token = await admin.pages()[0].evaluate(() => localStorage.getItem('accessToken'));
    const made = await fetch(`${site.baseUrl}/api/blogs`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Superadmin briefing', content: '<p>For staff.</p>' }),
    });
    const { blogId } = (await made.json()) as { blogId: number };
    const page = authorPage;
    await page.reload();
    await page.getByRole('link', { name: 'Open blog Superadmin briefing (read-only)' }).click();
    await page.getByText(VALIDATION.notYourPost).waitFor();
    for (const action of ['Save', 'Publish', 'Schedule', 'History', 'Preview', 'Delete']) {
      expect([action, await page.getByRole('button', { name: action, exact: true }).count()]).toEqual([action, 0]);
    }
    expect(await page.getByRole('button', { name: /Add Category/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back' }).click();
    expect(await page.getByRole('button', { name: 'Delete blog Superadmin briefing' }).isDisabled()).toBe(true);
    await fetch(`${site.baseUrl}/api/blogs/${blogId}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    await page.reload();
    await page.getByText('Count 0 data').waitFor();
  });

  it('saves a draft and names what publishing still needs, field by field', async () => {
    const page = authorPage;
    await page.getByRole('button', { name: 'Create new blog' }).click();
    await page.getByText('Action a Blog').waitFor();

    await page.getByRole('button', { name: 'Publish' }).click();
    await toast(page, VALIDATION.saveBeforePublish).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await fieldMessage(page, VALIDATION.titleRequired).waitFor();

    await page.getByLabel('Title').fill(TITLE);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast(page, MESSAGES.blogSaved).waitFor();
    await page.waitForURL('**/dashboard/blog/edit/field-notes-from-the-soc');
    blogPath = new URL(page.url()).pathname;

    await page.getByRole('button', { name: 'Publish' }).click();
    await toast(page, VALIDATION.checkErrorInput).waitFor();
    await fieldMessage(page, VALIDATION.categoryRequiredToPublish).waitFor();
    await fieldMessage(page, VALIDATION.contentRequiredToPublish).waitFor();
    await fieldMessage(page, VALIDATION.coverRequiredToPublish).waitFor();

    await page.locator('.ql-editor').click();
    await page.keyboard.type('Three incidents this week, all contained.');
    // antd animates a message out, so wait for it to leave rather than count it at once
    await fieldMessage(page, VALIDATION.contentRequiredToPublish).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Publish' }).click();
    await toast(page, VALIDATION.saveBeforePublish).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();

    await page.getByLabel('Cover image').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: TINY_PNG });
    await toast(page, MESSAGES.uploadSuccess).waitFor();
    await page.getByText('cover.png').waitFor();
    expect(await page.getByAltText('Cover preview').getAttribute('src')).toMatch(/^\/uploads\/.+\.png$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Publish' }).click();
    await fieldMessage(page, VALIDATION.categoryRequiredToPublish).waitFor();
    await fieldMessage(page, VALIDATION.coverRequiredToPublish).waitFor({ state: 'detached' });
    expect(await fieldMessage(page, VALIDATION.contentRequiredToPublish).count()).toBe(0);
  });

  it('inserts editor images through the upload, full width, and refuses other formats with an alert', async () => {
    const page = authorPage;
    await page.locator('.ql-editor').press('End');
    let chooser = page.waitForEvent('filechooser');
    await page.locator('.ql-toolbar button.ql-image').click();
    await (await chooser).setFiles({ name: 'figure.png', mimeType: 'image/png', buffer: TINY_PNG });
    const image = page.locator('.ql-editor img');
    await image.waitFor();
    expect(await image.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f-]+\.png$/);
    expect(await image.getAttribute('width')).toBe('100%');

    // the alert blocks the page until answered, so it is dismissed the moment it opens
    const alerted = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    chooser = page.waitForEvent('filechooser');
    await page.locator('.ql-toolbar button.ql-image').click();
    await (await chooser).setFiles({ name: 'figure.gif', mimeType: 'image/gif', buffer: TINY_PNG });
    expect(await alerted).toBe(VALIDATION.uploadFormat);
    expect(await image.count()).toBe(1);
  });

  it('adds a webhook on the Integrations screen and shows its signing secret once', async () => {
    const page = admin.pages()[0];
    await page.locator('.ant-menu').getByText(INTEGRATION_TEXTS.title).click();
    await page.waitForURL(`${site.baseUrl}/dashboard/integrations`);
    await page.getByRole('button', { name: INTEGRATION_TEXTS.add }).click();
    const dialog = page.locator('.ant-modal');
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/csec`;
    await dialog.getByLabel(INTEGRATION_TEXTS.urlLabel).fill(url);
    await dialog.getByLabel(/^post\.published/).check();
    await dialog.getByRole('button', { name: INTEGRATION_TEXTS.add }).click();
    webhookSecret = (await page.getByTestId('shown-secret').textContent()) ?? '';
    expect(webhookSecret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: INTEGRATION_TEXTS.secretDone }).click();
    await page.getByText(url).waitFor();
    expect(await page.getByTestId('shown-secret').count()).toBe(0);
  });

  it('makes an API token on the Integrations screen, shown once, that opens only its scope, and revokes it', async () => {
    const page = admin.pages()[0];
    await page.getByRole('button', { name: API_TOKEN_TEXTS.add }).click();
    const dialog = page.locator('.ant-modal');
    await dialog.getByLabel(API_TOKEN_TEXTS.nameLabel).fill('Partner site');
    await dialog.getByLabel(/^content:read/).check();
    await dialog.getByRole('button', { name: API_TOKEN_TEXTS.add }).click();
    const token = (await page.getByTestId('shown-secret').textContent()) ?? '';
    await page.getByRole('button', { name: INTEGRATION_TEXTS.secretDone }).click();
    const call = (path: string) => fetch(`${site.baseUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await call('/api/blogs')).status).toBe(200);
    expect((await call('/api/users')).status).toBe(403);

    await page.getByRole('button', { name: `${API_TOKEN_TEXTS.revoke} Partner site` }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: API_TOKEN_TEXTS.revoke }).click();
    await page.locator('.ant-tag').filter({ hasText: API_TOKEN_TEXTS.revoked }).waitFor();
    // Each process trusts what it read of a token for at most a second.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await call('/api/blogs')).status).toBe(401);
  });

  it('publishes the post once it has a category and is saved', async () => {
    const page = authorPage;
    await choose(page, 'blog-category', 'Insight');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Publish' }).click();
    await toast(page, MESSAGES.published).waitFor();
    await page.getByText(VALIDATION.publishedLocked).waitFor();
  });

  it('manages categories on their own screen: counts, field errors in words, rename with the old tag URL kept, delete', async () => {
    const page = admin.pages()[0];
    await page.locator('.ant-menu').getByText(CATEGORY_TEXTS.title).click();
    await page.waitForURL(`${site.baseUrl}/dashboard/categories`);
    const row = (name: string) => page.locator('tr').filter({ has: page.getByRole('cell', { name, exact: true }) });
    // The author's published post holds Insight: it cannot be deleted, and the screen says why.
    await row('Insight').getByText(CATEGORY_TEXTS.inUse(1)).waitFor();
    expect(await row('Insight').getByRole('button', { name: 'Delete Insight' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: CATEGORY_TEXTS.add }).click();
    const dialog = page.locator('.ant-modal');
    await dialog.getByRole('button', { name: CATEGORY_TEXTS.add }).click();
    await fieldMessage(page, API_MESSAGES.categoryNameRequired).waitFor();
    await fieldMessage(page, API_MESSAGES.categoryDescriptionRequired).waitFor();
    await dialog.getByLabel(CATEGORY_TEXTS.nameLabel, { exact: true }).fill('Field Research');
    await dialog.getByLabel(CATEGORY_TEXTS.descriptionLabel, { exact: true }).fill('Notes from engagements');
    await dialog.getByRole('button', { name: CATEGORY_TEXTS.add }).click();
    await toast(page, MESSAGES.categoryCreated).waitFor();
    await row('Field Research').getByText(CATEGORY_TEXTS.notListed).waitFor();

    await row('Field Research').getByRole('button', { name: 'Edit Field Research' }).click();
    await dialog.getByLabel(CATEGORY_TEXTS.nameLabel, { exact: true }).fill('Field Studies');
    await dialog.getByRole('button', { name: CATEGORY_TEXTS.save }).click();
    await toast(page, CATEGORY_TEXTS.updated).waitFor();
    await row('Field Studies').waitFor();
    const old = await fetch(`${site.baseUrl}/blog/tag/field%20research`, { redirect: 'manual' });
    expect([old.status, old.headers.get('location')]).toEqual([301, '/blog/tag/field%20studies']);
    // No published post in it: the public sidebar leaves it out.
    const sidebar = (await (await fetch(`${site.baseUrl}/api/blogs/publish/sidebar`)).json()) as { data: { categories: { name: string }[] } };
    expect(sidebar.data.categories.map((category) => category.name)).toEqual(['Insight']);

    await row('Field Studies').getByRole('button', { name: 'Delete Field Studies' }).click();
    await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, MESSAGES.categoryDeleted).waitFor();
    await row('Field Studies').waitFor({ state: 'detached' });
  });

  it('delivers the publish to the webhook, signed, and lists the delivery on the Integrations screen', async () => {
    const page = admin.pages()[0];
    await page.locator('.ant-menu').getByText(INTEGRATION_TEXTS.title).click();
    await page.getByRole('button', { name: /^Deliveries / }).click();
    await page.locator('.ant-drawer-open').getByText(INTEGRATION_TEXTS.stateLabels.succeeded).waitFor();
    const delivery = hooks.find((hook) => hook.headers['x-csec-event'] === 'post.published');
    const [t, v1] = String(delivery?.headers['x-csec-signature'])
      .split(',')
      .map((part) => part.split('=')[1]);
    expect(v1).toBe(crypto.createHmac('sha256', webhookSecret).update(`${t}.${delivery?.body}`).digest('hex'));
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({ event: 'post.published', data: { title: TITLE } });
    await page.keyboard.press('Escape');
  });

  it('shows the post on the public blog', async () => {
    const page = await author.newPage();
    await page.goto(`${site.baseUrl}/blog`);
    await page.getByText(TITLE).first().click();
    await page.waitForURL(`${site.baseUrl}/blog/field-notes-from-the-soc`);
    await page.getByText('Three incidents this week, all contained.').waitFor();
    await page.close();
  });

  it('keeps a published post locked in the editor', async () => {
    const page = authorPage;
    await page.goto(`${site.baseUrl}${blogPath}`);
    await page.getByText(VALIDATION.publishedLocked).waitFor();
    expect(await page.getByLabel('Title').isDisabled()).toBe(true);
    expect(await page.locator('.ql-editor').getAttribute('contenteditable')).toBe('false');
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Choose cover' }).isDisabled()).toBe(true);
  });

  it('switches the post back to draft, which takes it off the public blog', async () => {
    const page = authorPage;
    await page.getByRole('button', { name: 'Draft' }).click();
    await toast(page, MESSAGES.drafted).waitFor();
    await page.getByText(VALIDATION.publishedLocked).waitFor({ state: 'detached' });
    expect(await page.getByLabel('Title').isDisabled()).toBe(false);
    const response = await fetch(`${site.baseUrl}/api/blogs/publish/field-notes-from-the-soc`);
    expect(response.status).toBe(404);
  });

  it('in the Indonesian dashboard, translates the post and publishes the translation on its own', async () => {
    const page = authorPage;
    await page.goto(`${site.baseUrl}${blogPath}`);
    await choose(page, 'dashboard-language', 'Bahasa Indonesia');
    // The editor speaks Indonesian, down to antd's own texts.
    await page.getByText('Kelola Artikel').waitFor();
    await page.getByRole('button', { name: /Terjemahkan ke bahasa Indonesia/ }).click();
    await toast(page, 'Draf terjemahan telah dibuat!').waitFor();
    await page.waitForURL('**/dashboard/blog/edit/field-notes-from-the-soc?lang=id');
    await page.getByRole('button', { name: /Buka versi bahasa Inggris/ }).waitFor();

    await page.getByLabel('Judul').fill('Catatan lapangan dari SOC');
    await page.locator('.ql-editor').click();
    await page.keyboard.type('Tiga insiden minggu ini, semuanya tertangani.');
    await page.getByRole('button', { name: 'Simpan' }).click();
    await toast(page, 'Artikel berhasil disimpan!').waitFor();
    await page.waitForURL('**/dashboard/blog/edit/catatan-lapangan-dari-soc?lang=id');
    await page.getByRole('button', { name: 'Terbitkan' }).click();
    await toast(page, 'Artikel berhasil diterbitkan!').waitFor();
    expect((await fetch(`${site.baseUrl}/id/blog/catatan-lapangan-dari-soc`)).status).toBe(200);
    // The English post is a draft: a published translation stands on its own.
    expect((await fetch(`${site.baseUrl}/blog/field-notes-from-the-soc`)).status).toBe(404);

    // The list shows each post's language and its translation.
    await page.locator('.ant-menu a', { hasText: 'Artikel' }).click();
    await page.getByRole('link', { name: 'Terjemahan: Inggris' }).waitFor();
    // Back to English, and the translation gone, for the tests after this one.
    const token = await apiLogin(site.baseUrl, AUTHOR.email, AUTHOR.password);
    const translation = await fetch(`${site.baseUrl}/api/blogs/catatan-lapangan-dari-soc?lang=id`, { headers: { Authorization: `Bearer ${token}` } });
    const { data } = (await translation.json()) as { data: { blogId: number } };
    await fetch(`${site.baseUrl}/api/blogs/${data.blogId}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
    await choose(page, 'dashboard-language', 'English');
    await page.getByText('Create new blog').waitFor();
    await page.goto(`${site.baseUrl}${blogPath}`);
    await page.getByText('Action a Blog').waitFor();
  });

  it('deletes the post after the confirmation', async () => {
    const page = authorPage;
    await page.getByRole('link', { name: 'Back' }).click();
    await page.waitForURL(`${site.baseUrl}/dashboard`);
    await page.getByRole('button', { name: `Delete blog ${TITLE}` }).click();
    expect(await page.locator('.ant-modal-confirm-title').textContent()).toBe(`Are you sure to delete this '${TITLE}' blog?`);
    await page.getByRole('button', { name: 'Cancel' }).waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, MESSAGES.blogDeleted).waitFor();
    await page.getByText('Belum terdapat data yang dibuat.').waitFor();
    await page.getByText('Count 0 data').waitFor();
  });

  it('logs out to the public home page and forgets the token', async () => {
    const page = authorPage;
    await page.locator('.ant-menu').getByText('Logout').click();
    await page.waitForURL(`${site.baseUrl}/`);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.goto(`${site.baseUrl}/dashboard`);
    await page.waitForURL(`${site.baseUrl}/login/admin`);
  });
});
