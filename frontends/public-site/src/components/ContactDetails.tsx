import { useCompany } from '../content/localized/company';
import { useTexts } from '../i18n/language';
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
  const t = useTexts().details;
  const city = useCompany().COMPANY_CITY;
  const pending = <span>{site.status === 'failed' ? t.unavailable : t.loading}</span>;
  const label = (text: string) => labelled && <span className={labelClassName}>{text}</span>;

  return (
    <>
      <li className={itemClassName}>
        {label(t.email)}
        {contact ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : pending}
      </li>
      <li className={itemClassName}>
        {label(t.phone)}
        {contact ? <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a> : pending}
      </li>
      <li className={itemClassName}>
        {label(t.address)}
        <address>{contact?.address ?? city}</address>
      </li>
    </>
  );
}
