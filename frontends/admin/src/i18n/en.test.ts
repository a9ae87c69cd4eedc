import {
  ACTIVITY_ACTION_LABELS,
  ACTIVITY_ACTIONS,
  API_TOKEN_SCOPE_LABELS,
  API_TOKEN_SCOPES,
  API_TOKEN_TEXTS,
  CATEGORY_TEXTS,
  CLOCK_TEXTS,
  INTEGRATION_TEXTS,
  MESSAGES,
  PREVIEW_TEXTS,
  ROLES,
  SCHEDULE_TEXTS,
  SECURITY_UI,
  VALIDATION,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  roleLabel,
} from '@csec/contracts';
import { i18n } from './i18n';

/** English is the contracts' texts, byte for byte: the interpolated ones say what the contracts' functions say. */
describe('the English texts', () => {
  const t = i18n.getFixedT('en');

  it("are the spec's messages themselves", () => {
    for (const [key, text] of Object.entries(MESSAGES)) expect(t(`messages.${key}` as never)).toBe(text);
    for (const [key, text] of Object.entries(VALIDATION)) expect(t(`validation.${key}` as never)).toBe(text);
  });

  it('say what the contracts functions say', () => {
    expect(t('security.onHint', { count: 7 })).toBe(SECURITY_UI.onHint(7));
    expect(t('security.confirmEndSession', { browser: 'Firefox 133 on Linux' })).toBe(SECURITY_UI.confirmEndSession('Firefox 133 on Linux'));
    expect(t('categories.editTitle', { name: 'Insight' })).toBe(CATEGORY_TEXTS.editTitle('Insight'));
    expect(t('categories.deleteConfirm', { name: 'Insight' })).toBe(CATEGORY_TEXTS.deleteConfirm('Insight'));
    for (const count of [1, 2, 12]) expect(t('categories.inUse', { count })).toBe(CATEGORY_TEXTS.inUse(count));
    expect(t('preview.worksUntil', { until: '1 May 2026, 10:00' })).toBe(PREVIEW_TEXTS.worksUntil('1 May 2026, 10:00'));
    expect(t('schedule.scheduledFor', { time: '1 May 2026, 10:00' })).toBe(SCHEDULE_TEXTS.scheduledFor('1 May 2026, 10:00'));
    expect(t('apiTokens.revokeConfirm', { name: 'CRM sync' })).toBe(API_TOKEN_TEXTS.revokeConfirm('CRM sync'));
    expect(t('integrations.deleteConfirm', { url: 'https://x.test/h' })).toBe(INTEGRATION_TEXTS.deleteConfirm('https://x.test/h'));
    expect(t('integrations.deliveriesTitle', { url: 'https://x.test/h' })).toBe(INTEGRATION_TEXTS.deliveriesTitle('https://x.test/h'));
    expect(t('integrations.nextAttempt', { when: 'soon' })).toBe(INTEGRATION_TEXTS.nextAttempt('soon'));
    expect(t('clock.timesIn', { timeZone: 'Asia/Jakarta' })).toBe(CLOCK_TEXTS.timesIn('Asia/Jakarta'));
  });

  it("name roles, activity actions, token scopes and webhook events as the contracts do (their ':' and '.' read as nesting)", () => {
    for (const role of ROLES) expect(t(`roles.${role}`)).toBe(roleLabel(role));
    for (const action of ACTIVITY_ACTIONS) expect(t(`activity.actions.${action}`)).toBe(ACTIVITY_ACTION_LABELS[action]);
    for (const scope of API_TOKEN_SCOPES) expect(t(`apiTokens.scopes.${scope.replace(':', '.')}` as never)).toBe(API_TOKEN_SCOPE_LABELS[scope]);
    for (const event of WEBHOOK_EVENTS) expect(t(`integrations.events.${event}`)).toBe(WEBHOOK_EVENT_LABELS[event]);
  });
});
