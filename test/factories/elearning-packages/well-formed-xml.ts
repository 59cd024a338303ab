/**
 * A small XML well-formedness check for the package manifests' tests (the server parses them with fast-xml-parser;
 * this only proves the fixtures are well-formed and lets tests look at their structure): one root element,
 * every tag closed in order, attribute values quoted, no stray `<` or `&` in text.
 */
export interface TXmlElement {
  name: string;
  attributes: Record<string, string>;
  children: TXmlElement[];
  text: string;
}

const TOKEN = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<[^>]*>|[^<]+/g;
const ATTRIBUTE = /\s+([A-Za-z_][\w:.-]*)\s*=\s*"([^"<]*)"/y;
const NAME = /^[A-Za-z_][\w:.-]*/;
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[\da-fA-F]+);)/;

function decode(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

function openTag(token: string): { element: TXmlElement; selfClosing: boolean } {
  const selfClosing = token.endsWith('/>');
  const inner = token.slice(1, selfClosing ? -2 : -1);
  const name = NAME.exec(inner)?.[0];
  if (!name) throw new Error(`bad tag ${token}`);
  const attributes: Record<string, string> = {};
  let position = name.length;
  for (;;) {
    ATTRIBUTE.lastIndex = position;
    const match = ATTRIBUTE.exec(inner);
    if (!match) break;
    const [, key, value] = match as unknown as [string, string, string];
    if (key in attributes) throw new Error(`attribute ${key} twice in ${token}`);
    if (ENTITY.test(value)) throw new Error(`bare & in ${token}`);
    attributes[key] = decode(value);
    position = ATTRIBUTE.lastIndex;
  }
  if (inner.slice(position).trim() !== '') throw new Error(`bad attributes in ${token}`);
  return { element: { name, attributes, children: [], text: '' }, selfClosing };
}

/** Parses `source`, throwing on the first well-formedness error; returns the root element. */
export function parseWellFormedXml(source: string): TXmlElement {
  const stack: TXmlElement[] = [];
  let root: TXmlElement | undefined;
  for (const [token] of source.matchAll(TOKEN)) {
    if (token.startsWith('<!--') || token.startsWith('<?')) continue;
    if (!token.startsWith('<')) {
      if (ENTITY.test(token)) throw new Error(`bare & in text ${JSON.stringify(token)}`);
      if (stack.length === 0) {
        if (token.trim() !== '') throw new Error(`text outside the root: ${JSON.stringify(token)}`);
        continue;
      }
      stack[stack.length - 1]!.text += decode(token);
      continue;
    }
    if (token.startsWith('</')) {
      const name = token.slice(2, -1).trim();
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name ?? 'nothing'}>`);
      continue;
    }
    const { element, selfClosing } = openTag(token);
    if (stack.length > 0) stack[stack.length - 1]!.children.push(element);
    else if (root) throw new Error(`second root element <${element.name}>`);
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (stack.length > 0) throw new Error(`<${stack[stack.length - 1]!.name}> is never closed`);
  if (!root) throw new Error('no root element');
  return root;
}

/** The descendants of `element` named `name` (depth first, document order). */
export function findAll(element: TXmlElement, name: string): TXmlElement[] {
  return element.children.flatMap((child) => [...(child.name === name ? [child] : []), ...findAll(child, name)]);
}
