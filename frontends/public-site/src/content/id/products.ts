import type { ProductCard } from '../types';
import radar from '../../assets/icons/radar.svg';
import magnifierCheck from '../../assets/icons/magnifier-check.svg';
import shield from '../../assets/icons/shield.svg';
import cap from '../../assets/icons/cap.svg';
import lock from '../../assets/icons/lock.svg';
import fingerprint from '../../assets/icons/fingerprint.svg';
import vip from '../../assets/icons/vip.svg';
import satellite from '../../assets/icons/satellite.svg';

const detection: ProductCard = {
  name: 'CSEC Detection and Monitoring',
  text: 'Kenali setiap ancaman di jaringan Anda sebelum berkembang menjadi insiden.',
  desc: [
    'Pemantauan lalu lintas full-packet hingga 20Gbps per perangkat',
    'Deteksi file berbasis sandbox untuk malware yang belum dikenal',
    'Satu gambaran situasional untuk seluruh lokasi',
  ],
  link: '/product/csec-detection-and-monitoring',
  icon: radar,
};

const assessment: ProductCard = {
  name: 'CSEC Assessment',
  text: 'Temukan dan perbaiki kelemahan sistem Anda dengan sudut pandang penyerang yang gigih.',
  desc: [
    'Manajemen kerentanan berkelanjutan dengan prioritas berbasis risiko',
    '3500+ modul eksploit kerentanan untuk validasi yang aman',
    'Laporan yang dipetakan ke kontrol nasional dan ISO 27001',
  ],
  link: '/product/csec-assessment',
  icon: magnifierCheck,
};

const defense: ProductCard = {
  name: 'CSEC Defense',
  text: 'Pastikan layanan kritis tetap berjalan di tengah serangan terberat sekalipun.',
  desc: [
    'Anti-DDoS dengan lebih dari 30 vektor deteksi',
    'Web application firewall untuk portal dan API',
    'Pencegahan intrusi inline berskala operator telekomunikasi',
  ],
  link: '/product/csec-defense',
  icon: shield,
};

const competence: ProductCard = {
  name: 'Competence Output',
  text: 'Bangun SDM siber berkelas nasional melalui pelatihan praktik langsung.',
  desc: [
    'Platform Training Room dengan cyber range langsung yang terisolasi',
    'Modul mulai dari tingkat dasar hingga operasi red team dan blue team',
    'Mode pelatihan individu, tim, dan simulasi serang-bertahan',
  ],
  link: '/product/competence-output',
  icon: cap,
};

const encryptor: ProductCard = {
  name: 'Tactical Anti Interception',
  text: 'Jaga kerahasiaan suara dan data dari pos komando hingga ke lapangan.',
  desc: [
    'Enkriptor link, IP, dan radio untuk setiap media transmisi',
    'Enkriptor IP dengan line rate 100M dan 1000M',
    'Manajemen kunci terpusat dengan penghapusan kunci jarak jauh (zeroisation)',
  ],
  link: '/product/encryptor',
  icon: lock,
};

const forensic: ProductCard = {
  name: 'Digital Forensic',
  text: 'Ubah jejak digital menjadi alat bukti yang dapat dipertanggungjawabkan di pengadilan.',
  desc: [
    'Forensik komputer, perangkat seluler, dan basis data',
    'Forensik audio dan video dengan identifikasi sidik suara',
    'Pelaporan chain of custody (lacak balak) bagi penyidik',
  ],
  link: '/product/digital-forensic',
  icon: fingerprint,
};

const vipSecurity: ProductCard = {
  name: 'VIP Public Security',
  text: 'Lindungi para pemimpin, lokasi acara, dan iring-iringan kendaraan di seluruh spektrum frekuensi.',
  desc: ['Deteksi spektrum dari 100kHz hingga 18GHz', 'Radio mesh dengan 1024 node, 8 hop, dan jangkauan 40km', 'Deteksi, jamming, dan penanggulangan drone'],
  link: '/product/vip-public-security',
  icon: vip,
};

const satcom: ProductCard = {
  name: 'Satcom Monitoring and Interception',
  text: 'Pemantauan komunikasi satelit yang sah bagi lembaga yang berwenang.',
  desc: [
    'Cakupan luas layanan satelit L-band dan Ku-band',
    'Demodulasi, dekode, dan peringatan target secara real-time',
    'Dapat digelar dalam konfigurasi tetap, mudah dipindahkan, maupun terpasang di kendaraan',
  ],
  link: '/product/tactical-interception',
  icon: satellite,
};

/** The products the navigation menus and the footer link to, in menu order. */
export const MENU_PRODUCTS: readonly ProductCard[] = [detection, assessment, defense, competence, encryptor, forensic, vipSecurity];

/** The whole catalogue: the home page cards and /products add the satcom line, which the menus leave out. */
export const ALL_PRODUCTS: readonly ProductCard[] = [...MENU_PRODUCTS, satcom];
