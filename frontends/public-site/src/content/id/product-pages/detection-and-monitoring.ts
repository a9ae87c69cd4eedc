import type { ProductPageContent } from '../../types';
import radar from '../../../assets/icons/radar.svg';
import network from '../../../assets/icons/network.svg';
import fileScan from '../../../assets/icons/file-scan.svg';
import monitor from '../../../assets/icons/monitor.svg';
import socDashboard from '../../../assets/art/soc-dashboard.svg';

const content: ProductPageContent = {
  meta: {
    title: 'CSEC Detection and Monitoring',
    description:
      'Pemantauan lalu lintas jaringan hingga 20Gbps, deteksi file berbasis sandbox, dan analisis situasi terpadu untuk pusat operasi keamanan (SOC).',
  },
  banner: {
    eyebrow: 'CSEC Detection and Monitoring',
    title: 'Kenali setiap ancaman sebelum berkembang menjadi insiden',
    subtitle:
      'Pemantauan berkelanjutan atas lalu lintas, file, dan peristiwa di seluruh lokasi yang Anda kelola, dipadukan menjadi satu gambaran situasional yang dapat langsung ditindaklanjuti oleh analis Anda.',
    art: radar,
  },
  overview: {
    heading: 'Tiga solusi, satu gambaran utuh jaringan Anda',
    intro: 'Terapkan ketiganya sekaligus sebagai inti pusat operasi keamanan, atau satu per satu di titik yang paling membutuhkan visibilitas.',
    cards: [
      {
        name: 'Pemantauan Lalu Lintas',
        desc: 'Sensor pasif merekam dan menganalisis setiap sesi hingga 20Gbps per perangkat, mendeteksi intrusi, komunikasi command-and-control, dan eksfiltrasi data tanpa menyentuh lalu lintas produksi.',
        icon: network,
        contact: true,
      },
      {
        name: 'Deteksi File',
        desc: 'File yang dikirim melalui web, email, dan transfer file diekstraksi lalu dieksekusi di dalam sandbox, sehingga malware zero-day yang lolos dari deteksi berbasis signature tetap tertangkap.',
        icon: fileScan,
        contact: true,
      },
      {
        name: 'Analisis Situasi Terpadu',
        desc: 'Peringatan dari sensor, endpoint, dan perangkat pihak ketiga dikorelasikan menjadi insiden dan ditampilkan dalam satu peta organisasi Anda.',
        icon: monitor,
        contact: true,
      },
    ],
  },
  sections: [
    {
      id: 'traffic-monitoring',
      eyebrow: 'Pemantauan Lalu Lintas',
      heading: 'Visibilitas penuh pada kecepatan line rate',
      intro: 'Sensor mendekode lebih dari 300 protokol serta menyimpan metadata yang dapat dicari dan paket lengkap selama diperlukan untuk investigasi Anda.',
      art: socDashboard,
      highlights: [
        { value: '20Gbps', label: 'per perangkat' },
        { value: '300+', label: 'protokol yang didekode' },
        { value: '24/7', label: 'pemantauan' },
      ],
      features: [
        {
          name: 'Deteksi intrusi',
          desc: 'Mesin berbasis signature, perilaku, dan intelijen ancaman menandai upaya eksploitasi dan pergerakan lateral.',
        },
        {
          name: 'Analisis lalu lintas terenkripsi',
          desc: 'Fingerprinting sesi TLS mengungkap tool berbahaya tanpa perlu mendekripsi lalu lintas.',
        },
        { name: 'Perekaman paket lengkap', desc: 'Putar ulang sesi apa pun untuk merekonstruksi kejadian secara persis, byte demi byte.' },
        {
          name: 'Penemuan aset',
          desc: 'Setiap perangkat yang berkomunikasi di jaringan diinventarisasi secara otomatis, termasuk perangkat yang tidak terkelola.',
        },
      ],
    },
    {
      id: 'main-functions',
      eyebrow: 'Fungsi Utama',
      heading: 'Dari peristiwa mentah menjadi keputusan yang tepat',
      intro:
        'Tidak hanya jaringan, platform ini juga memantau ruang informasi di sekitar organisasi Anda, sehingga pimpinan dapat melihat sisi teknis sekaligus sisi publik dari sebuah insiden.',
      features: [
        {
          name: 'Analisis Peristiwa',
          desc: 'Mengorelasikan jutaan peristiwa log dan jaringan setiap hari menjadi daftar singkat insiden yang diurutkan berdasarkan dampaknya.',
        },
        {
          name: 'Analisis Media Sosial',
          desc: 'Melacak akun, tagar, dan narasi di berbagai platform publik untuk mendeteksi kampanye terkoordinasi sejak dini.',
        },
        {
          name: 'Analisis Opini Publik',
          desc: 'Mengukur sentimen dan jangkauan topik yang penting bagi institusi Anda, dengan peringatan saat terjadi perubahan mendadak.',
        },
        {
          name: 'Penanganan',
          desc: 'Playbook terpandu membantu tim Anda merespons: memberi notifikasi, melakukan penahanan, berkomunikasi, dan melapor, semuanya dari satu konsol.',
        },
      ],
    },
    {
      id: 'depth-security-test',
      eyebrow: 'Sistem Uji Keamanan Mendalam',
      heading: 'Uji pertahanan Anda dengan cara penyerang',
      intro:
        'Mesin red team otomatis menjalankan serangan yang aman dan terkendali terhadap lingkungan Anda sendiri, lalu menunjukkan serangan mana saja yang berhasil terdeteksi oleh sistem pemantauan Anda.',
      features: [
        { name: 'Uji penetrasi otomatis', desc: 'Kampanye terjadwal menguji jaringan, host, dan aplikasi web tanpa upaya manual.' },
        {
          name: 'Simulasi jalur serangan',
          desc: 'Merangkai berbagai kelemahan menjadi jalur serangan yang realistis menuju sistem Anda yang paling bernilai.',
        },
        {
          name: 'Skor cakupan deteksi',
          desc: 'Setiap teknik yang disimulasikan dicocokkan dengan peringatan yang dihasilkannya, sehingga titik buta dapat terungkap.',
        },
        {
          name: 'Verifikasi remediasi',
          desc: 'Menjalankan ulang serangan yang sama persis setelah perbaikan, untuk membuktikan bahwa celah benar-benar telah tertutup.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Hubungi spesialis deteksi kami',
    text: 'Kami akan menentukan kapasitas sensor yang sesuai untuk jaringan Anda dan menunjukkan demonstrasi langsung pada lalu lintas yang serupa dengan milik Anda.',
  },
};

export default content;
