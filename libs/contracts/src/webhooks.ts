/**
 * Webhooks: signed deliveries of domain events to the URLs admin-level staff register
 * (POST /api/webhooks, the dashboard's Integrations screen).
 */
export const WEBHOOK_EVENTS = ['post.published', 'post.unpublished', 'post.updated', 'post.deleted', 'lead.created'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'post.published': 'A post is published (now or at its scheduled time)',
  'post.unpublished': 'A published post goes back to draft',
  'post.updated': "A published post's public fields change: its category or author is renamed, or its published translation appears or goes",
  'post.deleted': 'A post is deleted',
  'lead.created': 'A visitor sends the registration or contact form',
};

/** The headers of every delivery; the signature is `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`. */
export const WEBHOOK_HEADERS = { signature: 'X-CSEC-Signature', event: 'X-CSEC-Event', delivery: 'X-CSEC-Delivery' } as const;

/** A receiver refuses a signature older than this (replayed), as the documentation's receiver does. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export const WEBHOOK_LIMITS = {
  urlMax: 2048,
  /** Bytes of a receiver's answer read and kept for the delivery log; the rest is dropped. */
  responseBodyMax: 64 * 1024,
  /** Characters of a receiver's answer (or of an error) shown in the delivery log. */
  logExcerptMax: 500,
} as const;

/** A delivery's state: waiting for its (next) attempt, answered with a 2xx, or given up after its last attempt. */
export const WEBHOOK_DELIVERY_STATES = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryState = (typeof WEBHOOK_DELIVERY_STATES)[number];

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'The webhook URL must be an http(s) address such as https://hooks.example.com/csec',
  urlForbidden: 'The webhook URL leads to a private, loopback, link-local or metadata address, which webhooks may not reach',
  urlUnresolvable: 'The webhook URL names a host that could not be found',
  eventsRequired: `Choose at least one event: ${WEBHOOK_EVENTS.join(', ')}`,
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  created: 'Webhook added: copy its signing secret now, it is shown only once',
  updated: 'Webhook saved',
  deleted: 'Webhook deleted',
  redelivered: 'Delivery queued to be sent again',
} as const;

/** The dashboard's Integrations screen (admin-level). */
export const INTEGRATION_TEXTS = {
  title: 'Integrations',
  webhooksTitle: 'Webhooks',
  webhooksIntro: 'Each event is POSTed as JSON to the address, signed with the webhook’s secret (X-CSEC-Signature).',
  add: 'Add webhook',
  edit: 'Edit',
  delete: 'Delete',
  deliveries: 'Deliveries',
  rollSecret: 'New secret',
  save: 'Save',
  cancel: 'Cancel',
  urlLabel: 'URL',
  eventsLabel: 'Events',
  addTitle: 'Add a webhook',
  editTitle: 'Edit the webhook',
  fromEnvironment: 'LEADS_WEBHOOK_URL',
  empty: 'No webhooks yet.',
  loadFailed: 'Failed to get the webhooks',
  saveFailed: 'Saving the webhook failed!',
  deleteFailed: 'Deleting the webhook failed!',
  deleteConfirm: (url: string) => `Delete the webhook to ${url} and its delivery log?`,
  rollConfirm: 'Make a new signing secret? The old one stops working at once: deliveries are signed with the new one from now on.',
  secretTitle: 'Signing secret',
  secretNote: 'Copy it now: it is shown only this once. Receivers check X-CSEC-Signature with it.',
  secretDone: 'I have copied it',
  deliveriesTitle: (url: string) => `Deliveries to ${url}`,
  deliveriesEmpty: 'Nothing sent yet.',
  deliveriesFailed: 'Failed to get the deliveries',
  redeliver: 'Send again',
  redeliverFailed: 'Sending again failed!',
  attemptsColumn: 'Attempts',
  stateLabels: { pending: 'pending', succeeded: 'delivered', failed: 'failed' } satisfies Record<WebhookDeliveryState, string>,
  nextAttempt: (when: string) => `next attempt ${when}`,
  noAnswer: 'no answer',
} as const;
