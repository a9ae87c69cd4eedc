import type { ProductPageContent } from '../../types';
import vip from '../../../assets/icons/vip.svg';
import antenna from '../../../assets/icons/antenna.svg';
import jammer from '../../../assets/icons/jammer.svg';
import mesh from '../../../assets/icons/mesh.svg';
import drone from '../../../assets/icons/drone.svg';
import spectrum from '../../../assets/art/spectrum.svg';
import meshMap from '../../../assets/art/mesh-map.svg';

const content: ProductPageContent = {
  meta: {
    title: 'VIP Public Security',
    description: 'Deteksi spektrum dari 100kHz hingga 18GHz, jamming, radio mesh dengan 1024 node, 8 hop, dan jangkauan 40km, serta penanggulangan drone.',
  },
  banner: {
    eyebrow: 'VIP Public Security',
    title: 'Lindungi para pemimpin, lokasi acara, dan iring-iringan kendaraan',
    subtitle:
      'Keamanan elektronik untuk kunjungan kenegaraan, konferensi tingkat tinggi, dan acara publik: pantau setiap sinyal, kendalikan spektrum frekuensi, dan pastikan tim Anda tetap terhubung.',
    art: vip,
  },
  overview: {
    heading: 'Empat kapabilitas untuk operasi pengamanan',
    intro:
      'Jika digunakan bersama, keempatnya memberikan kendali penuh kepada tim pengamanan atas ruang elektromagnetik di sekitar orang yang mereka lindungi.',
    cards: [
      {
        name: 'Deteksi Spektrum',
        desc: 'Menemukan pemancar tersembunyi, alat sadap, dan pemicu jarak jauh pada rentang frekuensi yang luas.',
        icon: antenna,
        contact: true,
      },
      {
        name: 'Jamming',
        desc: 'Memblokir ancaman yang dikendalikan melalui radio di sekitar konvoi dan lokasi acara, sementara kanal komunikasi Anda sendiri tetap terbuka.',
        icon: jammer,
        contact: true,
      },
      {
        name: 'Radio Mesh',
        desc: 'Jaringan terenkripsi yang terbentuk secara otomatis untuk suara, video, dan data ke mana pun tim bergerak.',
        icon: mesh,
        contact: true,
      },
      {
        name: 'Penanggulangan Drone',
        desc: 'Mendeteksi, mengidentifikasi, dan menetralkan drone tanpa izin yang mendekati area yang dilindungi.',
        icon: drone,
      },
    ],
  },
  sections: [
    {
      id: 'spectrum-detection',
      eyebrow: 'Deteksi Spektrum',
      heading: 'Tidak ada pancaran sinyal yang luput dari pengawasan Anda',
      intro:
        'Detektor portabel maupun tetap memindai spektrum secara berkelanjutan, mengklasifikasikan sinyal, dan menentukan lokasi sumbernya sebelum maupun selama acara berlangsung.',
      art: spectrum,
      highlights: [{ value: '100kHz hingga 18GHz', label: 'rentang deteksi' }],
      features: [
        { name: 'Pemindaian pita lebar', desc: 'Mencakup 100kHz hingga 18GHz, dari alat sadap berfrekuensi rendah hingga tautan nirkabel modern.' },
        { name: 'Klasifikasi sinyal', desc: 'Mengenali pemancar Wi-Fi, seluler, Bluetooth, analog, dan digital secara otomatis.' },
        { name: 'Pencarian arah', desc: 'Menentukan lokasi pemancar di dalam ruangan, kendaraan, dan gedung.' },
        { name: 'Perbandingan baseline', desc: 'Memberikan peringatan atas setiap sinyal baru yang tidak terdapat pada referensi bersih lokasi acara.' },
      ],
    },
    {
      id: 'mesh-radios',
      eyebrow: 'Radio Mesh',
      heading: 'Jaringan yang mengikuti jalannya misi',
      intro:
        'Setiap radio saling meneruskan sinyal bagi radio lainnya, sehingga cakupan meluas hingga ke sekitar gedung dan sepanjang rute konvoi tanpa memerlukan infrastruktur tetap.',
      art: meshMap,
      highlights: [
        { value: '1024', label: 'node per jaringan' },
        { value: '8', label: 'hop' },
        { value: '40km', label: 'jangkauan' },
      ],
      features: [
        { name: 'Jaringan berskala besar', desc: 'Hingga 1024 node dalam satu jaringan yang mampu memulihkan diri sendiri, dengan routing melalui 8 hop.' },
        { name: 'Jangkauan jauh', desc: 'Tautan point-to-point dengan jangkauan hingga 40km untuk pos komando dan pos observasi.' },
        { name: 'Video dan data', desc: 'Mengirimkan video HD secara langsung, suara, dan data posisi secara bersamaan.' },
        { name: 'Enkripsi bawaan', desc: 'Setiap tautan dienkripsi, dengan kunci yang dikelola oleh tim Anda sendiri.' },
      ],
    },
    {
      id: 'jamming-and-drones',
      eyebrow: 'Jamming dan Penanggulangan Drone',
      heading: 'Kendalikan ruang udara di sekitar VIP yang Anda kawal',
      intro:
        'Sistem yang terpasang di kendaraan maupun portabel melumpuhkan perangkat yang dipicu melalui radio dan drone yang mengancam, dengan aturan pelibatan yang jelas dan ditetapkan oleh operator.',
      features: [
        { name: 'Jamming konvoi', desc: 'Sistem pada kendaraan menciptakan zona perlindungan terhadap perangkat yang dikendalikan dari jarak jauh.' },
        {
          name: 'Jamming selektif',
          desc: 'Perencanaan frekuensi menjaga komunikasi pihak sendiri tetap berfungsi sementara ancaman diblokir.',
        },
        { name: 'Deteksi drone', desc: 'Sensor RF, radar, dan optik mendeteksi serta melacak drone beserta pilotnya.' },
        { name: 'Netralisasi drone', desc: 'Memaksa drone mendarat atau kembali ke titik asalnya, tanpa menggunakan kekuatan kinetik.' },
      ],
    },
  ],
  closing: {
    heading: 'Rencanakan operasi pengamanan Anda berikutnya bersama kami',
    text: 'Tenaga ahli kami mendukung survei lokasi, penggelaran peralatan, dan pelatihan operator untuk acara berskala besar.',
  },
};

export default content;
