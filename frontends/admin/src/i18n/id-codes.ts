import { CONTENT_MAX, HTML_DEPTH_MAX } from '@csec/contracts';

/**
 * The API's failures in Indonesian, by their stable `code` (libs/contracts error-codes.ts), nested
 * at the code's dots as i18next reads keys. English has no such table: the dashboard shows the
 * API's own English message, and so it does here for a code without an entry. A text writes in
 * what the English message says with the failure's `params` (`{{seconds}}` or `{{seconds, wait}}`, `{{count}}`,
 * `{{savedBy}}`, `{{savedAt}}`). Left out: `validation.failed`, whose message is a field's own
 * text (translated by text, see serverMessages.ts), and codes the dashboard's own calls never get
 * (API tokens' scopes, the public forms' limits, request bodies only a hand-made request sends).
 */
export const idCodes = {
  auth: {
    invalid_credentials: 'Email atau kata sandi salah',
    too_many_attempts: 'Terlalu banyak percobaan masuk. Silakan coba lagi dalam {{seconds, wait}}.',
    totp_locked: 'Terlalu banyak kode yang salah: login dua langkah akun ini dikunci. Silakan coba lagi dalam {{seconds, wait}}.',
    unauthorized: 'Silakan masuk untuk melanjutkan',
    forbidden: 'Anda tidak memiliki izin untuk melakukan tindakan ini',
    totp_required: 'Masukkan kode 6 digit dari aplikasi autentikator Anda, atau kode pemulihan.',
    totp_invalid: 'Kode tidak valid. Masukkan kode 6 digit terbaru dari aplikasi autentikator Anda, atau kode pemulihan yang belum dipakai.',
    totp_used: 'Kode ini sudah dipakai. Tunggu kode berikutnya di aplikasi autentikator Anda (berganti setiap 30 detik), lalu masukkan kode tersebut.',
    totp_clock:
      'Kode ini tidak sesuai dengan waktu saat ini: jam perangkat Anda mungkin tidak tepat. Atur tanggal dan waktunya agar diperbarui otomatis, lalu masukkan kode yang ditampilkan aplikasi.',
    totp_enrolment_required: 'Peran Anda mewajibkan login dua langkah. Aktifkan di profil Anda sebelum melanjutkan.',
    totp_not_pending: 'Mulai pengaturan login dua langkah terlebih dahulu, lalu masukkan kode dari aplikasi autentikator Anda.',
    totp_already_enabled: 'Login dua langkah sudah aktif untuk akun ini.',
    totp_not_enabled: 'Login dua langkah belum aktif untuk akun ini.',
    password_incorrect: 'Kata sandi salah',
  },
  session: {
    not_found: 'Sesi tidak ditemukan',
  },
  user: {
    email_taken: 'Email sudah terdaftar',
    username_taken: 'Nama pengguna sudah dipakai',
    username_too_similar: 'Nama pengguna terlalu mirip dengan nama pengguna yang sudah ada',
    not_found: 'Pengguna tidak ditemukan!',
    nothing_to_update: 'Kirim nama pengguna, email, dan peran untuk memperbarui profil, atau kata sandi untuk menggantinya',
    cannot_delete_self: 'Anda tidak dapat menghapus akun Anda sendiri',
    cannot_change_own_role: 'Anda tidak dapat mengubah peran Anda sendiri',
    cannot_create_superadmin: 'Super admin tidak dapat dibuat melalui API',
    superadmin_protected: 'Akun super admin tidak dapat diubah oleh pengguna lain',
    role_change_forbidden: 'Anda tidak memiliki izin untuk mengubah peran ini',
  },
  blog: {
    not_found: 'Artikel tidak ditemukan!',
    locked: 'Ubah artikel menjadi draf terlebih dahulu jika ingin menyuntingnya!',
    save_conflict: 'Artikel ini disimpan oleh permintaan lain pada saat yang sama; silakan simpan kembali',
    stale:
      '{{savedBy}} menyimpan artikel ini pada {{savedAt}}, setelah Anda membukanya. Muat ulang untuk melihat perubahannya, atau salin teks Anda terlebih dahulu.',
    stale_unknown:
      'Seseorang menyimpan artikel ini pada {{savedAt}}, setelah Anda membukanya. Muat ulang untuk melihat perubahannya, atau salin teks Anda terlebih dahulu.',
    translation_language: 'Terjemahan harus ditulis dalam bahasa yang lain',
    translation_taken: 'Salah satu artikel sudah terhubung dengan terjemahan: lepaskan dulu tautannya',
    translation_self: 'Artikel tidak dapat menjadi terjemahan dirinya sendiri',
    not_linked: 'Artikel ini tidak terhubung dengan terjemahan',
  },
  revision: {
    not_found: 'Revisi tidak ditemukan!',
  },
  preview: {
    not_found: 'Tautan pratinjau ini tidak dikenal, sudah kedaluwarsa, atau sudah dicabut',
  },
  category: {
    name_taken: 'Kategori dengan nama ini sudah ada',
    in_use: 'Kategori ini dipakai oleh {{count}} artikel; pindahkan artikel tersebut ke kategori lain terlebih dahulu',
    not_found: 'Kategori tidak ditemukan',
  },
  lead: {
    not_found: 'Prospek tidak ditemukan',
  },
  webhook: {
    not_found: 'Webhook tidak ditemukan',
    url_forbidden: 'URL webhook mengarah ke alamat privat, loopback, link-local, atau metadata, yang tidak boleh dijangkau webhook',
    delivery_not_found: 'Pengiriman tidak ditemukan',
  },
  integration: {
    not_found: 'Integrasi tidak ditemukan',
  },
  request: {
    compressed_body: 'Isi permintaan yang dikompresi tidak diterima; kirim tanpa kompresi',
    malformed_body: 'Isi permintaan bukan JSON yang valid',
    too_many: 'Terlalu banyak pencarian dan pemuatan halaman dari alamat Anda. Silakan coba lagi dalam {{seconds}} detik.',
  },
  upload: {
    file_required: 'Silakan pilih berkas untuk diunggah',
    too_large: 'Ukuran berkas maksimal 3 MB',
    unsupported_format: 'Hanya format jpg, jpeg, dan png yang diperbolehkan',
    unreadable: 'Gambar tidak dapat dibaca. Unggah berkas jpg atau png yang utuh.',
    malformed: "Unggahan tidak dapat dibaca. Kirim gambar sebagai multipart/form-data di kolom 'file'.",
  },
  content: {
    too_large: `Konten terlalu besar (maksimal ${CONTENT_MAX.toLocaleString('id-ID')} karakter)`,
    too_deep: `Konten bersarang terlalu dalam (maksimal ${HTML_DEPTH_MAX} tingkat)`,
    too_slow: 'Konten terlalu lama diproses; sederhanakan formatnya',
  },
  service: {
    unavailable: 'Layanan sedang tidak tersedia. Silakan coba lagi sebentar lagi.',
    busy: 'Situs sedang sibuk. Silakan coba lagi dalam beberapa detik.',
  },
  not_found: 'Halaman yang Anda cari tidak ditemukan',
  internal: 'Terjadi kesalahan di sisi kami. Silakan coba lagi nanti.',
} as const;
