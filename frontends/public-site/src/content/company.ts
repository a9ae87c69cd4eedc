export const COMPANY_NAME = 'CSEC';

export const COMPANY_TAGLINE =
  'Cybersecurity and secure communications for governments, defence forces, industry and critical infrastructure across Asia-Pacific.';

/** Where the head office is, shown before (or without) the exact address from the site config. */
export const COMPANY_CITY = 'Jakarta, Indonesia';
