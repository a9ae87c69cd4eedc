import type { ProductPageContent } from '../../types';
import shield from '../../../assets/icons/shield.svg';
import shieldPulse from '../../../assets/icons/shield-pulse.svg';
import firewall from '../../../assets/icons/firewall.svg';
import eye from '../../../assets/icons/eye.svg';
import ddosShield from '../../../assets/art/ddos-shield.svg';

const content: ProductPageContent = {
  meta: {
    title: 'CSEC Defense',
    description:
      'Anti-DDoS dengan lebih dari 30 vektor deteksi, web application firewall, dan pencegahan intrusi yang menjaga layanan kritis tetap beroperasi.',
  },
  banner: {
    eyebrow: 'CSEC Defense',
    title: 'Layanan tetap berjalan, bahkan di bawah serangan terberat',
    subtitle:
      'Perlindungan inline berlapis untuk layanan yang diandalkan masyarakat dan pelanggan Anda: mulai dari serangan flood volumetrik hingga eksploitasi aplikasi yang tertarget.',
    art: shield,
  },
  overview: {
    heading: 'Pertahanan berlapis, dari tepi jaringan hingga aplikasi',
    intro: 'Tiga lapis perlindungan yang berbagi intelijen ancaman dan dikelola dari satu konsol manajemen.',
    cards: [
      {
        name: 'Anti-DDoS',
        desc: 'Mendeteksi dan menyaring serangan flood volumetrik, protokol, maupun lapisan aplikasi sebelum mencapai pusat data Anda.',
        icon: shieldPulse,
        contact: true,
      },
      {
        name: 'Web Application Firewall',
        desc: 'Melindungi portal dan API dari injeksi, cross-site scripting, bot, dan pengambilalihan akun.',
        icon: firewall,
        contact: true,
      },
      {
        name: 'Pencegahan Intrusi',
        desc: 'Memblokir eksploit, malware, dan lalu lintas command-and-control secara inline, pada skala operator telekomunikasi.',
        icon: eye,
        contact: true,
      },
    ],
  },
  sections: [
    {
      id: 'ddos',
      eyebrow: 'Perlindungan DDoS',
      heading: 'Anti-DDoS berbasis analisis lalu lintas jaringan',
      intro:
        'Analisis flow dan paket mempelajari profil normal setiap layanan yang dilindungi, sehingga serangan dikenali dalam hitungan detik dan lalu lintas yang bersih tetap mengalir.',
      art: ddosShield,
      highlights: [
        { value: '30+', label: 'vektor deteksi' },
        { value: '20Gbps', label: 'per perangkat' },
        { value: '< 5 s', label: 'hingga mitigasi' },
      ],
      features: [
        {
          name: 'Network Traffic Analysis',
          desc: 'Data NetFlow, sFlow, dan IPFIX dari router Anda mengungkap serangan di seluruh jaringan backbone, dengan lebih dari 30 vektor deteksi.',
        },
        {
          name: 'ADS',
          desc: 'Anomaly Detection System menyaring serangan secara inline atau melalui pengalihan lalu lintas, dan hanya mengembalikan lalu lintas yang bersih ke jaringan Anda.',
        },
        {
          name: 'ADS-M',
          desc: 'Pusat ADS Management mengonfigurasi setiap perangkat ADS, menampilkan serangan secara real-time, dan menghasilkan laporan insiden.',
        },
        {
          name: 'Pensinyalan cloud',
          desc: 'Serangan flood yang melampaui kapasitas uplink Anda dialihkan secara otomatis ke layanan scrubbing di sisi hulu.',
        },
      ],
    },
    {
      id: 'waf',
      eyebrow: 'Web Application Firewall',
      heading: 'Jaga portal dan API tetap aman dan tersedia',
      intro: 'Model keamanan positif dan negatif melindungi layanan publik tanpa mengharuskan pengembang mengubah kode mereka.',
      features: [
        { name: 'Perlindungan OWASP Top 10', desc: 'Menghentikan injeksi, cross-site scripting, file inclusion, dan serangan web umum lainnya.' },
        { name: 'Manajemen bot', desc: 'Membedakan pengguna asli dari scraper, credential stuffing, dan penyalahgunaan otomatis.' },
        { name: 'Virtual patching', desc: 'Menutup kerentanan yang baru diungkap langsung di firewall selama perbaikan aplikasi disiapkan.' },
        { name: 'Perlindungan dari perusakan situs web', desc: 'Mendeteksi defacement seketika dan menyajikan salinan halaman yang telah terverifikasi.' },
      ],
    },
    {
      id: 'ips',
      eyebrow: 'Pencegahan Intrusi',
      heading: 'Blokir eksploit sebelum mengenai sasaran',
      intro: 'Deep packet inspection pada kecepatan line rate, dengan aturan yang dikurasi tim riset kami untuk ancaman yang aktif di kawasan ini.',
      features: [
        { name: 'Pemblokiran eksploit', desc: 'Ribuan signature berbasis kerentanan menghentikan serangan terhadap sistem yang belum di-patch.' },
        { name: 'Pemblokiran malware dan C2', desc: 'Memutus komunikasi antara host yang terinfeksi dan infrastruktur penyerang.' },
        {
          name: 'Penegakan protokol',
          desc: 'Membuang lalu lintas yang cacat dan tidak sesuai standar, yang kerap digunakan untuk mengelabui kontrol lainnya.',
        },
        { name: 'Ketersediaan tinggi', desc: 'Hardware bypass dan clustering menjaga lalu lintas tetap mengalir saat terjadi kegagalan apa pun.' },
      ],
    },
  ],
  closing: {
    heading: 'Hubungi kami untuk melindungi layanan Anda',
    text: 'Sampaikan kebutuhan bandwidth dan layanan Anda, dan kami akan merancang pertahanan yang dapat berkembang seiring pertumbuhannya.',
  },
};

export default content;
