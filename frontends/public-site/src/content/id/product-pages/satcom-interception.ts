import type { ProductPageContent } from '../../types';
import satellite from '../../../assets/icons/satellite.svg';
import dish from '../../../assets/icons/dish.svg';
import antenna from '../../../assets/icons/antenna.svg';
import chart from '../../../assets/icons/chart.svg';
import satelliteLink from '../../../assets/art/satellite-link.svg';

const content: ProductPageContent = {
  meta: {
    title: 'Satcom Monitoring and Interception',
    description:
      'Pemantauan dan intersepsi komunikasi satelit yang sah menurut hukum bagi instansi pemerintah yang berwenang: dalam versi tetap, dapat dipindahkan, dan terpasang di kendaraan.',
  },
  banner: {
    eyebrow: 'Satcom Monitoring and Interception',
    title: 'Visibilitas atas komunikasi satelit',
    subtitle:
      'Bagi lembaga penegak hukum dan pertahanan yang berwenang: pantau layanan telepon dan data satelit di seluruh wilayah tanggung jawab Anda, sesuai dengan kerangka hukum nasional.',
    art: satellite,
  },
  overview: {
    heading: 'Jangkauan hingga ke wilayah di luar jaringan terestrial',
    intro:
      'Terminal satelit digunakan di pulau-pulau terpencil, perairan, dan wilayah perbatasan. Sistem kami memberikan visibilitas yang sama bagi aparat berwenang di wilayah tersebut seperti halnya di darat.',
    cards: [
      {
        name: 'Pemantauan Telepon Satelit',
        desc: 'Memantau layanan satelit L-band genggam maupun bergerak, termasuk sesi suara, SMS, dan data.',
        icon: antenna,
        contact: true,
      },
      {
        name: 'Pemantauan VSAT dan Broadband',
        desc: 'Mendemodulasi dan mendekode carrier Ku-band dan C-band untuk memulihkan lalu lintas IP guna dianalisis.',
        icon: dish,
        contact: true,
      },
      {
        name: 'Analisis dan Peringatan',
        desc: 'Daftar target, estimasi lokasi, dan peringatan, dengan jejak audit lengkap bagi lembaga pengawas.',
        icon: chart,
      },
    ],
  },
  sections: [
    {
      id: 'system',
      eyebrow: 'Sistem',
      heading: 'Dari antena hingga analis',
      intro: 'Antena, penerima, dekoder, dan pusat analisis dihadirkan sebagai satu sistem terintegrasi, yang dipasang dan didukung oleh tenaga ahli kami.',
      art: satelliteLink,
      features: [
        { name: 'Penerimaan multi-beam', desc: 'Menerima beberapa satelit dan beam sekaligus dari satu lokasi.' },
        {
          name: 'Dekode secara real-time',
          desc: 'Carrier didemodulasi dan didekode saat diterima, disertai perekaman untuk peninjauan di kemudian hari.',
        },
        {
          name: 'Estimasi lokasi',
          desc: 'Memperkirakan posisi terminal berdasarkan informasi sistem untuk keperluan penugasan dan respons.',
        },
        {
          name: 'Manajemen surat perintah',
          desc: 'Hanya target yang telah diotorisasi yang diproses, dan setiap akses dicatat untuk keperluan audit.',
        },
      ],
    },
    {
      id: 'deployment',
      eyebrow: 'Opsi Penerapan',
      heading: 'Tetap, dapat dipindahkan, atau bergerak',
      intro: 'Pilih konfigurasi yang sesuai dengan wilayah yang perlu Anda jangkau.',
      features: [
        { name: 'Stasiun tetap', desc: 'Instalasi permanen untuk cakupan tingkat nasional dan operasi jangka panjang.' },
        { name: 'Dapat dipindahkan', desc: 'Dikemas dalam rugged case yang dapat dipasang oleh dua operator dalam waktu kurang dari satu jam.' },
        { name: 'Terpasang di kendaraan', desc: 'Beroperasi saat bergerak untuk operasi maritim dan perbatasan.' },
        { name: 'Integrasi terpusat', desc: 'Mengalirkan hasil ke sistem pemantauan dan intelijen yang sudah Anda miliki.' },
      ],
    },
  ],
  closing: {
    heading: 'Diskusikan kebutuhan Anda dengan kami',
    text: 'Sistem pemantauan satcom hanya disediakan bagi instansi pemerintah yang berwenang. Hubungi kami untuk mendapatkan pemaparan yang bersifat rahasia.',
  },
};

export default content;
