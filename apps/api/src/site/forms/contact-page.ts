import { LANGUAGE_PREFIX, LEAD_LIMITS, LEAD_PHONE_PATTERN, type SiteLanguage } from '@csec/contracts';
import { escapeHtml } from '../html-text';
import { alertOf, consent, field, formDocument, HONEYPOT, input, textarea } from './form-page';
import { FORM_TEXTS, type FormTexts } from './form-texts';
import type { LeadFormView } from './lead-form';

/**
 * /contact's form as the server answers it when the page's script has not run: the confirmation, or
 * the form again with what was typed and why it was refused (the same fields, texts and rules as the
 * page's own form, ContactForm.tsx).
 */
export function renderContactPage(view: LeadFormView, language: SiteLanguage): string {
  const t = FORM_TEXTS[language];
  return formDocument(t.contact.title, view.sent ? confirmation(t, LANGUAGE_PREFIX[language]) : form(view, t), language);
}

function confirmation(t: FormTexts, prefix: string): string {
  return `<div class="sent" role="status"><h1>${t.thankYou}</h1><p>${escapeHtml(t.messages.contactSent)}</p>
<p><a href="${prefix || '/'}">${t.contact.home}</a> · <a href="${prefix}/contact">${t.contact.another}</a></p></div>`;
}

function form({ values = {}, errors = {}, alert }: LeadFormView, t: FormTexts): string {
  const m = t.messages;
  return `<h1>${t.contact.title}</h1><p class="lead">${t.contact.lead}</p>
${alertOf(alert)}
<form method="post">
${field('name', t.name, errors, input('name', values, errors, `required maxlength="${LEAD_LIMITS.nameMax}" autocomplete="name" title="${m.nameRequired}"`))}
${field('organisation', t.organisation, errors, input('organisation', values, errors, `required maxlength="${LEAD_LIMITS.organisationMax}" autocomplete="organization" title="${m.organisationRequired}"`))}
${field('email', t.email, errors, input('email', values, errors, `type="email" required maxlength="${LEAD_LIMITS.emailMax}" autocomplete="email" title="${m.emailInvalid}"`))}
${field('phone', t.optional(t.phone), errors, input('phone', values, errors, `type="tel" maxlength="${LEAD_LIMITS.phoneMax}" autocomplete="tel" pattern="${escapeHtml(LEAD_PHONE_PATTERN.source)}" title="${escapeHtml(m.phoneInvalid)}"`))}
${field('message', t.message, errors, textarea('message', values, errors, `required maxlength="${LEAD_LIMITS.messageMax}" title="${m.messageRequired}"`))}
${consent(t.contact.consent, values, errors, m.consentRequired)}
${HONEYPOT}
<button type="submit">${t.contact.send}</button>
</form>`;
}
