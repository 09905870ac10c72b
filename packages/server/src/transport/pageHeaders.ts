/**
 * The headers every answer of the app's server carries. The page's policy lets it load only its
 * own scripts, styles and workers, and speak only to its own server: seat tokens and host keys
 * live in the page's storage, so a script slipped in (a flaw not yet found) must not run. The
 * app needs nothing more: its scripts and styles are files, its styles set through the DOM, its
 * icon a `data:` image, its sockets to its own host (`'self'` covers ws: and wss: there).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
  'content-security-policy': CONTENT_SECURITY_POLICY,
} as const;
