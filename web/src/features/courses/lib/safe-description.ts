const DROP_ELEMENTS = 'script, style, iframe, object, embed, form, input, button, textarea, select, link, meta, base';

/**
 * The course description for display. The server sanitises it with an allow-list before storing; this is a second
 * line (no scripts, no event handlers, no javascript: links) and makes every link open in a new tab, as the
 * learner's course details do.
 */
export function safeDescriptionHtml(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return '';
  root.querySelectorAll(DROP_ELEMENTS).forEach((element) => element.remove());
  root.querySelectorAll('*').forEach((element) => {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc') element.removeAttribute(attribute.name);
    }
  });
  root.querySelectorAll('a').forEach((anchor) => {
    const href = anchor.getAttribute('href') ?? '';
    if (!/^(https?:|mailto:)/i.test(href.trim())) anchor.removeAttribute('href');
    anchor.setAttribute('target', '_blank');
    anchor.setAttribute('rel', 'noopener noreferrer');
  });
  return root.innerHTML;
}
