/**
 * What the body parsers read before a route sees a request; larger bodies answer 413 REQUEST.TOO_LARGE. Each limit
 * is computed from the largest request a route's own field limits allow, so no documented limit is cut short by
 * the parser (body-limits.spec.ts and the contacts contract's spec build those requests and check they fit).
 */

/**
 * Every JSON body but bulk-add's. The largest a schema allows is PUT /settings/linkedin_data with every LinkedIn
 * field at its limit (100 positions with 10,000-character descriptions, 200 skills, 50 educations): 1,282,549
 * bytes of ASCII. 2 MiB holds it with room for non-ASCII text; body-parser's 100 kB default refused it.
 */
export const JSON_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * POST /api/contact-messages, public: the largest message the form allows (5,000 characters) with every character
 * escaped in JSON (\uXXXX, 6 bytes) is 30 kB, the other fields under 3 kB; anything larger is no contact message.
 */
export const CONTACT_MESSAGE_BODY_LIMIT_BYTES = 40 * 1024;

/**
 * POST /contacts/bulk-add takes up to 1,000 contacts (MAX_BULK_CONTACTS). A contact with every field of the
 * Create Contact form at its limit (names 200, e-mail 320, the two URLs 2,000, seven texts of 500, 50 tags of 60
 * characters) is 11,859 bytes of JSON in ASCII, so 1,000 of them are 11.9 MB: 16 MiB holds them, and a real
 * contact (about 400 bytes) leaves the limit far away. A contact search's save payload adds sources (up to 50
 * URIs) and matches (up to 10 kB); 1,000 payloads with both at their maxima (122 MB) are refused with 413 — the
 * search saves a page of 10 at a time, each with a few sources.
 */
export const BULK_ADD_BODY_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * The largest form (application/x-www-form-urlencoded) body the app reads. Braintree's webhooks are the only form
 * posts; a subscription notification carries the subscription with its transactions, about 1.2 kB per charge, so
 * 2 MB holds well over a century of monthly renewals. Larger bodies answer 413.
 */
export const URLENCODED_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * Form parameters a urlencoded body may hold (body-parser's default): a Braintree webhook has two (bt_signature,
 * bt_payload). More answer 413 REQUEST.TOO_MANY_PARAMETERS.
 */
export const URLENCODED_PARAMETER_LIMIT = 1000;

/** How deep form parameters may nest (a[b][c]=…); deeper answer 400 REQUEST.TOO_DEEP. Webhooks do not nest. */
export const URLENCODED_DEPTH_LIMIT = 5;
