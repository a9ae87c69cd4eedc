/** The partners are names and logos: the same in every language. */
export { PARTNERS } from '../home';

export const HOME_META = {
  title: 'CSEC',
  description:
    'CSEC menghadirkan solusi deteksi, pertahanan, dan penilaian keamanan siber, komunikasi aman, serta forensik digital bagi pemerintah, angkatan bersenjata, industri, dan infrastruktur kritis di seluruh Asia-Pasifik.',
};

export const HERO = {
  slogan: 'Aman Hari Ini, Berjaya Esok Hari.',
  text: 'Kami melindungi jaringan, komunikasi, dan orang-orang yang menjadi tumpuan bangsa: mulai dari pusat operasi keamanan dan jalur taktis terenkripsi hingga laboratorium forensik, bagi pemerintah, militer, industri, dan infrastruktur kritis di seluruh Asia-Pasifik.',
};

export const PRODUCTS_SECTION = {
  eyebrow: 'Produk Kami',
  heading: 'Satu mitra untuk seluruh siklus hidup keamanan',
  lead: 'Mendeteksi, menilai, menangkal, melatih, mengenkripsi, menginvestigasi, dan melindungi: solusi yang dirancang khusus untuk bekerja secara mandiri maupun terpadu dalam satu gambaran operasional.',
};

/** The home page's second claim (spec section 1), beside the SOC projects of the counters. */
export const PRODUCTS_CLAIM = { value: '30+ Produk', label: 'dalam satu portofolio terintegrasi' };

export const EVENT = {
  eyebrow: 'Acara Mendatang 2024',
  title: 'Cyber Resilience Beyond Borders',
  year: 2024,
  text: 'Bergabunglah bersama para pemimpin keamanan dari sektor pemerintahan, pertahanan, dan infrastruktur kritis dalam dua hari penuh demonstrasi langsung serangan dan pertahanan, sesi pengarahan tertutup mengenai lanskap ancaman di kawasan, serta lokakarya praktik bersama para ahli kami.',
  details: ['Jakarta, Indonesia', 'Keynote, demonstrasi langsung di cyber range, dan lokakarya', 'Tempat terbatas: setiap pendaftaran akan diseleksi'],
};

export const PRIVACY_HERO = {
  eyebrow: 'Privasi Data',
  heading: 'Data Anda tetap milik Anda',
  text: 'Penerapan sistem yang berdaulat, enkripsi end-to-end, dan kontrol akses yang ketat menjaga informasi sensitif tetap berada di dalam wilayah negara Anda dan di bawah kewenangan Anda. Solusi kami membantu Anda memenuhi regulasi pelindungan data nasional, termasuk Undang-Undang Pelindungan Data Pribadi (UU PDP), tanpa menghambat misi Anda.',
};
