import type { LeadsService } from '../../leads/leads.service';
import type { LeadForm } from './lead-form';
import { optional } from './lead-form';
import { renderRegistrationPage } from './registration-page';

/** /forms/registration, the form in /form's iframe: the event (or product) of interest and an optional message. */
export function registrationForm(leads: LeadsService): LeadForm {
  return {
    fields: ['name', 'organisation', 'jobTitle', 'email', 'phone', 'interest', 'message', 'consent', 'website'],
    toLead: (values) => ({
      kind: 'registration',
      name: values.name ?? '',
      organisation: values.organisation ?? '',
      jobTitle: optional(values.jobTitle),
      email: values.email ?? '',
      phone: optional(values.phone),
      interest: optional(values.interest),
      message: optional(values.message),
      consent: values.consent === 'on',
      website: values.website ?? '',
    }),
    render: (view, language) => renderRegistrationPage({ interests: leads.registrationInterests(), ...view }, language),
  };
}
