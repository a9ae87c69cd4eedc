import type { ProductPageContent } from '../../types';
import fingerprint from '../../../assets/icons/fingerprint.svg';
import computer from '../../../assets/icons/computer.svg';
import mic from '../../../assets/icons/mic.svg';
import phone from '../../../assets/icons/phone.svg';
import database from '../../../assets/icons/database.svg';
import video from '../../../assets/icons/video.svg';
import forensicLab from '../../../assets/art/forensic-lab.svg';

const content: ProductPageContent = {
  meta: {
    title: 'Digital Forensic',
    description:
      'Forensik komputer, audio, perangkat seluler, basis data, dan video, dengan identifikasi sidik suara yang mencapai tingkat keberhasilan Top1 di atas 95% pada 1000 ID.',
  },
  banner: {
    eyebrow: 'Digital Forensic',
    title: 'Ubah jejak digital menjadi alat bukti',
    subtitle:
      'Perangkat laboratorium dan pelatihan bagi penyidik: akuisisi, analisis, dan laporkan bukti digital dengan chain of custody (lacak balak) yang dapat dipertanggungjawabkan di pengadilan.',
    art: fingerprint,
  },
  overview: {
    heading: 'Laboratorium forensik yang lengkap',
    intro: 'Lima disiplin, satu sistem manajemen perkara: setiap barang bukti terlacak sejak penyitaan hingga pelaporan.',
    cards: [
      {
        name: 'Forensik Komputer',
        desc: 'Akuisisi dengan write blocker dan analisis mendalam atas disk, memori, serta artefak sistem operasi.',
        icon: computer,
        contact: true,
      },
      {
        name: 'Forensik Audio',
        desc: 'Peningkatan kualitas, autentikasi, dan identifikasi penutur untuk audio hasil rekaman maupun hasil intersepsi.',
        icon: mic,
        contact: true,
      },
      {
        name: 'Forensik Perangkat Seluler',
        desc: 'Ekstraksi logis dan fisik dari smartphone, termasuk aplikasi pesan dan data yang telah dihapus.',
        icon: phone,
      },
      {
        name: 'Forensik Basis Data',
        desc: 'Memulihkan catatan yang terhapus dan merekonstruksi riwayat transaksi dari basis data perusahaan.',
        icon: database,
      },
      {
        name: 'Forensik Video',
        desc: 'Memperjelas, menstabilkan, dan mengautentikasi rekaman CCTV maupun ponsel, dilengkapi pencarian wajah dan objek.',
        icon: video,
      },
    ],
  },
  sections: [
    {
      id: 'computer-and-mobile',
      eyebrow: 'Forensik Komputer dan Perangkat Seluler',
      heading: 'Setiap perangkat, setiap artefak',
      intro:
        'Dari laptop sitaan hingga smartphone yang terkunci, penyidik memperoleh salinan barang bukti yang lengkap dan dapat diverifikasi, beserta perangkat untuk menemukan hal-hal penting di dalamnya.',
      art: forensicLab,
      features: [
        {
          name: 'Imaging forensik',
          desc: 'Image disk, kartu memori, dan memori yang terverifikasi dengan hash, diakuisisi melalui hardware write blocker.',
        },
        {
          name: 'Analisis linimasa',
          desc: 'Menggabungkan peristiwa file, registry, browser, dan log menjadi satu linimasa aktivitas pengguna.',
        },
        {
          name: 'Ekstraksi data aplikasi',
          desc: 'Mengurai percakapan, panggilan, kontak, lokasi, dan media dari ratusan aplikasi seluler.',
        },
        {
          name: 'Pemulihan data terhapus',
          desc: 'Melakukan carving atas file dan catatan basis data yang terhapus dari ruang yang tidak teralokasi.',
        },
      ],
    },
    {
      id: 'audio-and-video',
      eyebrow: 'Forensik Audio dan Video',
      heading: 'Identifikasi suara dan wajah dengan tingkat keyakinan tinggi',
      intro:
        'Mesin sidik suara kami membandingkan seorang penutur dengan pustaka referensi dan mengurutkan identitas yang paling mungkin, sementara perangkat video memulihkan detail dari rekaman berkualitas rendah.',
      highlights: [
        { value: '> 95%', label: 'tingkat keberhasilan Top1 pada 1000 ID' },
        { value: '5', label: 'disiplin forensik' },
      ],
      features: [
        {
          name: 'Identifikasi penutur',
          desc: 'Tingkat keberhasilan Top1 di atas 95% pada 1000 ID: penutur yang tepat berada di peringkat pertama, terlepas dari bahasa dan kata-kata yang diucapkan.',
        },
        { name: 'Peningkatan kualitas audio', desc: 'Menghilangkan derau, dengung, dan gema agar ucapan dapat dipahami dengan jelas.' },
        { name: 'Deteksi manipulasi', desc: 'Mendeteksi suntingan, sambungan, dan encoding ulang pada file audio maupun video.' },
        {
          name: 'Peningkatan kualitas video',
          desc: 'Perataan frame, penghilangan blur, dan super-resolution untuk pelat nomor kendaraan dan wajah.',
        },
      ],
    },
    {
      id: 'database-forensics',
      eyebrow: 'Forensik Basis Data',
      heading: 'Rekonstruksi apa yang terjadi pada data Anda',
      intro:
        'Dalam kasus kecurangan (fraud) dan ancaman orang dalam, forensik basis data menunjukkan siapa yang mengubah catatan mana, kapan, dan bagaimana caranya.',
      features: [
        {
          name: 'Analisis log dan halaman data',
          desc: 'Membaca log transaksi dan halaman data secara langsung, bahkan ketika audit logging tidak diaktifkan.',
        },
        { name: 'Pemulihan catatan', desc: 'Memulihkan baris data yang terhapus atau tertimpa untuk dijadikan barang bukti.' },
        { name: 'Dukungan berbagai mesin basis data', desc: 'Mendukung Oracle, SQL Server, MySQL, dan mesin basis data umum lainnya.' },
        {
          name: 'Laporan siap pengadilan',
          desc: 'Setiap temuan didokumentasikan beserta sumber dan nilai hash-nya untuk menjaga chain of custody.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Lengkapi laboratorium forensik Anda',
    text: 'Kami merancang, melengkapi, dan memberikan pelatihan untuk laboratorium forensik kepolisian, kejaksaan, regulator, dan investigator korporat.',
  },
};

export default content;
