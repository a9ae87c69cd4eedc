import type { ProductPageContent } from '../../types';
import lock from '../../../assets/icons/lock.svg';
import link from '../../../assets/icons/link.svg';
import server from '../../../assets/icons/server.svg';
import radio from '../../../assets/icons/radio.svg';
import key from '../../../assets/icons/key.svg';
import encryptorArt from '../../../assets/art/encryptor.svg';

const content: ProductPageContent = {
  meta: {
    title: 'Tactical Anti Interception',
    description: 'Enkriptor link, IP, dan radio, dengan pilihan bandwidth enkriptor IP 100M dan 1000M serta sistem manajemen kunci terpusat.',
  },
  banner: {
    eyebrow: 'Tactical Anti Interception',
    title: 'Jaga kerahasiaan setiap percakapan',
    subtitle:
      'Enkripsi berbasis perangkat keras untuk suara dan data, dari backbone kantor pusat hingga radio di lapangan, dengan kunci yang sepenuhnya berada di bawah kendali Anda.',
    art: lock,
  },
  overview: {
    heading: 'Enkripsi untuk setiap media transmisi',
    intro: 'Bagi pihak lawan, penyadapan adalah cara yang murah. Enkriptor kami membuat setiap data yang mereka sadap menjadi tidak berguna.',
    cards: [
      {
        name: 'Enkriptor Link',
        desc: 'Melindungi leased line point-to-point, tautan microwave, dan serat optik pada layer 2 dengan latensi yang nyaris tidak terasa.',
        icon: link,
        contact: true,
      },
      {
        name: 'Enkriptor IP',
        desc: 'Membangun tunnel terenkripsi antarlokasi melalui jaringan IP apa pun, termasuk internet publik dan satelit.',
        icon: server,
        contact: true,
      },
      {
        name: 'Enkriptor Radio',
        desc: 'Menambahkan enkripsi yang kuat pada radio taktis dan radio genggam, untuk melindungi suara dan data singkat.',
        icon: radio,
        contact: true,
      },
      {
        name: 'Sistem Manajemen Kunci',
        desc: 'Membangkitkan, mendistribusikan, merotasi, dan mencabut kunci untuk setiap perangkat dari satu pusat yang aman.',
        icon: key,
      },
    ],
  },
  sections: [
    {
      id: 'ip-encryptor',
      eyebrow: 'Enkriptor IP',
      heading: 'Jaringan antarlokasi terenkripsi pada kecepatan line rate',
      intro:
        'Perangkat yang tahan terhadap manipulasi fisik mengenkripsi lalu lintas antara pos komando, kedutaan besar, pusat data, dan kantor cabang tanpa memperlambat aplikasi.',
      art: encryptorArt,
      highlights: [
        { value: '100M', label: 'model ringkas' },
        { value: '1000M', label: 'model backbone' },
      ],
      features: [
        { name: 'Dua kelas bandwidth', desc: 'Pilih 100M untuk kantor cabang dan kendaraan, atau 1000M untuk kantor pusat dan pusat data.' },
        { name: 'Algoritma yang kuat', desc: 'AES-256 atau algoritma nasional, dengan perfect forward secrecy pada setiap tunnel.' },
        { name: 'Keamanan arus lalu lintas', desc: 'Padding dan lalu lintas semu menyamarkan siapa berkomunikasi dengan siapa, dan seberapa banyak.' },
        { name: 'Respons terhadap pembongkaran', desc: 'Kunci langsung terhapus apabila casing perangkat dibuka atau perangkat disita.' },
      ],
    },
    {
      id: 'link-and-radio',
      eyebrow: 'Enkriptor Link dan Radio',
      heading: 'Dari backbone serat optik hingga radio genggam prajurit',
      intro:
        'Infrastruktur kunci yang sama melindungi tautan tetap dan radio bergerak, sehingga setiap satuan dapat berkomunikasi secara aman dengan satuan lainnya.',
      features: [
        { name: 'Enkripsi link layer 2', desc: 'Transparan terhadap routing dan protokol, ideal untuk jalur khusus (dedicated line) dan tautan microwave.' },
        { name: 'Latensi rendah', desc: 'Pemrosesan pada orde mikrodetik, cocok untuk lalu lintas suara, video, dan kendali.' },
        { name: 'Suara dan data radio', desc: 'Mengenkripsi kanal radio analog dan digital, termasuk pesan singkat dan data posisi.' },
        { name: 'Desain tangguh', desc: 'Dirancang untuk kendaraan, kapal, dan penggelaran di lapangan, pada rentang suhu yang luas.' },
      ],
    },
    {
      id: 'key-management',
      eyebrow: 'Sistem Manajemen Kunci',
      heading: 'Kunci Anda, di bawah kendali Anda',
      intro: 'Pusat manajemen kunci yang berdaulat memastikan material kriptografi selalu berada di dalam organisasi Anda.',
      features: [
        { name: 'Pembangkitan kunci terpusat', desc: 'Pembangkitan bilangan acak berbasis perangkat keras dan penyimpanan master key yang aman.' },
        { name: 'Penggantian kunci over-the-air', desc: 'Rotasi kunci sesuai jadwal atau sesuai kebutuhan tanpa perlu menarik perangkat.' },
        {
          name: 'Penghapusan kunci jarak jauh',
          desc: 'Hapus seluruh kunci pada perangkat yang hilang atau telah disusupi langsung dari pusat, dalam hitungan detik.',
        },
        { name: 'Pemisahan peran', desc: 'Kendali ganda (dual control) dan jejak audit lengkap untuk setiap operasi kunci.' },
      ],
    },
  ],
  closing: {
    heading: 'Hubungi kami seputar komunikasi yang aman',
    text: 'Tenaga ahli kriptografi kami akan membantu Anda merancang jaringan yang tetap rahasia dari ujung ke ujung.',
  },
};

export default content;
