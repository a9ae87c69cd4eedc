import type { ProductPageContent } from '../../types';
import magnifierCheck from '../../../assets/icons/magnifier-check.svg';
import bug from '../../../assets/icons/bug.svg';
import target from '../../../assets/icons/target.svg';
import chart from '../../../assets/icons/chart.svg';
import socDashboard from '../../../assets/art/soc-dashboard.svg';

const content: ProductPageContent = {
  meta: {
    title: 'CSEC Assessment',
    description:
      'Manajemen kerentanan dan pengujian keamanan mendalam dengan 3500+ modul eksploit kerentanan, diprioritaskan berdasarkan risiko bisnis yang sesungguhnya.',
  },
  banner: {
    eyebrow: 'CSEC Assessment',
    title: 'Temukan celah keamanan Anda sebelum pihak lain menemukannya',
    subtitle:
      'Manajemen kerentanan yang berkelanjutan serta pengujian keamanan yang aman dan berbasis bukti, sehingga Anda tahu persis apa yang harus diperbaiki terlebih dahulu.',
    art: magnifierCheck,
  },
  overview: {
    heading: 'Pahami tingkat eksposur Anda, buktikan hasil perbaikannya',
    intro:
      'CSEC Assessment mengubah hasil pemindaian yang tersebar menjadi program yang terkelola, lengkap dengan penanggung jawab, tenggat waktu, dan kemajuan yang terukur.',
    cards: [
      {
        name: 'Manajemen Kerentanan',
        desc: 'Temukan setiap aset, pindai secara berkelanjutan, dan prioritaskan temuan berdasarkan tingkat eksploitabilitas serta dampaknya terhadap bisnis.',
        icon: bug,
        contact: true,
      },
      {
        name: 'Uji Keamanan Mendalam',
        desc: 'Validasi temuan melalui eksploitasi yang terkendali, sehingga tim memperbaiki celah yang benar-benar dapat dijangkau penyerang, bukan sekadar yang tampak kritis.',
        icon: target,
        contact: true,
      },
      {
        name: 'Pelaporan Kepatuhan',
        desc: 'Dasbor eksekutif dan laporan siap audit yang dipetakan ke regulasi nasional dan kontrol ISO/IEC 27001.',
        icon: chart,
      },
    ],
  },
  sections: [
    {
      id: 'vulnerability-management',
      eyebrow: 'Manajemen Kerentanan',
      heading: 'Inventaris risiko yang selalu mutakhir',
      intro:
        'Pemindaian berbasis agent maupun agentless mencakup server, endpoint, perangkat jaringan, basis data, aplikasi web, dan sistem industri, baik on-premise maupun di cloud.',
      art: socDashboard,
      features: [
        { name: 'Penemuan aset', desc: 'Menemukan host yang terlupakan, shadow service, dan port yang terekspos sebelum penyerang menemukannya.' },
        {
          name: 'Prioritas berbasis risiko',
          desc: 'Menggabungkan tingkat keparahan, ketersediaan eksploit, dan nilai aset menjadi satu skor yang dapat langsung ditindaklanjuti.',
        },
        {
          name: 'Alur kerja patch',
          desc: 'Menugaskan temuan kepada penanggung jawab beserta tenggat waktunya, memantau kemajuan, dan mengeskalasi item yang melewati tenggat.',
        },
        {
          name: 'Baseline konfigurasi',
          desc: 'Memeriksa sistem terhadap benchmark hardening dan menandai setiap penyimpangan konfigurasi begitu terjadi.',
        },
      ],
    },
    {
      id: 'depth-security-test',
      eyebrow: 'Uji Keamanan Mendalam',
      heading: 'Berbasis bukti, bukan dugaan',
      intro:
        'Pustaka eksploit yang dikelola tim riset kami memastikan secara aman kerentanan mana yang benar-benar dapat dimanfaatkan untuk menyerang Anda, dengan log audit lengkap atas setiap tindakan.',
      highlights: [
        { value: '3500+', label: 'modul eksploit kerentanan' },
        { value: 'Mingguan', label: 'pembaruan pustaka' },
      ],
      features: [
        { name: 'Eksploitasi yang aman', desc: 'Payload membuktikan akses tanpa merusak data atau mengganggu layanan.' },
        {
          name: 'Pengujian aplikasi web',
          desc: 'Mencakup celah injeksi, autentikasi, sesi, dan kontrol akses pada portal maupun API.',
        },
        {
          name: 'Audit kata sandi dan kredensial',
          desc: 'Menemukan kredensial yang lemah, masih bawaan (default), atau digunakan berulang di berbagai layanan.',
        },
        {
          name: 'Uji ulang sesuai kebutuhan',
          desc: 'Dengan satu klik, serangan yang telah terkonfirmasi dijalankan ulang untuk memastikan perbaikannya benar-benar efektif.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Mulai dengan asesmen tanpa biaya',
    text: 'Tim ahli kami akan memindai sebagian lingkungan Anda yang representatif dan memaparkan hasilnya kepada Anda secara langsung.',
  },
};

export default content;
