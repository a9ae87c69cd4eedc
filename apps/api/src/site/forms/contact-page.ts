import { LEAD_LIMITS, LEAD_MESSAGES, LEAD_PHONE_PATTERN } from '@csec/contracts';
import { escapeHtml } from '../html-text';
import { alertOf, consent, field, formDocument, HONEYPOT, input, textarea } from './form-page';
import type { LeadFormView } from './lead-form';

const TITLE = 'Send us a message';

/**
 * /contact's form as the server answers it when the page's script has not run: the confirmation, or
 * the form again with what was typed and why it was refused (the same fields, texts and rules as the
 * page's own form, ContactForm.tsx).
 */
export function renderContactPage(view: LeadFormView): string {
  return formDocument(TITLE, view.sent ? confirmation() : form(view));
}

function confirmation(): string {
  return `<div class="sent" role="status"><h1>Thank you</h1><p>${escapeHtml(LEAD_MESSAGES.contactSent)}</p>
<p><a href="/">Back to the home page</a> · <a href="/contact">Send another message</a></p></div>`;
}

function form({ values = {}, errors = {}, alert }: LeadFormView): string {
  return `<h1>${TITLE}</h1><p class="lead">Tell us who you are and what you need to protect.</p>
${alertOf(alert)}
<form method="post">
${field('name', 'Full name', errors, input('name', values, errors, `required maxlength="${LEAD_LIMITS.nameMax}" autocomplete="name" title="${LEAD_MESSAGES.nameRequired}"`))}
${field('organisation', 'Organisation', errors, input('organisation', values, errors, `required maxlength="${LEAD_LIMITS.organisationMax}" autocomplete="organization" title="${LEAD_MESSAGES.organisationRequired}"`))}
${field('email', 'E-mail', errors, input('email', values, errors, `type="email" required maxlength="${LEAD_LIMITS.emailMax}" autocomplete="email" title="${LEAD_MESSAGES.emailInvalid}"`))}
${field('phone', 'Phone (optional)', errors, input('phone', values, errors, `type="tel" maxlength="${LEAD_LIMITS.phoneMax}" autocomplete="tel" pattern="${escapeHtml(LEAD_PHONE_PATTERN.source)}" title="${escapeHtml(LEAD_MESSAGES.phoneInvalid)}"`))}
${field('message', 'Message', errors, textarea('message', values, errors, `required maxlength="${LEAD_LIMITS.messageMax}" title="${LEAD_MESSAGES.messageRequired}"`))}
${consent('I agree to be contacted by CSEC about my request.', values, errors, LEAD_MESSAGES.consentRequired)}
${HONEYPOT}
<button type="submit">Send message</button>
</form>`;
}
