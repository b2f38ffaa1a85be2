import { secureHeaders } from 'hono/secure-headers';

/**
 * Headers on every Worker response. The static assets get the same ones from web/public/_headers;
 * keep the two in step.
 */
export const securityHeaders = secureHeaders({
  strictTransportSecurity: 'max-age=31536000; includeSubDomains',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  },
  crossOriginEmbedderPolicy: false,
  // A route that sets one of these itself keeps its own (uploaded images: CSP default-src 'none').
  overwrite: false,
});
