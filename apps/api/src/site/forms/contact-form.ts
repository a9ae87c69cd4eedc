import { renderContactPage } from './contact-page';
import { optional, type LeadForm } from './lead-form';

/** /forms/contact: where /contact's form posts before (or without) the page's script. */
export const CONTACT_FORM: LeadForm = {
  fields: ['name', 'organisation', 'email', 'phone', 'message', 'consent', 'website'],
  toLead: (values) => ({
    kind: 'contact',
    name: values.name ?? '',
    organisation: values.organisation ?? '',
    email: values.email ?? '',
    phone: optional(values.phone),
    message: values.message ?? '',
    consent: values.consent === 'on',
    website: values.website ?? '',
  }),
  render: renderContactPage,
};
