import type { LeadView } from '../common/views/api-views';
import type { Lead } from './lead.entity';

/** The only shape a lead leaves the leads module in. */
export function toLeadView(lead: Lead): LeadView {
  return {
    id: lead.id,
    kind: lead.kind,
    status: lead.status,
    name: lead.name,
    organisation: lead.organisation,
    jobTitle: lead.jobTitle,
    email: lead.email,
    phone: lead.phone,
    interest: lead.interest,
    message: lead.message,
    clientIp: lead.clientIp,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
  };
}
