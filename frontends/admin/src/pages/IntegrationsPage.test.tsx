import { API_TOKEN_MESSAGES, API_TOKEN_TEXTS, INTEGRATION_TEXTS, WEBHOOK_MESSAGES } from '@csec/contracts';
import type { IntegrationView, WebhookDelivery, WebhookView } from '@csec/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatFullDate } from '../lib/formatDate';
import { button, buttonIn } from '../test/button';
import { mockApi } from '../test/mockApi';
import { renderScreen, staffUser } from '../test/renderScreen';
import IntegrationsPage from './IntegrationsPage';

const at = '2026-11-27T03:04:05.000Z';
const hook = (id: number, url: string, patch: Partial<WebhookView> = {}): WebhookView => ({
  id,
  url,
  events: ['post.published'],
  fromEnvironment: false,
  createdAt: at,
  updatedAt: at,
  ...patch,
});
const listed = (rows: WebhookView[] | IntegrationView[]): [number, unknown] => [200, { status: 'Success', data: rows }];
const NO_TOKENS = { 'GET /api/integrations': listed([]) };

function renderIntegrations() {
  return renderScreen(<IntegrationsPage />, { path: '/dashboard/integrations', user: staffUser({ role: 'admin' }) });
}

const shown = (selector: string) =>
  waitFor(() => {
    const found = document.querySelector(selector);
    if (!found) throw new Error(`nothing matches ${selector}`);
    return found as HTMLElement;
  });
const errorsShown = () => Array.from(document.querySelectorAll('.ant-modal .ant-form-item-explain-error'), (node) => node.textContent);

