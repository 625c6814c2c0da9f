import 'server-only';
import sanitizeHtml from 'sanitize-html';

/**
 * HTML from the platform (terms of service, article bodies) is rendered only after this: an
 * allow-list of text elements, links forced to safe schemes, no scripts, styles or event handlers.
 */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'figure', 'figcaption'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    // Images only over https: no plain http (mixed content) and no protocol-relative `//host/x`.
    allowedSchemesByTag: { img: ['https'] },
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
  });
}
