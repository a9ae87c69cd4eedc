import { COMPANY_CITY } from '../content/company';
import { useSiteConfig } from '../hooks/useSiteConfig';

interface Props {
  /** class of each <li> */
  itemClassName?: string;
  /** show a label ('E-mail', 'Phone', 'Address') before each value */
  labelled?: boolean;
  labelClassName?: string;
}

/** The e-mail, phone and address list items, from the site config once it has loaded. */
export function ContactDetails({ itemClassName, labelled = false, labelClassName }: Props) {
  const site = useSiteConfig();
  const contact = site.status === 'ready' ? site.config.contact : null;
  const pending = <span>{site.status === 'failed' ? 'Not available right now' : 'Loading…'}</span>;
  const label = (text: string) => labelled && <span className={labelClassName}>{text}</span>;

  return (
    <>
      <li className={itemClassName}>
        {label('E-mail')}
        {contact ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : pending}
      </li>
      <li className={itemClassName}>
        {label('Phone')}
        {contact ? <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a> : pending}
      </li>
      <li className={itemClassName}>
        {label('Address')}
        <address>{contact?.address ?? COMPANY_CITY}</address>
      </li>
    </>
  );
}
