export const COMPANY_NAME = 'CSEC';

export const COMPANY_TAGLINE: string =
  'Keamanan siber dan komunikasi aman bagi pemerintah, angkatan bersenjata, industri, dan infrastruktur kritis di seluruh Asia-Pasifik.';

/** Where the head office is, shown before (or without) the exact address from the site config. */
export const COMPANY_CITY = 'Jakarta, Indonesia';
