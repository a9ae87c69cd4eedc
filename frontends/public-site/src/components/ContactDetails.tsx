import { COMPANY_CITY } from '../content/company';
import { useSiteConfig } from '../hooks/useSiteConfig';

interface Props {
  /** class of each <li> */
  itemClassName?: string;
  /** optional label rendered before each value, e.g. 'E-mail' */
  labelled?: boolean;
  labelClassName?: string;
}

const PENDING_TEXT = { loading: 'Loading…', failed: 'Not available right now' } as const;

/** The e-mail, phone and address list items, taken from the site config once it has loaded. */
export function ContactDetails({ itemClassName, labelled = false, labelClassName }: Props) {
  const site = useSiteConfig();
  const label = (text: string) => labelled && <span className={labelClassName}>{text}</span>;

  if (site.status !== 'ready') {
    const pending = PENDING_TEXT[site.status];
    return (
      <>
        <li className={itemClassName}>
          {label('E-mail')}
          <span>{pending}</span>
        </li>
        <li className={itemClassName}>
          {label('Phone')}
          <span>{pending}</span>
        </li>
        <li className={itemClassName}>
          {label('Address')}
          <address>{COMPANY_CITY}</address>
        </li>
      </>
    );
  }

  const { email, phone, address } = site.config.contact;
  return (
    <>
      <li className={itemClassName}>
        {label('E-mail')}
        <a href={`mailto:${email}`}>{email}</a>
      </li>
      <li className={itemClassName}>
        {label('Phone')}
        <a href={`tel:${phone.replace(/[^+\d]/g, '')}`}>{phone}</a>
      </li>
      <li className={itemClassName}>
        {label('Address')}
        <address>{address}</address>
      </li>
    </>
  );
}
