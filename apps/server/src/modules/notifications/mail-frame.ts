import type { Language } from '@skillsync/shared';
import { escapeHtml } from '../../lib/html.ts';

type Footer = { why: string; unsubscribe: string; settings: string };

/**
 * A notification e-mail's text and HTML around its body: the page, and the footer every such mail carries (why it
 * came, stopping mails like it, choosing which come). `html` is the body already escaped.
 */
export function frameMail(
  language: Language,
  body: { text: string[]; html: string },
  footer: Footer,
  links: { unsubscribe: string; settings: string },
) {
  const text = [
    ...body.text,
    '',
    '--',
    footer.why,
    `${footer.unsubscribe} ${links.unsubscribe}`,
    `${footer.settings} ${links.settings}`,
  ].join('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:sans-serif;color:#0f172a">
${body.html}
<hr><p style="font-size:12px;color:#475569">${escapeHtml(footer.why)}<br>
<a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(footer.unsubscribe)}</a> ·
<a href="${escapeHtml(links.settings)}">${escapeHtml(footer.settings)}</a></p>
</body></html>`;
  return { text, html };
}
