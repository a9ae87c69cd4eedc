import type { ValueCard } from '../values';
import globe from '../../assets/icons/globe.svg';
import badge from '../../assets/icons/badge.svg';
import headset from '../../assets/icons/headset.svg';
import chip from '../../assets/icons/chip.svg';

/** The four reasons to choose us, shown on the home and about pages. */
export const VALUES: readonly ValueCard[] = [
  {
    name: 'Keamanan Global',
    desc: 'Perlindungan yang dirancang sesuai standar pemerintah dan angkatan bersenjata, telah terbukti dalam berbagai implementasi di Asia-Pasifik, dan siap dihadirkan di mana pun operasi Anda berjalan.',
    icon: globe,
  },
  {
    name: 'Tenaga Ahli Bersertifikat',
    desc: 'Para insinyur dan analis kami yang memegang sertifikasi CISSP, OSCP, CEH, dan ISO/IEC 27001 Lead Auditor merancang, menerapkan, dan mengoperasikan setiap solusi yang kami hadirkan.',
    icon: badge,
  },
  {
    name: 'Konsultasi Gratis & Dukungan 24/7',
    desc: 'Awali dengan konsultasi gratis untuk memetakan risiko dan prioritas Anda. Setelah sistem beroperasi, pusat operasi kami siap melayani sepanjang waktu, setiap hari sepanjang tahun.',
    icon: headset,
  },
  {
    name: 'Pembelajaran AI & Otomatisasi',
    desc: 'Model machine learning mempelajari pola normal di jaringan Anda serta mengotomatiskan triase dan respons, sehingga analis Anda dapat berfokus pada ancaman yang nyata.',
    icon: chip,
  },
];
