import type { ProductPageContent } from '../../types';
import cap from '../../../assets/icons/cap.svg';
import monitor from '../../../assets/icons/monitor.svg';
import book from '../../../assets/icons/book.svg';
import team from '../../../assets/icons/team.svg';
import trainingRoom from '../../../assets/art/training-room.svg';

const content: ProductPageContent = {
  meta: {
    title: 'Competence Output',
    description: 'Program pelatihan siber dengan platform Training Room, modul terstruktur, serta mode pelatihan individu, tim, dan serang-bertahan.',
  },
  banner: {
    eyebrow: 'Competence Output',
    title: 'Bangun sumber daya manusia siber yang dibutuhkan misi Anda',
    subtitle:
      'Program pelatihan siber yang lengkap: platform Training Room, kurikulum terstruktur, dan latihan realistis yang mengubah peserta pelatihan menjadi operator yang andal.',
    art: cap,
  },
  overview: {
    heading: 'Program pelatihan menyeluruh, bukan sekadar kursus',
    intro: 'Competence Output memadukan infrastruktur, materi, dan instruktur, sehingga kapabilitas terus berkembang bahkan setelah angkatan pertama lulus.',
    cards: [
      {
        name: 'Platform Training Room',
        desc: 'Cyber range virtual yang terisolasi dan mereplikasi jaringan nyata, dilengkapi konsol instruktur dan penilaian otomatis.',
        icon: monitor,
        contact: true,
      },
      {
        name: 'Modul Pelatihan',
        desc: 'Kurikulum mulai dari tingkat dasar hingga operasi ofensif dan defensif tingkat lanjut, yang dipetakan ke peran kerja.',
        icon: book,
        contact: true,
      },
      {
        name: 'Mode Pelatihan',
        desc: 'Lab mandiri, latihan tim, dan kompetisi serang-bertahan secara langsung untuk setiap tahap pembelajaran.',
        icon: team,
        contact: true,
      },
    ],
  },
  sections: [
    {
      id: 'training-room',
      eyebrow: 'Platform Training Room',
      heading: 'Tempat yang aman untuk mempraktikkan serangan nyata',
      intro:
        'Dipasang secara on-premise atau dalam kit portabel, platform ini memberikan setiap peserta salinan pribadi dari lingkungan yang realistis, yang dapat diatur ulang dalam hitungan menit.',
      art: trainingRoom,
      features: [
        { name: 'Cyber range virtual', desc: 'Templat jaringan perusahaan, industri, dan pemerintahan dengan layanan rentan yang aktif.' },
        { name: 'Konsol instruktur', desc: 'Pantau layar setiap peserta, sisipkan kejadian, dan berikan petunjuk secara real-time.' },
        { name: 'Penilaian otomatis', desc: 'Pencapaian sasaran diverifikasi oleh platform, sehingga menghasilkan nilai yang adil dan dapat dibandingkan.' },
        { name: 'Penerapan offline', desc: 'Berjalan sepenuhnya secara air-gapped untuk lingkungan pelatihan yang bersifat rahasia.' },
      ],
    },
    {
      id: 'modules',
      eyebrow: 'Modul',
      heading: 'Kurikulum yang dipetakan ke peran kerja nyata',
      intro: 'Setiap modul memadukan teori, lab terpandu, dan latihan yang dinilai, serta dapat disampaikan dalam bahasa Inggris maupun bahasa Indonesia.',
      features: [
        { name: 'Dasar-dasar keamanan', desc: 'Jaringan, sistem operasi, kriptografi, dan konfigurasi yang aman.' },
        { name: 'Analis SOC', desc: 'Analisis log, triase peringatan, threat hunting, dan penanganan insiden.' },
        { name: 'Uji penetrasi', desc: 'Pengintaian, eksploitasi, eskalasi hak akses, dan pelaporan.' },
        { name: 'Forensik digital', desc: 'Akuisisi barang bukti, analisis disk dan memori, serta pelaporan yang siap diajukan ke pengadilan.' },
      ],
    },
    {
      id: 'training-modes',
      eyebrow: 'Mode Pelatihan',
      heading: 'Dari lab pertama hingga latihan berskala nasional',
      intro: 'Pilih mode yang sesuai dengan tujuan Anda: membangun keterampilan, menguji kemampuan tim, atau menyeleksi talenta terbaik.',
      features: [
        {
          name: 'Lab individu',
          desc: 'Latihan langkah demi langkah yang dapat diikuti sesuai kecepatan masing-masing, dengan petunjuk dan umpan balik instan.',
        },
        { name: 'Latihan tim', desc: 'Blue team mempertahankan lingkungan yang aktif dari skenario serangan yang telah disusun.' },
        { name: 'Serang-bertahan', desc: 'Red team dan blue team bertanding pada infrastruktur yang identik dengan papan skor langsung.' },
        { name: 'Capture the flag', desc: 'Kompetisi bergaya Jeopardy untuk menemukan dan merekrut talenta terbaik.' },
      ],
    },
  ],
  closing: {
    heading: 'Rencanakan program pelatihan Anda bersama kami',
    text: 'Kami akan menilai keterampilan tim Anda dan mengusulkan kurikulum serta jadwal yang sesuai dengan organisasi Anda.',
  },
};

export default content;
