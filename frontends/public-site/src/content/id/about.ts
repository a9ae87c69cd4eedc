import type { Highlight, Mission } from '../types';
import type { Milestone } from '../about';

export const ABOUT_META = {
  title: 'Tentang Kami',
  description:
    'Mengenal kami: perusahaan keamanan siber dan komunikasi aman yang berkantor pusat di Jakarta, dengan lebih dari 30 produk, melayani pemerintah, angkatan bersenjata, industri, dan infrastruktur kritis di seluruh Asia-Pasifik.',
};

export const ABOUT_BANNER = {
  eyebrow: 'Tentang Kami',
  title: 'Melindungi hal-hal terpenting di seluruh Asia-Pasifik',
  subtitle:
    'Selama lebih dari lima belas tahun, kami telah membantu kementerian, angkatan bersenjata, perusahaan, dan penyedia layanan utilitas mendeteksi, menahan, dan pulih dari serangan siber, serta menjaga kerahasiaan komunikasi mereka.',
};

export const WHO_WE_ARE = {
  eyebrow: 'Siapa Kami',
  heading: 'Perusahaan keamanan regional dengan dukungan rekayasa berskala global',
  paragraphs: [
    'CSEC adalah perusahaan keamanan siber dan komunikasi aman yang berkantor pusat di Jakarta. Kami merancang, mengintegrasikan, dan mengoperasikan solusi keamanan bagi organisasi yang tidak boleh gagal: instansi pemerintah, lembaga pertahanan dan penegak hukum, perbankan, operator telekomunikasi, serta jaringan energi dan transportasi.',
    'Portofolio kami mencakup seluruh siklus hidup keamanan, mulai dari deteksi dan pemantauan jaringan, penilaian kerentanan, dan pertahanan aktif hingga enkripsi taktis, forensik digital, perlindungan VIP, serta pelatihan SDM siber. Setiap solusi diimplementasikan oleh tenaga ahli bersertifikat kami sendiri dan ditunjang layanan dukungan lokal sepanjang waktu.',
  ],
  highlights: [
    { value: '30+ Produk', label: 'dalam satu portofolio terintegrasi' },
    { value: '800+', label: 'proyek SOC telah diselesaikan' },
    { value: '24/7', label: 'pusat operasi dan dukungan' },
  ] satisfies Highlight[],
};

export const VISION = {
  eyebrow: 'Visi Kami',
  heading: 'Masa depan digital yang aman bagi setiap negara di kawasan',
  text: 'Menjadi mitra keamanan siber paling tepercaya di Asia-Pasifik: perusahaan yang diandalkan pemerintah dan industri ketika kedaulatan, keselamatan, dan kelangsungan operasional dipertaruhkan, sekaligus yang menumbuhkan kemampuan kawasan ini untuk mempertahankan dirinya sendiri.',
};

export const MISSIONS: readonly Mission[] = [
  {
    heading: 'Melindungi aset kritis',
    subheading: 'Mengamankan infrastruktur nasional, layanan publik, dan operasional bisnis dari serangan siber dalam skala apa pun.',
  },
  {
    heading: 'Menjaga kerahasiaan komunikasi',
    subheading: 'Menyediakan jalur suara dan data terenkripsi yang tidak dapat disadap bagi para komandan, pejabat, dan tim lapangan.',
  },
  {
    heading: 'Berinovasi tanpa henti',
    subheading:
      'Berinvestasi dalam riset, deteksi berbasis AI, dan otomatisasi agar klien kami selalu selangkah lebih maju dari ancaman yang terus berkembang.',
  },
  {
    heading: 'Membangun kapabilitas lokal',
    subheading: 'Melatih para profesional siber di kawasan melalui program praktik langsung, cyber range, dan transfer pengetahuan.',
  },
  {
    heading: 'Bermitra untuk jangka panjang',
    subheading: 'Mendampingi setiap klien sejak tahap konsultasi hingga operasional, dengan layanan dukungan yang tersedia 24 jam sehari.',
  },
  {
    heading: 'Menjunjung integritas dan kepatuhan',
    subheading: 'Bekerja sesuai hukum nasional dan standar internasional, serta menangani data setiap klien dengan penuh kerahasiaan.',
  },
];

export const HISTORY: readonly Milestone[] = [
  {
    year: '2009',
    heading: 'Didirikan di Jakarta',
    text: 'Sekelompok insinyur keamanan jaringan mendirikan CSEC agar institusi di Indonesia dapat memperoleh keahlian keamanan dari dalam negeri, bukan dari luar negeri.',
  },
  {
    year: '2012',
    heading: 'Kemitraan dengan Tianhe Cybertech, Tiongkok',
    text: 'Kemitraan teknologi dengan Shenzhen Tianhe Cybertech Co., Ltd. menghadirkan platform analisis lalu lintas jaringan berkapasitas tinggi dan anti-DDoS ke dalam portofolio kami, yang telah dilokalkan dan didukung oleh tenaga ahli kami sendiri.',
  },
  {
    year: '2015',
    heading: 'Kemitraan dengan Kessler & Vogt, Jerman',
    text: 'Bersama Kessler & Vogt Sicherheitstechnik GmbH dari Munich, kami memperkenalkan enkriptor link, IP, dan radio beserta sistem manajemen kunci bagi pengguna di lingkungan pertahanan dan pemerintahan.',
  },
  {
    year: '2018',
    heading: 'Peresmian pusat operasi keamanan',
    text: 'Pusat operasi 24/7 kami di Jakarta mulai memantau jaringan klien dan mendukung implementasi di seluruh kawasan.',
  },
  {
    year: '2021',
    heading: 'Peluncuran Competence Output',
    text: 'Program pelatihan siber ini membuka platform Training Room bagi tim pemerintah dan militer, lengkap dengan arena simulasi serangan dan pertahanan secara langsung.',
  },
  {
    year: 'Kini',
    heading: 'Lebih dari 800 proyek SOC',
    text: 'Dengan lebih dari 30 produk serta klien di sektor pemerintahan, militer, industri, dan infrastruktur kritis, kami terus berkembang di seluruh Asia-Pasifik.',
  },
];
