import { LEAD_MESSAGES, LEAD_MESSAGES_ID, type SiteLanguage } from '@csec/contracts';

export interface FormTexts {
  thankYou: string;
  optional(label: string): string;
  name: string;
  organisation: string;
  jobTitle: string;
  email: string;
  phone: string;
  message: string;
  /** LEAD_MESSAGES in the page's language. */
  messages: Readonly<Record<keyof typeof LEAD_MESSAGES, string>>;
  contact: { title: string; lead: string; consent: string; send: string; home: string; another: string };
  registration: { title: string; lead: string; interest: string; consent: string; send: string; another: string };
}

/** The texts of the server's own form pages (contact without script, registration), per site language. */
export const FORM_TEXTS: Readonly<Record<SiteLanguage, FormTexts>> = {
  en: {
    thankYou: 'Thank you',
    optional: (label: string) => `${label} (optional)`,
    name: 'Full name',
    organisation: 'Organisation',
    jobTitle: 'Job title',
    email: 'E-mail',
    phone: 'Phone',
    message: 'Message',
    messages: LEAD_MESSAGES,
    contact: {
      title: 'Send us a message',
      lead: 'Tell us who you are and what you need to protect.',
      consent: 'I agree to be contacted by CSEC about my request.',
      send: 'Send message',
      home: 'Back to the home page',
      another: 'Send another message',
    },
    registration: {
      title: 'Event registration',
      lead: 'Register for the event or ask about a product: our team will contact you.',
      interest: 'Event or product of interest',
      consent: 'I agree that CSEC may contact me about this registration.',
      send: 'Register',
      another: 'Register another person',
    },
  },
  id: {
    thankYou: 'Terima kasih',
    optional: (label: string) => `${label} (opsional)`,
    name: 'Nama lengkap',
    organisation: 'Organisasi',
    jobTitle: 'Jabatan',
    email: 'E-mail',
    phone: 'Telepon',
    message: 'Pesan',
    messages: { ...LEAD_MESSAGES, ...LEAD_MESSAGES_ID },
    contact: {
      title: 'Kirim pesan kepada kami',
      lead: 'Beri tahu kami siapa Anda dan apa yang perlu Anda lindungi.',
      consent: 'Saya bersedia dihubungi oleh CSEC terkait permintaan saya.',
      send: 'Kirim pesan',
      home: 'Kembali ke beranda',
      another: 'Kirim pesan lain',
    },
    registration: {
      title: 'Pendaftaran acara',
      lead: 'Daftar untuk acara kami atau tanyakan tentang produk kami: tim kami akan menghubungi Anda.',
      interest: 'Acara atau produk yang diminati',
      consent: 'Saya bersedia dihubungi oleh CSEC terkait pendaftaran ini.',
      send: 'Daftar',
      another: 'Daftarkan orang lain',
    },
  },
};
