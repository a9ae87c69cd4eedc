/** Business constants of spec section 9, shared by the API and the frontends. */
export const PAGE_SIZE = 15;
export const PUBLIC_PAGE_SIZE_MAX = 50;
export const PAGINATION_WINDOW = 3;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 24;
export const PASSWORD_MIN = 8;
/**
 * Characters (as class-validator and the admin's form count them). Long passphrases fit; argon2
 * would take any length, but a cap keeps one request from hashing megabytes. The login accepts
 * this length too, so every password that could be set can be typed back in.
 */
export const PASSWORD_MAX = 256;

/** Uploads must be strictly under this many bytes. */
export const UPLOAD_MAX_BYTES = 3_000_000;
export const UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const UPLOAD_FIELD = 'file';

export const SLUG_MAX = 100;
export const TITLE_MAX = 200;
export const EXCERPT_LENGTH = 200;
export const RECENT_POSTS = 6;

/**
 * A post's states, defined here once for the API (entities, queries, DTOs) and the frontends.
 * `publish` is the spec's value for published. A `scheduled` post waits for its publishAt; it is
 * locked like a published one and is not public.
 */
export const PUBLISH_STATUS = 'publish';
export const DRAFT_STATUS = 'draft';
export const SCHEDULED_STATUS = 'scheduled';
export const POST_STATUSES = [DRAFT_STATUS, SCHEDULED_STATUS, PUBLISH_STATUS] as const;
export type PublishStatus = (typeof POST_STATUSES)[number];
/** States in which a post cannot be edited until it is changed back to draft. */
export const LOCKED_STATUSES: readonly PublishStatus[] = [SCHEDULED_STATUS, PUBLISH_STATUS];

/** The four featured categories created on first start, with their Indonesian names, and the tags the blog's tiles link to. */
export const FEATURED_CATEGORIES = [
  {
    name: 'Insight',
    tag: 'insight',
    description: 'Analysis and perspectives on the threat landscape.',
    indonesianName: 'Wawasan',
    indonesianDescription: 'Analisis dan sudut pandang tentang lanskap ancaman siber.',
  },
  {
    name: 'Event',
    tag: 'event',
    description: 'Conferences, exhibitions and trainings we run or join.',
    indonesianName: 'Acara',
    indonesianDescription: 'Konferensi, pameran, dan pelatihan yang kami selenggarakan atau ikuti.',
  },
  {
    name: 'Tips and Trick',
    tag: 'tips and trick',
    description: 'Practical advice to keep people and systems safe.',
    indonesianName: 'Tips dan Trik',
    indonesianDescription: 'Saran praktis untuk menjaga orang dan sistem tetap aman.',
  },
  {
    name: 'Announcement',
    tag: 'annoucement',
    description: 'Company and product news.',
    indonesianName: 'Pengumuman',
    indonesianDescription: 'Kabar terbaru tentang perusahaan dan produk kami.',
  },
] as const;

export const NAVBAR_HEIGHT = 64;
export const NAVBAR_SCROLL_THRESHOLD = 80;
export const MOBILE_BREAKPOINT = 768;
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_TARGETS = [40, 300, 80, 300] as const;
export const TOAST_DURATION_MS = 5000;
export const SIDEBAR_COLLAPSE_WIDTH = 450;
export const EXCERPT_LINES = 3;
export const COVER_PREVIEW_HEIGHT = 240;
export const FORM_IFRAME_HEIGHT = 1400;
export const EDITOR_INDENT_MAX = 8;
export const EDITOR_FONTS = ['Inter'] as const;
export const EDITOR_LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;

/**
 * Characters of a post's HTML. Images are uploads referenced by their /uploads/... path, so a
 * long article is 50-150 KB of HTML; the cap leaves room for a few images pasted inline (as
 * data: URLs) on top, and bounds the work of sanitising one save.
 */
export const CONTENT_MAX = 1_000_000;
/**
 * Elements nested inside one another in a post's HTML. The editor (Quill) never nests deeper
 * than about 5; parsing cost grows with depth, so deeper markup is refused, not parsed.
 */
export const HTML_DEPTH_MAX = 32;

/**
 * Request bodies, in bytes as received (compressed bodies are refused). A post's body carries
 * its HTML (CONTENT_MAX characters, up to 3 bytes each in UTF-8, plus JSON escaping); every
 * other body is a few fields.
 */
export const BODY_LIMITS = { defaultBytes: 100 * 1024, postBytes: 4 * 1024 * 1024 } as const;
/** Arrays and objects nested deeper than this in a JSON body are refused. */
export const JSON_DEPTH_MAX = 32;
/** Page numbers of every list; beyond it the request is refused rather than scanning far. */
export const PAGE_MAX = 100_000;