describe('IntegrationsPage', () => {
  it('adds a webhook: each refused field says why, then the secret is shown once with Copy', async () => {
    let rows = [hook(1, 'http://crm.internal/leads', { events: ['lead.created'], fromEnvironment: true })];
    const calls = mockApi({
      ...NO_TOKENS,
      'GET /api/webhooks': () => listed(rows),
      'POST /api/webhooks': (body) => {
        const { url, events } = body as { url: string; events: WebhookView['events'] };
        if (url.includes('169.254')) return [400, { status: 'Failed', error: true, code: 'webhook.url_forbidden', message: WEBHOOK_MESSAGES.urlForbidden }];
        rows = [...rows, hook(2, url, { events })];
        return [201, { status: 'Success', message: WEBHOOK_MESSAGES.created, data: { ...hook(2, url, { events }), secret: 'whsec_shown_once' } }];
      },
    });
    renderIntegrations();
    expect(await screen.findByText('http://crm.internal/leads')).toBeInTheDocument();
    expect(screen.getByText(INTEGRATION_TEXTS.fromEnvironment)).toBeInTheDocument();

    fireEvent.click(button(INTEGRATION_TEXTS.add));
    const dialog = await shown('.ant-modal');
    fireEvent.click(buttonIn(dialog, INTEGRATION_TEXTS.add));
    await waitFor(() => expect(errorsShown()).toEqual([WEBHOOK_MESSAGES.urlInvalid, WEBHOOK_MESSAGES.eventsRequired]));

    fireEvent.change(within(dialog).getByLabelText(INTEGRATION_TEXTS.urlLabel), { target: { value: 'http://169.254.169.254/latest' } });
    fireEvent.click(within(dialog).getByLabelText(/^post\.published/));
    fireEvent.click(buttonIn(dialog, INTEGRATION_TEXTS.add));
    await waitFor(() => expect(errorsShown()).toEqual([WEBHOOK_MESSAGES.urlForbidden]));

    fireEvent.change(within(dialog).getByLabelText(INTEGRATION_TEXTS.urlLabel), { target: { value: ' https://hooks.example.com/csec ' } });
    fireEvent.click(buttonIn(dialog, INTEGRATION_TEXTS.add));
    expect(await screen.findByTestId('shown-secret')).toHaveTextContent('whsec_shown_once');
    expect(screen.getByText(INTEGRATION_TEXTS.secretNote)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ url: 'https://hooks.example.com/csec', events: ['post.published'] });
    fireEvent.click(button(INTEGRATION_TEXTS.secretDone));
    expect(await screen.findByText('https://hooks.example.com/csec')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('shown-secret')).not.toBeInTheDocument());
  });

  it('rolls a secret after asking, and shows the new one once', async () => {
    const calls = mockApi({
      ...NO_TOKENS,
      'GET /api/webhooks': listed([hook(3, 'https://hooks.example.com/a')]),
      'PATCH /api/webhooks/3': [
        200,
        { status: 'Success', message: WEBHOOK_MESSAGES.updated, data: { ...hook(3, 'https://hooks.example.com/a'), secret: 'whsec_rolled' } },
      ],
    });
    renderIntegrations();
    await screen.findByText('https://hooks.example.com/a');
    fireEvent.click(button(`${INTEGRATION_TEXTS.rollSecret} https://hooks.example.com/a`));
    const asked = await shown('.ant-modal-confirm');
    expect(asked).toHaveTextContent(INTEGRATION_TEXTS.rollConfirm);
    fireEvent.click(buttonIn(asked, INTEGRATION_TEXTS.rollSecret));
    expect(await screen.findByTestId('shown-secret')).toHaveTextContent('whsec_rolled');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ rollSecret: true });
  });

  it("shows a webhook's deliveries with every attempt on the site's clock, and sends one again", async () => {
    const failed: WebhookDelivery = {
      id: 'd-1',
      event: 'post.published',
      state: 'failed',
      createdAt: at,
      nextAttemptAt: null,
      payload: '{}',
      attempts: [
        { attemptedAt: at, statusCode: 500, durationMs: 12, error: 'refused with 500' },
        { attemptedAt: '2026-11-27T03:05:05.000Z', statusCode: null, durationMs: 5000, error: 'no answer within 5000 ms' },
      ],
    };
    const calls = mockApi({
      ...NO_TOKENS,
      'GET /api/webhooks': listed([hook(4, 'https://hooks.example.com/b')]),
      'GET /api/webhooks/4/deliveries?page=1': [200, { status: 'Success', data: [failed], totalPages: 1, countData: 1 }],
      'POST /api/webhooks/4/deliveries/d-1/redeliver': [200, { status: 'Success', message: WEBHOOK_MESSAGES.redelivered }],
    });
    renderIntegrations();
    await screen.findByText('https://hooks.example.com/b');
    fireEvent.click(button(`${INTEGRATION_TEXTS.deliveries} https://hooks.example.com/b`));
    const drawer = await shown('.ant-drawer-open');
    expect(await within(drawer).findByText(INTEGRATION_TEXTS.stateLabels.failed)).toBeInTheDocument();
    expect(within(drawer).getByText(`${formatFullDate(at)}: HTTP 500, 12 ms (refused with 500)`)).toBeInTheDocument();
    expect(within(drawer).getByText(/no answer, 5000 ms \(no answer within 5000 ms\)/)).toBeInTheDocument();
    expect(within(drawer).getByTestId('zone-note')).toBeInTheDocument();
    fireEvent.click(buttonIn(drawer, `${INTEGRATION_TEXTS.redeliver} d-1`));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/redeliver'))).toBe(true));
  });

  it('makes an API token (each refused field says why), shows it once, and revokes one after asking', async () => {
    const row = (id: number, name: string, patch: Partial<IntegrationView> = {}): IntegrationView => ({
      id,
      name,
      scopes: ['content:read'],
      prefix: 'csec_abcdefg',
      createdBy: 'superadmin',
      createdAt: at,
      expiresAt: null,
      lastUsedAt: null,
      lastUsedIp: null,
      revokedAt: null,
      ...patch,
    });
    let rows = [row(1, 'Partner site', { lastUsedAt: at, lastUsedIp: '203.0.113.9' })];
    const calls = mockApi({
      'GET /api/webhooks': listed([]),
      'GET /api/integrations': () => listed(rows),
      'POST /api/integrations': (body) => {
        const { name, scopes } = body as { name: string; scopes: IntegrationView['scopes'] };
        rows = [row(2, name, { scopes }), ...rows];
        return [201, { status: 'Success', message: API_TOKEN_MESSAGES.created, data: { ...rows[0], token: 'csec_the_token_once' } }];
      },
      'DELETE /api/integrations/1': () => {
        rows = rows.map((r) => (r.id === 1 ? { ...r, revokedAt: at } : r));
        return [200, { status: 'Success', message: API_TOKEN_MESSAGES.revoked }];
      },
    });
    renderIntegrations();
    expect(await screen.findByText('Partner site')).toBeInTheDocument();
    expect(screen.getByText(`${formatFullDate(at)} (203.0.113.9)`)).toBeInTheDocument();

    fireEvent.click(button(API_TOKEN_TEXTS.add));
    const dialog = await shown('.ant-modal');
    fireEvent.click(buttonIn(dialog, API_TOKEN_TEXTS.add));
    await waitFor(() => expect(errorsShown()).toEqual([API_TOKEN_MESSAGES.nameRequired, API_TOKEN_MESSAGES.scopesRequired]));
    fireEvent.change(within(dialog).getByLabelText(API_TOKEN_TEXTS.nameLabel), { target: { value: ' CRM sync ' } });
    fireEvent.click(within(dialog).getByLabelText(/^leads:read/));
    fireEvent.click(buttonIn(dialog, API_TOKEN_TEXTS.add));
    expect(await screen.findByTestId('shown-secret')).toHaveTextContent('csec_the_token_once');
    expect(screen.getByText(API_TOKEN_TEXTS.tokenNote)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'CRM sync', scopes: ['leads:read'] });
    fireEvent.click(button(INTEGRATION_TEXTS.secretDone));
    expect(await screen.findByText('CRM sync')).toBeInTheDocument();

    fireEvent.click(button(`${API_TOKEN_TEXTS.revoke} Partner site`));
    const asked = await shown('.ant-modal-confirm');
    expect(asked).toHaveTextContent(API_TOKEN_TEXTS.revokeConfirm('Partner site'));
    fireEvent.click(buttonIn(asked, API_TOKEN_TEXTS.revoke));
    expect(await screen.findByText(API_TOKEN_TEXTS.revoked)).toBeInTheDocument();
  });
});
