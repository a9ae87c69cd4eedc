// Generated from libs/contracts/openapi.json by `npm run openapi`: do not edit.

export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness and database check */
    get: operations['HealthController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/live': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Liveness for orchestrators: the process answers (the database is not asked) */
    get: operations['HealthController_live'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Readiness for orchestrators: the database answers
     * @description With REDIS_URL, `redis` says whether the shared Redis is reachable. `degraded` still answers 200: the process serves, counting limits in its own memory until Redis returns, so a load balancer must not take it out of rotation for that.
     */
    get: operations['HealthController_ready'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in with e-mail and password (and a code, with two-factor login on); returns a bearer token for a new session
     * @description A success also sets a device cookie for the account (`csec_device_…`: signed, HttpOnly, SameSite=Strict, Path=/api/login, a year; Secure when PUBLIC_URL is https). Logins sending it back are counted apart from strangers, so failures from elsewhere never lock the owner out of a device they used before.
     */
    post: operations['AuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** End the caller's session: its token is refused from now on */
    post: operations['AuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's own login sessions */
    get: operations['SessionsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/sessions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** End one of your own sessions; its token is refused at once */
    delete: operations['SessionsController_end'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}/sessions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** End every session of an account you manage (admin-level) */
    delete: operations['SessionsController_endAll'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/2fa': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether two-factor login is on for your account, and whether your role requires it */
    get: operations['TwoFactorController_status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/2fa/setup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start set-up: a new secret as an otpauth:// URL and a QR code; nothing changes until enable confirms a code */
    post: operations['TwoFactorController_setup'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/2fa/enable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turn two-factor login on with a current code; answers 10 one-time recovery codes
     * @description Ends the account's other sessions (they were opened with the password alone); the calling session stays.
     */
    post: operations['TwoFactorController_enable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/2fa/disable': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Turn two-factor login off; needs your password and a current code (or a recovery code)
     * @description Ends the account's other sessions; the calling session stays. Wrong passwords are counted like login's: LOGIN_MAX_PER_EMAIL (5) per account and LOGIN_MAX_PER_IP (20) per client (an IPv4 address or IPv6 /64) in LOGIN_WINDOW_MINUTES (15). Wrong codes count toward the account's code lock, as at login.
     */
    post: operations['TwoFactorController_disable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create an admin or author account (admin-level only) */
    post: operations['UsersController_register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's own account (data is an array whose first item is the user) */
    get: operations['UsersController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/language': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Choose the dashboard's language for your own account ('en' or 'id') */
    put: operations['UsersController_setLanguage'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Accounts, 15 a page, newest first; query matches username or e-mail */
    get: operations['UsersController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One account (admin-level, or your own) */
    get: operations['UsersController_get'];
    put?: never;
    /**
     * Update an account: null or absent fields stay unchanged
     * @description username+email+role is a profile update; password alone is a password change. Authors may update only themselves and never a role; nobody touches the superadmin but the superadmin.
     */
    post: operations['UsersController_update'];
    /** Delete an account (never your own, never the superadmin) */
    delete: operations['UsersController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/categories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every blog category, by name */
    get: operations['CategoriesController_list'];
    put?: never;
    /** Add a category (admin-level; authors pick from the existing ones); names are unique ignoring case */
    post: operations['CategoriesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/categories/{categoryId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Rename a category or change its description (admin-level)
     * @description The old name keeps reaching the category: GET /api/blogs/publish?category={old} lists its posts, and /blog/tag/{old} redirects (301) to the new name.
     */
    put: operations['CategoriesController_update'];
    post?: never;
    /** Delete a category (admin-level); refused while posts use it */
    delete: operations['CategoriesController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blogs/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Published posts of one language (lang, English by default), newest first, without content; filter by category name or month; q searches titles and text by relevance */
    get: operations['PublicBlogsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blogs/publish/sidebar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Blog sidebar of one language: 6 newest titles, publish months with counts, categories (named in that language) with counts */
    get: operations['PublicBlogsController_sidebar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blogs/publish/{slug}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One published post by its slug in one language (a former slug finds it too; `slug` names the current one, `translation` its published translation) */
    get: operations['PublicBlogsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blogs/preview/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The post a preview link opens, as its public page shows it; never cached (Cache-Control: private, no-store) */
    get: operations['PublicPreviewController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blogs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every post (or those of one language), 15 a page, newest first; query matches title, category, author or status */
    get: operations['BlogsController_list'];
    put?: never;
    /** Create a draft; only the title is required */
    post: operations['BlogsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blogs/{blog}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One post by slug in one language (a former slug finds it too) */
    get: operations['BlogsController_get'];
    /** Save a draft (authors: own posts only); a rename moves the slug */
    put: operations['BlogsController_update'];
    post?: never;
    /** Delete a post (authors: own posts only) */
    delete: operations['BlogsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blogs/{slug}/publish': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Publish: needs a category, content and a cover; sets publishAt */
    post: operations['BlogsController_publish'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blogs/{slug}/schedule': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Schedule: publish at publishAt; the same rules as publishing (authors: own posts only)
     * @description A draft, or a scheduled post moved to a new time, becomes `scheduled`: locked like a published post and not public until publishAt, when the server publishes it (publishAt is kept as the publish time). A published post is refused (409 blog.locked): change it into draft first. POST /draft cancels a schedule.
     */
    post: operations['BlogsController_schedule'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blogs/{slug}/draft': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Change a post back into draft (a scheduled one is no longer scheduled) */
    post: operations['BlogsController_draft'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blogs/{blog}/translation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Link the post and a post in the other language as translations of each other (the caller must be able to change both) */
    put: operations['BlogsController_link'];
    /**
     * The post's translation: opens the linked one, or creates it
     * @description When the post is linked to a translation, answers it (`created` false). Otherwise creates a draft in the other language, linked to the post, with the post's cover, category and event date and its title to start from, and answers it (`created` true).
     */
    post: operations['BlogsController_translate'];
    /** Unlink the post from its translation; both posts stay as they are */
    delete: operations['BlogsController_unlink'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blogs/{blogId}/revisions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A post's revisions, 15 a page, newest first, without their content (authors: own posts only) */
    get: operations['RevisionsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blogs/{blogId}/revisions/{revisionId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One revision of the post, with its content */
    get: operations['RevisionsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blogs/{blogId}/revisions/{revisionId}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Make the revision the draft's title, category, content, cover and event date; stored as the newest revision */
    post: operations['RevisionsController_restore'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/blogs/{blogId}/preview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A shareable preview link of a post in any state, working for PREVIEW_HOURS (authors: own posts only) */
    post: operations['PreviewLinksController_create'];
    /** Revoke every preview link of a post: they show the not-found page from now on (authors: own posts only) */
    delete: operations['PreviewLinksController_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/categories/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every category with the number of posts using it, in any state and published (admin-level) */
    get: operations['CategoryOverviewController_overview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/upload': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a jpg or png image under 3,000,000 bytes (staff) */
    post: operations['UploadsController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leads': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Leads, 15 a page, newest first; query matches name, organisation, e-mail, interest or message (admin-level) */
    get: operations['LeadsController_list'];
    put?: never;
    /**
     * Send a registration or a contact request (public)
     * @description A registration's interest, when given, is the current event (CURRENT_EVENT) or a product; a contact needs a message. At most LEADS_MAX_PER_HOUR (10) requests per client IP an hour. A filled honeypot field (website) gets the same answer and is not stored.
     */
    post: operations['LeadsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leads/export.csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Every lead matching the filters, newest first, as CSV (admin-level)
     * @description RFC 4180 with a header row; every text field quoted, numbers bare. Safe in every locale: a text starting with =, +, - or @, and any part of it after a comma, semicolon, tab or line break that does, gets a ' before that character, so no spreadsheet runs a formula whatever list separator it splits on.
     */
    get: operations['LeadsController_exportCsv'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leads/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One lead (admin-level) */
    get: operations['LeadsController_get'];
    put?: never;
    post?: never;
    /** Delete a lead (admin-level) */
    delete: operations['LeadsController_remove'];
    options?: never;
    head?: never;
    /** Move a lead to 'new', 'contacted' or 'closed' (admin-level) */
    patch: operations['LeadsController_update'];
    trace?: never;
  };
  '/api/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every webhook (admin-level); secrets are never listed */
    get: operations['WebhooksController_list'];
    put?: never;
    /**
     * Add a webhook (admin-level); the answer holds its signing secret, shown only this once
     * @description Each delivery is a POST of `{ id, event, occurredAt, data }` with `X-CSEC-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`, `X-CSEC-Event` and `X-CSEC-Delivery`. A URL whose host resolves to a loopback, private, link-local or metadata address is refused (400 `webhook.url_forbidden`) unless WEBHOOK_ALLOW_PRIVATE=true.
     */
    post: operations['WebhooksController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a webhook and its delivery log (admin-level) */
    delete: operations['WebhooksController_remove'];
    options?: never;
    head?: never;
    /** Change a webhook’s URL or events, or roll its secret (answered once) (admin-level) */
    patch: operations['WebhooksController_update'];
    trace?: never;
  };
  '/api/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A webhook’s deliveries, newest first, each with its attempts (time, status code, duration, error) */
    get: operations['WebhooksController_deliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/webhooks/{id}/deliveries/{deliveryId}/redeliver': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a delivery again, with the same X-CSEC-Delivery id and a fresh signature */
    post: operations['WebhooksController_redeliver'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/integrations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Every integration with its scopes and last use (admin-level); tokens are never listed */
    get: operations['IntegrationsController_list'];
    put?: never;
    /**
     * Make an integration and its API token (admin-level); the answer holds the token, shown only this once
     * @description Scopes: content:read, content:write, leads:read, leads:write. A route an operation lists no scope for refuses tokens (403 auth.scope_missing).
     */
    post: operations['IntegrationsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/integrations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Revoke an integration’s token: it answers 401 within 1 s on every process (admin-level) */
    delete: operations['IntegrationsController_revoke'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/activity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The activity log, 15 a page, newest first, narrowed by actor, action and time (admin-level)
     * @description One row per staff action: logins (and failed ones), logouts, ended sessions, account, post and category changes, uploads. Rows are kept ACTIVITY_KEEP_DAYS days (365 unless set); nothing else changes or removes them.
     */
    get: operations['ActivityController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/site-config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The frontends' run-time config: remote entry URLs, embedded form and map, contact details */
    get: operations['SiteConfigController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Prometheus metrics: request durations by route and status, failed database queries, public cache hits and misses, logins
     * @description Answered to clients on the same host, or to others presenting METRICS_TOKEN as a bearer token.
     */
    get: operations['MetricsController_scrape'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /**
     * @description Stable machine code of the failure (libs/contracts error-codes.ts); the message beside it is the text to show
     * @enum {string}
     */
    ErrorCode:
      | 'auth.invalid_credentials'
      | 'auth.unauthorized'
      | 'auth.forbidden'
      | 'auth.too_many_attempts'
      | 'auth.totp_required'
      | 'auth.totp_invalid'
      | 'auth.totp_used'
      | 'auth.totp_clock'
      | 'auth.totp_locked'
      | 'auth.totp_enrolment_required'
      | 'auth.scope_missing'
      | 'auth.totp_not_pending'
      | 'auth.totp_already_enabled'
      | 'auth.totp_not_enabled'
      | 'auth.password_incorrect'
      | 'session.not_found'
      | 'user.email_taken'
      | 'user.username_taken'
      | 'user.username_too_similar'
      | 'user.not_found'
      | 'user.nothing_to_update'
      | 'user.cannot_delete_self'
      | 'user.cannot_change_own_role'
      | 'user.cannot_create_superadmin'
      | 'user.superadmin_protected'
      | 'user.role_change_forbidden'
      | 'blog.not_found'
      | 'blog.locked'
      | 'blog.save_conflict'
      | 'blog.stale'
      | 'blog.translation_language'
      | 'blog.translation_taken'
      | 'blog.translation_self'
      | 'blog.not_linked'
      | 'revision.not_found'
      | 'preview.not_found'
      | 'category.name_taken'
      | 'category.in_use'
      | 'category.not_found'
      | 'lead.not_found'
      | 'lead.too_many'
      | 'webhook.not_found'
      | 'integration.not_found'
      | 'webhook.url_forbidden'
      | 'webhook.delivery_not_found'
      | 'validation.failed'
      | 'request.body_too_large'
      | 'request.compressed_body'
      | 'request.json_too_deep'
      | 'request.malformed_body'
      | 'request.read_only'
      | 'request.conflict'
      | 'request.too_many'
      | 'upload.file_required'
      | 'upload.too_large'
      | 'upload.unsupported_format'
      | 'upload.unreadable'
      | 'upload.malformed'
      | 'content.too_large'
      | 'content.too_deep'
      | 'content.too_slow'
      | 'service.unavailable'
      | 'service.busy'
      | 'not_found'
      | 'internal';
    FailureBody: {
      /**
       * @example Failed
       * @enum {string}
       */
      status: 'Failed';
      /**
       * @example true
       * @enum {boolean}
       */
      error: true;
      /**
       * @description Stable machine code of the failure (libs/contracts error-codes.ts); the message beside it is the text to show
       * @example validation.failed
       */
      code: components['schemas']['ErrorCode'];
      /** @example Email is required */
      message: string;
      /**
       * @description Field name -> message, on validation failures
       * @example {
       *       "email": "Email is required"
       *     }
       */
      errors?: {
        [key: string]: string;
      };
      /**
       * @description What the message was written with, for a client that shows the code in its own language: seconds (every 429), count (category.in_use), savedBy and savedAt (blog.stale; savedBy null when unknown)
       * @example {
       *       "seconds": 120
       *     }
       */
      params?: {
        [key: string]: (string | null) | number;
      };
      /**
       * @description On 5xx failures: the id of the request (also sent as the X-Request-Id header), to quote when reporting the problem
       * @example 0b8f3c1e-5d2a-4e7b-9f61-2c4d8a7e9b10
       */
      requestId?: string;
    };
    LoginDto: {
      /** @example superadmin@csec.local */
      email: string;
      /** @example a-strong-password */
      password: string;
      /**
       * @description For an account with two-factor login: the current 6-digit code from the authenticator app, or an unused recovery code
       * @example 123456
       */
      code?: string;
    };
    LoginResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      /** @example Login success! */
      message: string;
      /** @description JWT bearer token (HS256) with an expiry */
      token: string;
      /** @description True when the role must use two-factor login and it is not on yet: until it is, only the set-up, the own account and logout answer */
      twoFactorSetupRequired: boolean;
    };
    MessageResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      message: string;
    };
    SessionViewDto: {
      /** Format: uuid */
      id: string;
      createdAt: string;
      lastSeenAt: string;
      expiresAt: string;
      ip: string | null;
      userAgent: string | null;
      /** @description The session this request was made with */
      current: boolean;
    };
    SessionListResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      /** @description Unexpired sessions, the most recently used first */
      data: components['schemas']['SessionViewDto'][];
    };
    TwoFactorStatusDto: {
      enabled: boolean;
      /** @description Unused recovery codes left (0 while two-factor login is off) */
      recoveryCodesLeft: number;
      /** @description True when the account's role must use two-factor login (REQUIRE_2FA_ROLES) */
      required: boolean;
    };
    TwoFactorStatusResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      data: components['schemas']['TwoFactorStatusDto'];
    };
    TwoFactorSetupDto: {
      /** @description Base32 secret, for typing into an app that cannot scan */
      secret: string;
      /** @example otpauth://totp/CSEC:rina%40csec.co.id?secret=...&issuer=CSEC */
      otpauthUrl: string;
      /** @description The otpauth URL as a QR code, a PNG data URL */
      qrCode: string;
    };
    TwoFactorSetupResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      data: components['schemas']['TwoFactorSetupDto'];
    };
    EnableTwoFactorDto: {
      /**
       * @description A current code made from the secret that set-up returned
       * @example 123456
       */
      code: string;
    };
    RecoveryCodesResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      message: string;
      /** @description Ten one-time recovery codes, shown this once */
      data: string[];
    };
    DisableTwoFactorDto: {
      /**
       * @description A current code made from the secret that set-up returned
       * @example 123456
       */
      code: string;
      /** @description The account's password */
      password: string;
    };
    RegisterUserDto: {
      /** @example rina */
      username: string;
      /** @example rina@csec.co.id */
      email: string;
      /**
       * @description Refused when it is one of the 10,000 most common passwords (compared ignoring case).
       * @example correct horse battery
       */
      password: string;
      /**
       * @description superadmin cannot be given through the API
       * @enum {string}
       */
      role: 'admin' | 'author';
    };
    UserViewDto: {
      id: number;
      username: string;
      email: string;
      /** @enum {string} */
      role: 'superadmin' | 'admin' | 'author';
      createdAt: string;
      updatedAt: string;
    };
    UserResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      message?: string;
      data: components['schemas']['UserViewDto'];
    };
    MeViewDto: {
      id: number;
      username: string;
      email: string;
      /** @enum {string} */
      role: 'superadmin' | 'admin' | 'author';
      createdAt: string;
      updatedAt: string;
      /** @enum {string} */
      language: 'en' | 'id';
    };
    UserArrayResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      message?: string;
      /** @description An array whose first item is the user */
      data: components['schemas']['MeViewDto'][];
    };
    UpdateLanguageDto: {
      /**
       * @description The dashboard's language for this account
       * @example id
       * @enum {string}
       */
      language: 'en' | 'id';
    };
    LanguageResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      message: string;
      data: components['schemas']['MeViewDto'];
    };
    UserListResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      data: components['schemas']['UserViewDto'][];
      /** @example 3 */
      totalPages: number;
      /** @example 37 */
      countData: number;
    };
    UpdateUserDto: {
      /** @description The path's userId, repeated; ignored */
      userId?: number;
      username?: string | null;
      /** Format: email */
      email?: string | null;
      /** @enum {string|null} */
      role?: 'superadmin' | 'admin' | 'author' | null;
      /** @description Refused when it is one of the 10,000 most common passwords (compared ignoring case). */
      password?: string | null;
    };
    UserIdBodyDto: {
      /** @description The path's userId, repeated; ignored */
      userId?: number;
    };
    CategoryViewDto: {
      id: number;
      name: string;
      description: string;
      /**
       * @description The name on the Indonesian pages; '' shows the English name there
       * @example Riset
       */
      indonesianName: string;
      /** @description The description on the Indonesian pages; '' shows the English one there */
      indonesianDescription: string;
    };
    CategoryListResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      data: components['schemas']['CategoryViewDto'][];
    };
    CreateCategoryDto: {
      /** @example Research */
      name: string;
      /** @example Research notes from our labs */
      description: string;
      /**
       * @description The name on the Indonesian pages; absent or '' shows the English name
       * @example Riset
       */
      indonesianName?: string;
      /** @description The description on the Indonesian pages; absent or '' shows the English one */
      indonesianDescription?: string;
    };
    CategoryResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      message: string;
      data: components['schemas']['CategoryViewDto'];
    };
    UpdateCategoryDto: {
      /** @example Research */
      name: string;
      /** @example Research notes from our labs */
      description: string;
      /**
       * @description The name on the Indonesian pages; absent or '' shows the English name
       * @example Riset
       */
      indonesianName?: string;
      /** @description The description on the Indonesian pages; absent or '' shows the English one */
      indonesianDescription?: string;
    };
    CoverImageDto: {
      /** @example /uploads/5f0c6c1e-8d4b-4b7e-9a43-0d3f1b6f2a11.jpg */
      src: string;
      /** @description Pixel width of the original; null for an external cover */
      width: number | null;
      /** @description Pixel height of the original; null for an external cover */
      height: number | null;
      /**
       * @description The WebP copies made at upload with their widths, then the original; null when there are none
       * @example /uploads/5f0c…-480.webp 480w, /uploads/5f0c…-720.webp 720w, /uploads/5f0c…-960.webp 960w, /uploads/5f0c….jpg 1280w
       */
      srcset: string | null;
      /** @description Absent today: the page knows how wide it draws the image */
      sizes?: string;
    };
    PublicBlogCardDto: {
      title: string;
      slug: string;
      /** @description The cover URL as saved */
      cover: string | null;
      /** @description How to draw the cover; null when there is none */
      coverImage: components['schemas']['CoverImageDto'] | null;
      /** @description Plain text, about 200 characters */
      excerpt: string;
      /** @description The category's name in the post's language */
      category: string | null;
      /** @description The category's English name, which its tag page's URL carries in both languages (/blog/tag/{categoryTag}, lower-cased) */
      categoryTag: string | null;
      publishAt: string;
      createdBy: string;
      /** @description Search answers only (q given): about 160 characters of plain text around the first match, '…' where cut */
      snippet?: string;
    };
    PublicBlogListResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      data: components['schemas']['PublicBlogCardDto'][];
      totalPages: number;
      countData: number;
    };
    SidebarRecentDto: {
      title: string;
      slug: string;
    };
    SidebarMonthDto: {
      /** @example November 2026 */
      label: string;
      /** @example 2026-11 */
      month: string;
      count: number;
    };
    SidebarCategoryDto: {
      /** @description The category's name in the language asked for */
      name: string;
      /**
       * @description The name its tag page's URL carries (/blog/tag/{tag}, lower-cased): the English name in every language
       * @example Insight
       */
      tag: string;
      count: number;
    };
    SidebarDto: {
      /** @description The 6 newest published posts */
      recent: components['schemas']['SidebarRecentDto'][];
      /** @description Publish months, newest first */
      archive: components['schemas']['SidebarMonthDto'][];
      /** @description Every category with its published posts */
      categories: components['schemas']['SidebarCategoryDto'][];
    };
    SidebarResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      data: components['schemas']['SidebarDto'];
    };
    PublicTranslationDto: {
      /** @enum {string} */
      language: 'en' | 'id';
      slug: string;
    };
    PublicBlogPostDto: {
      title: string;
      slug: string;
      /** @description The cover URL as saved */
      cover: string | null;
      /** @description How to draw the cover; null when there is none */
      coverImage: components['schemas']['CoverImageDto'] | null;
      /** @description Plain text, about 200 characters */
      excerpt: string;
      /** @description The category's name in the post's language */
      category: string | null;
      /** @description The category's English name, which its tag page's URL carries in both languages (/blog/tag/{categoryTag}, lower-cased) */
      categoryTag: string | null;
      publishAt: string;
      createdBy: string;
      /** @description Search answers only (q given): about 160 characters of plain text around the first match, '…' where cut */
      snippet?: string;
      /** @enum {string} */
      language: 'en' | 'id';
      /** @description The published post in the other language linked as its translation; null when there is none (no hreflang pair) */
      translation: components['schemas']['PublicTranslationDto'] | null;
      content: string;
      contributors: string[];
      eventDate: string | null;
    };
    PublicBlogPostResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      /** @description An array whose first item is the post */
      data: components['schemas']['PublicBlogPostDto'][];
    };
    PreviewPostResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      /** @description The post as its public page shows it, in any state; an unpublished one carries the time of the request as publishAt */
      data: components['schemas']['PublicBlogPostDto'];
    };
    TranslationRefDto: {
      blogId: number;
      /** @enum {string} */
      language: 'en' | 'id';
      slug: string;
      /** @enum {string} */
      publishStatus: 'draft' | 'scheduled' | 'publish';
    };
    PostPermissionsDto: {
      /** @description Save changes (PUT): the caller may change the post and it is a draft */
      edit: boolean;
      /** @description Publish now: the caller may change the post and it is not published */
      publish: boolean;
      /** @description Schedule or reschedule: the caller may change the post and it is not published */
      schedule: boolean;
      /** @description Back to draft: the caller may change the post and it is published or scheduled */
      draft: boolean;
      /** @description Delete the post */
      delete: boolean;
      /** @description Read the post's revisions (restoring one also needs edit) */
      history: boolean;
      /** @description Make and revoke preview links */
      preview: boolean;
      /** @description Create its translation, link it to one or unlink it (linking also needs this of the other post) */
      translate: boolean;
    };
    BlogListItemDto: {
      blogId: number;
      slug: string;
      /**
       * @description The language the post is written in; its slug is unique within it
       * @enum {string}
       */
      language: 'en' | 'id';
      /** @description The post linked as its translation in the other language; null when none is */
      translation: components['schemas']['TranslationRefDto'] | null;
      title: string;
      cover: string | null;
      categoryId: number | null;
      category: string | null;
      /** @example 2026-12-03 */
      eventDate: string | null;
      /** @enum {string} */
      publishStatus: 'draft' | 'scheduled' | 'publish';
      /** Format: date-time */
      publishAt: string | null;
      /** @description Id of the creator; 0 once that account is deleted */
      author: number;
      createdBy: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      updatedBy: string | null;
      /**
       * @description Grows with every write of the post; PUT sends back the one it edited
       * @example 3
       */
      version: number;
      /** @description What the caller may do with the post now; the API refuses the rest (403 or 409) */
      can: components['schemas']['PostPermissionsDto'];
    };
    BlogListResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      data: components['schemas']['BlogListItemDto'][];
      totalPages: number;
      countData: number;
    };
    BlogViewDto: {
      blogId: number;
      slug: string;
      /**
       * @description The language the post is written in; its slug is unique within it
       * @enum {string}
       */
      language: 'en' | 'id';
      /** @description The post linked as its translation in the other language; null when none is */
      translation: components['schemas']['TranslationRefDto'] | null;
      title: string;
      cover: string | null;
      categoryId: number | null;
      category: string | null;
      /** @example 2026-12-03 */
      eventDate: string | null;
      /** @enum {string} */
      publishStatus: 'draft' | 'scheduled' | 'publish';
      /** Format: date-time */
      publishAt: string | null;
      /** @description Id of the creator; 0 once that account is deleted */
      author: number;
      createdBy: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      updatedBy: string | null;
      /**
       * @description Grows with every write of the post; PUT sends back the one it edited
       * @example 3
       */
      version: number;
      /** @description What the caller may do with the post now; the API refuses the rest (403 or 409) */
      can: components['schemas']['PostPermissionsDto'];
      /** @description Sanitised HTML */
      content: string;
      contributors: string[];
    };
    BlogResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      data: components['schemas']['BlogViewDto'];
    };
    CreateBlogDto: {
      /** @description Category id */
      categoryId?: number | null;
      /** @description Same as categoryId (the spec names it category) */
      category?: number | null;
      /** @description HTML from the editor; sanitised on write */
      content?: string | null;
      /** @description Image URL: http(s) or /uploads/... */
      cover?: string | null;
      /**
       * Format: date
       * @example 2026-12-03
       */
      eventDate?: string | null;
      /** @example Securing satellite links in 2026 */
      title: string;
      /**
       * @description The post's language, fixed once it is created; English when absent
       * @enum {string}
       */
      language?: 'en' | 'id';
    };
    BlogSaveResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      /** @example The blog has been saved! */
      message: string;
      blogSlug: string;
      blogId: number;
      /**
       * @description The post's language: with blogSlug, where the post is found (?lang=)
       * @enum {string}
       */
      language: 'en' | 'id';
      /**
       * @description The post's version after the save: the next save sends it
       * @example 4
       */
      version: number;
    };
    UpdateBlogDto: {
      /** @description Category id */
      categoryId?: number | null;
      /** @description Same as categoryId (the spec names it category) */
      category?: number | null;
      /** @description HTML from the editor; sanitised on write */
      content?: string | null;
      /** @description Image URL: http(s) or /uploads/... */
      cover?: string | null;
      /**
       * Format: date
       * @example 2026-12-03
       */
      eventDate?: string | null;
      /** @description The path's blogId, repeated; ignored */
      blogId?: number;
      title?: string;
      /** @description The post's version this save was edited from (from the staff read). When the post was saved since, the save answers 409 `blog.stale` naming who saved and when. Without it the save is not checked (the spec's clients send none); the dashboard always sends it. */
      version?: number;
    };
    BlogIdBodyDto: {
      /** @description The path's blogId, repeated; ignored */
      blogId?: number;
    };
    ScheduleBlogDto: {
      /**
       * Format: date-time
       * @description When the post becomes public: ISO 8601 with Z or an offset, at least 5 seconds and at most 366 days ahead
       * @example 2026-11-25T09:00:00+07:00
       */
      publishAt: string;
    };
    TranslationResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      /**
       * @description Set when a draft was created
       * @example The translation draft has been created!
       */
      message: string | null;
      /** @description Whether the translation was created by this call */
      created: boolean;
      blogSlug: string;
      blogId: number;
      /** @enum {string} */
      language: 'en' | 'id';
    };
    LinkTranslationDto: {
      /** @description Id of the post in the other language */
      translationId: number;
    };
    RevisionListItemDto: {
      id: number;
      blogId: number;
      /** Format: date-time */
      createdAt: string;
      /** @description The account that saved it; null once that account is deleted */
      authorId: number | null;
      /** @description Its username when it saved */
      authorName: string;
      title: string;
      /** @description The fields this save changed from the revision before it; empty for a post's first */
      changedFields: ('title' | 'content' | 'cover' | 'category' | 'eventDate')[];
      /** @description The revision a restore brought back */
      restoredFromId: number | null;
    };
    RevisionListResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      data: components['schemas']['RevisionListItemDto'][];
      /** @example 2 */
      totalPages: number;
      /** @example 17 */
      countData: number;
    };
    RevisionViewDto: {
      id: number;
      blogId: number;
      /** Format: date-time */
      createdAt: string;
      /** @description The account that saved it; null once that account is deleted */
      authorId: number | null;
      /** @description Its username when it saved */
      authorName: string;
      title: string;
      /** @description The fields this save changed from the revision before it; empty for a post's first */
      changedFields: ('title' | 'content' | 'cover' | 'category' | 'eventDate')[];
      /** @description The revision a restore brought back */
      restoredFromId: number | null;
      categoryId: number | null;
      /** @description The category's name now; null when there is none or it was deleted */
      category: string | null;
      /** @description Sanitised HTML, as saved */
      content: string;
      cover: string | null;
      /** @example 2026-12-03 */
      eventDate: string | null;
    };
    RevisionResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      data: components['schemas']['RevisionViewDto'];
    };
    PreviewLinkResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      /** @example The preview link has been made */
      message: string;
      /**
       * @description The page anyone holding it reads the post on, without a login; shown once (only a hash of its token is kept)
       * @example https://www.csec.co.id/blog/preview/0dPq3nW7s8t5b-YH2m1kXo4cJ9aLzUeRvFgTiKyB6Qw
       */
      url: string;
      /**
       * Format: date-time
       * @description When the link stops working (PREVIEW_HOURS after it was made)
       */
      expiresAt: string;
    };
    CategoryOverviewItemDto: {
      id: number;
      name: string;
      description: string;
      /**
       * @description The name on the Indonesian pages; '' shows the English name there
       * @example Riset
       */
      indonesianName: string;
      /** @description The description on the Indonesian pages; '' shows the English one there */
      indonesianDescription: string;
      /** @description Posts in any state that use the category; while above 0 it cannot be deleted */
      posts: number;
      /** @description Published posts in the category; at 0 the public site does not list it */
      published: number;
    };
    CategoryOverviewResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      data: components['schemas']['CategoryOverviewItemDto'][];
    };
    ImageVariantDto: {
      /** @example /uploads/5f0c6c1e-8d4b-4b7e-9a43-0d3f1b6f2a11-480.webp */
      url: string;
      /** @example 480 */
      width: number;
    };
    UploadResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      /** @example Upload image successfully! */
      message: string;
      /** @example /uploads/5f0c6c1e-8d4b-4b7e-9a43-0d3f1b6f2a11.png */
      url: string;
      /** @example 5f0c6c1e-8d4b-4b7e-9a43-0d3f1b6f2a11.png */
      filename: string;
      /** @description WebP copies 480, 720, 960 and 1600 px wide, only those narrower than the image, narrowest first */
      variants: components['schemas']['ImageVariantDto'][];
    };
    /** @enum {string} */
    LeadKind: 'registration' | 'contact';
    CreateLeadDto: {
      /** @example registration */
      kind: components['schemas']['LeadKind'];
      /** @example Rina Wijaya */
      name: string;
      /** @example Ministry of Communication */
      organisation: string;
      /** @example Head of IT Security */
      jobTitle?: string;
      /** @example rina@example.go.id */
      email: string;
      /**
       * @description Digits, spaces and + ( ) - . /, with at least 5 digits
       * @example +62 21 5081 1234
       */
      phone?: string;
      /**
       * @description For a registration: the current event (CURRENT_EVENT) or one of the products (CSEC Detection and Monitoring, CSEC Assessment, CSEC Defense, Competence Output, Tactical Anti Interception, Digital Forensic, VIP Public Security, Satcom Monitoring and Interception). For a contact: free text.
       * @example CSEC Defense
       */
      interest?: string;
      /**
       * @description Required when kind is 'contact'
       * @example Please send us a quote.
       */
      message?: string;
      /**
       * @description Must be true: the visitor agrees to be contacted about the request
       * @example true
       */
      consent: boolean;
      /** @description Honeypot: hidden from people, so always left empty by them. When filled, the answer is the same 201 but nothing is stored. */
      website?: string;
    };
    /** @enum {string} */
    LeadStatus: 'new' | 'contacted' | 'closed';
    LeadViewDto: {
      id: number;
      kind: components['schemas']['LeadKind'];
      status: components['schemas']['LeadStatus'];
      name: string;
      organisation: string;
      jobTitle: string | null;
      email: string;
      phone: string | null;
      /** @description For a registration: the event or product chosen */
      interest: string | null;
      message: string | null;
      /** @description The sender's IP address */
      clientIp: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    LeadListResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      data: components['schemas']['LeadViewDto'][];
      /** @example 2 */
      totalPages: number;
      /** @example 17 */
      countData: number;
    };
    LeadResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      /** @example Lead updated */
      message?: string;
      data: components['schemas']['LeadViewDto'];
    };
    UpdateLeadDto: {
      /** @example contacted */
      status: components['schemas']['LeadStatus'];
    };
    /** @enum {string} */
    WebhookEvent: 'post.published' | 'post.unpublished' | 'post.updated' | 'post.deleted' | 'lead.created';
    WebhookViewDto: {
      id: number;
      url: string;
      events: components['schemas']['WebhookEvent'][];
      /** @description Made from LEADS_WEBHOOK_URL at start-up */
      fromEnvironment: boolean;
      createdAt: string;
      updatedAt: string;
    };
    WebhookListResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      data: components['schemas']['WebhookViewDto'][];
    };
    CreateWebhookDto: {
      /** @example https://hooks.example.com/csec */
      url: string;
      /**
       * @example [
       *       "post.published"
       *     ]
       */
      events: components['schemas']['WebhookEvent'][];
    };
    WebhookWithSecretDto: {
      id: number;
      url: string;
      events: components['schemas']['WebhookEvent'][];
      /** @description Made from LEADS_WEBHOOK_URL at start-up */
      fromEnvironment: boolean;
      createdAt: string;
      updatedAt: string;
      /** @description The signing secret: answered only when the webhook is made or its secret rolled */
      secret?: string;
    };
    WebhookResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      message: string;
      data: components['schemas']['WebhookWithSecretDto'];
    };
    UpdateWebhookDto: {
      /** @example https://hooks.example.com/csec */
      url?: string;
      /**
       * @example [
       *       "post.published"
       *     ]
       */
      events?: components['schemas']['WebhookEvent'][];
      /** @description true: a new signing secret replaces the old one at once, answered once */
      rollSecret?: boolean;
    };
    /** @enum {string} */
    WebhookDeliveryState: 'pending' | 'succeeded' | 'failed';
    WebhookAttemptDto: {
      attemptedAt: string;
      /** @description The receiver's HTTP status; null when it gave none */
      statusCode: number | null;
      durationMs: number;
      /** @description Why it failed, or the start of a non-2xx answer */
      error: string | null;
    };
    WebhookDeliveryDto: {
      /** @description The X-CSEC-Delivery header */
      id: string;
      event: components['schemas']['WebhookEvent'];
      state: components['schemas']['WebhookDeliveryState'];
      createdAt: string;
      /** @description When the next attempt is due (pending only) */
      nextAttemptAt: string | null;
      /** @description The body as sent (JSON text) */
      payload: string;
      attempts: components['schemas']['WebhookAttemptDto'][];
    };
    WebhookDeliveryPageDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      data: components['schemas']['WebhookDeliveryDto'][];
      totalPages: number;
      countData: number;
    };
    /** @enum {string} */
    ApiTokenScope: 'content:read' | 'content:write' | 'leads:read' | 'leads:write';
    IntegrationViewDto: {
      id: number;
      name: string;
      scopes: components['schemas']['ApiTokenScope'][];
      /** @description The token's first characters, to tell tokens apart */
      prefix: string;
      /** @description Who made it */
      createdBy: string;
      createdAt: string;
      expiresAt: string | null;
      lastUsedAt: string | null;
      lastUsedIp: string | null;
      revokedAt: string | null;
    };
    IntegrationListResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      data: components['schemas']['IntegrationViewDto'][];
    };
    CreateIntegrationDto: {
      /**
       * @description Signs the posts the token writes
       * @example CRM sync
       */
      name: string;
      /**
       * @example [
       *       "content:read"
       *     ]
       */
      scopes: components['schemas']['ApiTokenScope'][];
      /**
       * @description ISO 8601; after it the token answers 401. Absent: it works until revoked
       * @example 2027-06-30T00:00:00Z
       */
      expiresAt?: string;
    };
    IntegrationWithTokenDto: {
      id: number;
      name: string;
      scopes: components['schemas']['ApiTokenScope'][];
      /** @description The token's first characters, to tell tokens apart */
      prefix: string;
      /** @description Who made it */
      createdBy: string;
      createdAt: string;
      expiresAt: string | null;
      lastUsedAt: string | null;
      lastUsedIp: string | null;
      revokedAt: string | null;
      /** @description The API token (csec_...): in this answer only; use it as `Authorization: Bearer <token>` */
      token: string;
    };
    IntegrationResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      message: string;
      data: components['schemas']['IntegrationWithTokenDto'];
    };
    /** @enum {string} */
    ActivityAction:
      | 'auth.login'
      | 'auth.login_failed'
      | 'auth.logout'
      | 'auth.totp_locked'
      | 'session.end'
      | 'user.create'
      | 'user.update'
      | 'user.role_change'
      | 'user.password_change'
      | 'user.two_factor_change'
      | 'user.delete'
      | 'post.create'
      | 'post.update'
      | 'post.publish'
      | 'post.schedule'
      | 'post.draft'
      | 'post.delete'
      | 'post.restore'
      | 'post.preview'
      | 'post.preview_revoke'
      | 'post.translation_link'
      | 'post.translation_unlink'
      | 'category.add'
      | 'category.update'
      | 'category.delete'
      | 'file.upload'
      | 'integration.create'
      | 'integration.revoke';
    /** @enum {string} */
    ActivityTargetType: 'user' | 'post' | 'category' | 'file' | 'integration';
    ActivityEntryDto: {
      id: number;
      /** Format: date-time */
      createdAt: string;
      /** @description The account that acted; null for a failed login */
      actorId: number | null;
      /** @description The actor's username when it acted */
      actorName: string | null;
      action: components['schemas']['ActivityAction'];
      targetType: components['schemas']['ActivityTargetType'];
      /** @description The target's id (a number, or a stored file's name) */
      targetId: string | null;
      /** @description The post's title, the account's username, the category's name, the file's name, or the e-mail typed at a failed login */
      targetLabel: string | null;
      /** @description The client's IP address */
      ip: string | null;
      /**
       * @description What changed, by field name; never a password, token or code
       * @example username, email
       */
      summary: string | null;
    };
    ActivityListResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      data: components['schemas']['ActivityEntryDto'][];
      /** @example 2 */
      totalPages: number;
      /** @example 17 */
      countData: number;
    };
    SiteRemotesDto: {
      /** @example /remotes/public-site/mf-manifest.json */
      publicSite: string;
      /** @example /remotes/admin/mf-manifest.json */
      admin: string;
    };
    SiteContactDto: {
      /** @example admin@csec.co.id */
      email: string;
      /** @example +62 21 5081 1234 */
      phone: string;
      address: string;
    };
    SiteConfigDto: {
      /** @description Entry URLs (mf-manifest.json) of the Module Federation remotes */
      remotes: components['schemas']['SiteRemotesDto'];
      /** @description Address of the external form embedded on /form */
      formUrl: string;
      /** @description Address of the map embedded on /contact */
      mapUrl: string;
      contact: components['schemas']['SiteContactDto'];
      /**
       * @description IANA time zone the site shows dates in
       * @example Asia/Jakarta
       */
      timeZone: string;
    };
    SiteConfigResponseDto: {
      /**
       * @example Success
       * @enum {string}
       */
      status: 'Success';
      data: components['schemas']['SiteConfigDto'];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  HealthController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'Success';
            data: {
              /** @enum {string} */
              database: 'up';
            };
          };
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  HealthController_live: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'Success';
            data: {
              /** @enum {string} */
              process: 'up';
            };
          };
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  HealthController_ready: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'Success';
            data: {
              /** @enum {string} */
              database: 'up';
              /** @enum {string} */
              redis?: 'up' | 'degraded';
            };
          };
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The database cannot be reached (service.unavailable), with Retry-After */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  AuthController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          /** @description The device cookie for this account */
          'Set-Cookie'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponseDto'];
        };
      };
      /** @description Malformed e-mail or empty password */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.invalid_credentials`: wrong e-mail or password (one message for both); `auth.totp_required` when a code is needed, `auth.totp_invalid` for a wrong one, `auth.totp_used` for a right one already used (wait for the next), `auth.totp_clock` for one of another time (the device clock) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The request body is over its limit (request.body_too_large) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Compressed request bodies are refused (request.compressed_body) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.too_many_attempts`: too many wrong passwords within LOGIN_WINDOW_MINUTES (15) for this e-mail from this client (5), from every client without the account's device cookie (100), or from this client (20; a client is an IPv4 address or an IPv6 /64); a device the account logged in with before has its own 5, or too many wrong codes from this client (20). `auth.totp_locked`: wrong codes locked the account's second factor (every 5th wrong code in a row: 15 minutes, doubling each time). Retry-After and the message give the wait. */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  AuthController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.scope_missing`: an API token: this route is for staff logins only */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  SessionsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionListResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.scope_missing`: an API token: this route is for staff logins only */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  SessionsController_end: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.scope_missing`: an API token: this route is for staff logins only */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  SessionsController_endAll: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       *
       *     `auth.forbidden`: an author on another's account
       *
       *     `user.superadmin_protected`: an admin on the superadmin's account
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  TwoFactorController_status: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorStatusResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.scope_missing`: an API token: this route is for staff logins only */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  TwoFactorController_setup: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TwoFactorSetupResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.scope_missing`: an API token: this route is for staff logins only */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Two-factor login is already on */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  TwoFactorController_enable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EnableTwoFactorDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RecoveryCodesResponseDto'];
        };
      };
      /** @description The code is wrong */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.scope_missing`: an API token: this route is for staff logins only */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Already on, or set-up not started */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The request body is over its limit (request.body_too_large) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Compressed request bodies are refused (request.compressed_body) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  TwoFactorController_disable: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DisableTwoFactorDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description Wrong password (`auth.password_incorrect`) or code (`auth.totp_invalid`, `auth.totp_used` or `auth.totp_clock`) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Two-factor login is not on */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The request body is over its limit (request.body_too_large) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Compressed request bodies are refused (request.compressed_body) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.too_many_attempts`: too many wrong passwords for the account or the client, or wrong codes from the client; `auth.totp_locked`: the account's second factor is locked after wrong codes. Retry-After and the message give the wait. */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  UsersController_register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterUserDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       *
       *     `auth.forbidden`: only admin and superadmin may do this
       *
       *     `user.cannot_create_superadmin`: nobody creates a superadmin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Username or e-mail already taken */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The request body is over its limit (request.body_too_large) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Compressed request bodies are refused (request.compressed_body) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  UsersController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserArrayResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.scope_missing`: an API token: this route is for staff logins only */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  UsersController_setLanguage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateLanguageDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LanguageResponseDto'];
        };
      };
      /** @description A language the dashboard does not offer */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.scope_missing`: an API token: this route is for staff logins only */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The request body is over its limit (request.body_too_large) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Compressed request bodies are refused (request.compressed_body) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  UsersController_list: {
    parameters: {
      query?: {
        page?: number;
        /** @description Search text */
        query?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserListResponseDto'];
        };
      };
      /** @description Invalid input: `errors` names each invalid field (validation.failed), or the body is not valid JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  UsersController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: an author on another's account
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  UsersController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateUserDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: an author on another's account
       *
       *     `user.superadmin_protected`: an admin on the superadmin's account, or a change of the superadmin's role
       *
       *     `user.role_change_forbidden`: an author changing a role
       *
       *     `user.cannot_create_superadmin`: nobody creates a superadmin
       *
       *     `user.cannot_change_own_role`: a change of your own role
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The request body is over its limit (request.body_too_large) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Compressed request bodies are refused (request.compressed_body) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  UsersController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UserIdBodyDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description Invalid input: `errors` names each invalid field (validation.failed), or the body is not valid JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       *
       *     `user.cannot_delete_self`: your own account
       *
       *     `auth.forbidden`: only admin and superadmin may do this
       *
       *     `user.superadmin_protected`: an admin on the superadmin's account
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The request body is over its limit (request.body_too_large) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Compressed request bodies are refused (request.compressed_body) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  CategoriesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CategoryListResponseDto'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  CategoriesController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCategoryDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CategoryResponseDto'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the content:write scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Name already taken */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The request body is over its limit (request.body_too_large) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Compressed request bodies are refused (request.compressed_body) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  CategoriesController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        categoryId: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCategoryDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CategoryResponseDto'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the content:write scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Name already taken */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The request body is over its limit (request.body_too_large) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Compressed request bodies are refused (request.compressed_body) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  CategoriesController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        categoryId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the content:write scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Posts still use the category; says how many */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  PublicBlogsController_list: {
    parameters: {
      query?: {
        page?: number;
        /** @description The language whose posts are listed */
        lang?: 'en' | 'id';
        limit?: number;
        /** @description Category name, ignoring case (the featured tag 'annoucement' reaches Announcement) */
        category?: string;
        /** @description Publish month, YYYY-MM */
        month?: string;
        /** @description Full-text search of titles and text: posts holding every word (the last may begin a longer word), most relevant first, a title match before a text match; each card then has a snippet. Words under 3 characters and common English stopwords are skipped (a search of only those finds nothing); other characters only separate words. Combines with category and month. Empty: the plain list. */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicBlogListResponseDto'];
        };
      };
      /** @description Invalid input: `errors` names each invalid field (validation.failed), or the body is not valid JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  PublicBlogsController_sidebar: {
    parameters: {
      query?: {
        /** @description The post's language: its slug is looked up among that language's posts */
        lang?: 'en' | 'id';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SidebarResponseDto'];
        };
      };
      /** @description Invalid input: `errors` names each invalid field (validation.failed), or the body is not valid JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  PublicBlogsController_get: {
    parameters: {
      query?: {
        /** @description The post's language: its slug is looked up among that language's posts */
        lang?: 'en' | 'id';
      };
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicBlogPostResponseDto'];
        };
      };
      /** @description Invalid input: `errors` names each invalid field (validation.failed), or the body is not valid JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unknown slug in that language, or a draft */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  PublicPreviewController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreviewPostResponseDto'];
        };
      };
      /** @description A token that is malformed, unknown, expired or revoked, or whose post is deleted */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  BlogsController_list: {
    parameters: {
      query?: {
        page?: number;
        /** @description Search text */
        query?: string;
        /** @description Only posts in this language; both when absent */
        language?: 'en' | 'id';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BlogListResponseDto'];
        };
      };
      /** @description Invalid input: `errors` names each invalid field (validation.failed), or the body is not valid JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the content:read scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  BlogsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateBlogDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BlogSaveResponseDto'];
        };
      };
      /** @description errors names each invalid field; content nested too deeply is one */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the content:write scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Saves racing for one slug did not settle; save again */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Content over CONTENT_MAX characters */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Compressed request bodies are refused (request.compressed_body) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Content took longer than the time budget to sanitise */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  BlogsController_get: {
    parameters: {
      query?: {
        /** @description The post's language: its slug is looked up among that language's posts */
        lang?: 'en' | 'id';
      };
      header?: never;
      path: {
        /** @description The post's slug; a former slug finds it too */
        blog: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BlogResponseDto'];
        };
      };
      /** @description Invalid input: `errors` names each invalid field (validation.failed), or the body is not valid JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the content:read scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  BlogsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The post's id */
        blog: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateBlogDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BlogSaveResponseDto'];
        };
      };
      /** @description errors names each invalid field; content nested too deeply is one */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the content:write scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: an author on another author's post
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The post is published or scheduled (change it into draft first; `blog.locked`), someone saved it after the version sent (`blog.stale`, naming who and when), or saves racing for one slug did not settle */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Content over CONTENT_MAX characters */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Compressed request bodies are refused (request.compressed_body) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Content took longer than the time budget to sanitise */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  BlogsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The post's id */
        blog: number;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['BlogIdBodyDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description Invalid input: `errors` names each invalid field (validation.failed), or the body is not valid JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the content:write scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: an author on another author's post
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The request body is over its limit (request.body_too_large) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Compressed request bodies are refused (request.compressed_body) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  BlogsController_publish: {
    parameters: {
      query?: {
        /** @description The post's language: its slug is looked up among that language's posts */
        lang?: 'en' | 'id';
      };
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description errors names each missing field with the spec message */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the content:write scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: an author on another author's post
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The stored content took longer than the time budget to read */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  BlogsController_schedule: {
    parameters: {
      query?: {
        /** @description The post's language: its slug is looked up among that language's posts */
        lang?: 'en' | 'id';
      };
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ScheduleBlogDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description errors.publishAt: missing, not ISO 8601 with a time zone, too soon or too far; or the spec message of each missing field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the content:write scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: an author on another author's post
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The post is published (blog.locked): change it into draft first */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The request body is over its limit (request.body_too_large) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Compressed request bodies are refused (request.compressed_body) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The stored content took longer than the time budget to read */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  BlogsController_draft: {
    parameters: {
      query?: {
        /** @description The post's language: its slug is looked up among that language's posts */
        lang?: 'en' | 'id';
      };
      header?: never;
      path: {
        slug: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description Invalid input: `errors` names each invalid field (validation.failed), or the body is not valid JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the content:write scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: an author on another author's post
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  BlogsController_link: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The post's id */
        blog: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LinkTranslationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description The same post (`blog.translation_self`) or a post in the same language (`blog.translation_language`) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the content:write scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: an author on another author's post
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description One of the two is already linked to a translation (`blog.translation_taken`): unlink it first */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The request body is over its limit (request.body_too_large) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Compressed request bodies are refused (request.compressed_body) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  BlogsController_translate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The post's id */
        blog: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TranslationResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the content:write scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: an author on another author's post
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  BlogsController_unlink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The post's id */
        blog: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the content:write scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: an author on another author's post
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description No such post (`blog.not_found`), or it has no translation (`blog.not_linked`) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  RevisionsController_list: {
    parameters: {
      query?: {
        page?: number;
      };
      header?: never;
      path: {
        blogId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RevisionListResponseDto'];
        };
      };
      /** @description Invalid input: `errors` names each invalid field (validation.failed), or the body is not valid JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the content:read scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: an author on another author's post
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  RevisionsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        blogId: number;
        revisionId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RevisionResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the content:read scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: an author on another author's post
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description No such post, or no such revision of it */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  RevisionsController_restore: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        blogId: number;
        revisionId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BlogSaveResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the content:write scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: an author on another author's post
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description No such post, or no such revision of it */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The post is published or scheduled (change it into draft first) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  PreviewLinksController_create: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        blogId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PreviewLinkResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: an author on another author's post
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  PreviewLinksController_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        blogId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: an author on another author's post
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  CategoryOverviewController_overview: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CategoryOverviewResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the content:read scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  UploadsController_upload: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: Blob;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadResponseDto'];
        };
      };
      /** @description No file in the `file` field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the content:write scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Max. size file is 3mb */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Not a readable jpg or png */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  LeadsController_list: {
    parameters: {
      query?: {
        page?: number;
        /** @description Search text */
        query?: string;
        kind?: components['schemas']['LeadKind'];
        status?: components['schemas']['LeadStatus'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeadListResponseDto'];
        };
      };
      /** @description Invalid input: `errors` names each invalid field (validation.failed), or the body is not valid JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the leads:read scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  LeadsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateLeadDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description errors names each invalid field */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The request body is over its limit (request.body_too_large) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Compressed request bodies are refused (request.compressed_body) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Too many requests from this IP within the hour (lead.too_many) */
      429: {
        headers: {
          /** @description Seconds to wait */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  LeadsController_exportCsv: {
    parameters: {
      query?: {
        /** @description Search text */
        query?: string;
        kind?: components['schemas']['LeadKind'];
        status?: components['schemas']['LeadStatus'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description text/csv; charset=utf-8, sent as the attachment leads-YYYY-MM-DD.csv */
      200: {
        headers: {
          /** @description attachment; filename="leads-YYYY-MM-DD.csv" */
          'Content-Disposition'?: string;
          [name: string]: unknown;
        };
        content: {
          'text/csv': string;
        };
      };
      /** @description Invalid input: `errors` names each invalid field (validation.failed), or the body is not valid JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the leads:read scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  LeadsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeadResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the leads:read scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  LeadsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  LeadsController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateLeadDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeadResponseDto'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token without the leads:write scope
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The request body is over its limit (request.body_too_large) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Compressed request bodies are refused (request.compressed_body) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  WebhooksController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookListResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  WebhooksController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateWebhookDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookResponseDto'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The request body is over its limit (request.body_too_large) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Compressed request bodies are refused (request.compressed_body) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  WebhooksController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  WebhooksController_update: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateWebhookDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookResponseDto'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The request body is over its limit (request.body_too_large) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Compressed request bodies are refused (request.compressed_body) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  WebhooksController_deliveries: {
    parameters: {
      query?: {
        page?: number;
        /** @description Search text */
        query?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookDeliveryPageDto'];
        };
      };
      /** @description Invalid input: `errors` names each invalid field (validation.failed), or the body is not valid JSON */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  WebhooksController_redeliver: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        deliveryId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  IntegrationsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IntegrationListResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  IntegrationsController_create: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateIntegrationDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['IntegrationResponseDto'];
        };
      };
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description The request body is over its limit (request.body_too_large) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Compressed request bodies are refused (request.compressed_body) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  IntegrationsController_revoke: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  ActivityController_list: {
    parameters: {
      query?: {
        page?: number;
        /** @description Only what this user did (a user id) */
        actor?: number;
        /** @description Only this kind of action */
        action?: components['schemas']['ActivityAction'];
        /** @description From this instant on: a date (2026-01-31: the whole day in UTC) or a date and time with its offset (2026-01-31T08:00:00Z) */
        from?: string;
        /** @description Up to this instant: a date (2026-01-31: the whole day in UTC) or a date and time with its offset (2026-01-31T08:00:00Z); never before from */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ActivityListResponseDto'];
        };
      };
      /** @description errors names each invalid filter */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description `auth.unauthorized`: no bearer token, or one that is expired, invalid, or whose session or account is gone */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /**
       * @description `auth.scope_missing`: an API token: this route is for staff logins only
       *
       *     `auth.totp_enrolment_required`: your role must turn on two-factor login (REQUIRE_2FA_ROLES) before anything else
       *
       *     `auth.forbidden`: needs role superadmin or admin
       */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  SiteConfigController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SiteConfigResponseDto'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
  MetricsController_scrape: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Prometheus' text exposition format */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description Not from this host, and no or a wrong METRICS_TOKEN */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Not from this host, and no METRICS_TOKEN is configured */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
      /** @description Unexpected failure (internal) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FailureBody'];
        };
      };
    };
  };
}
