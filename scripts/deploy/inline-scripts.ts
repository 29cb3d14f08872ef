/**
 * The inline scripts of an HTML page that a browser runs, and that a Content-Security-Policy
 * without 'unsafe-inline' must therefore allow by hash. Parsed with parse5 (the HTML standard's
 * parser), so comments, attributes and the raw text of <script> are read the way a browser reads them.
 */
import {defaultTreeAdapter as tree, parse, type DefaultTreeAdapterTypes} from 'parse5';

type ParentNode = DefaultTreeAdapterTypes.ParentNode;

// https://html.spec.whatwg.org/multipage/scripting.html#javascript-mime-type
const JAVASCRIPT_MIME_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);
/** Also inline scripts as far as CSP is concerned; any other type is a data block (e.g. ld+json). */
const OTHER_SCRIPT_TYPES = new Set(['module', 'importmap', 'speculationrules']);

/**
 * Whether a <script> with these `type` and `language` attributes is run by the browser,
 * following "prepare the script element" in the HTML standard.
 */
export function isExecutableScriptType(type: string | undefined, language: string | undefined): boolean {
  if (type === '' || (type === undefined && (language === undefined || language === ''))) return true;
  const typeString = (type ?? `text/${language ?? ''}`).trim().toLowerCase();
  return JAVASCRIPT_MIME_TYPES.has(typeString) || OTHER_SCRIPT_TYPES.has(typeString);
}

/**
 * The source text of every executable inline script of the page, in document order: for an HTML
 * <script> exactly the characters between the tags (CR LF read as LF, as the browser hashes them).
 * Scripts with `src` and empty scripts (which the browser never checks against the policy) are left out.
 */
export function executableInlineScripts(html: string): string[] {
  const found: string[] = [];
  const visit = (parent: ParentNode): void => {
    for (const node of tree.getChildNodes(parent)) {
      if (!tree.isElementNode(node)) continue;
      if (tree.getTagName(node) === 'script') {
        const attributes = new Map(tree.getAttrList(node).map((attribute) => [attribute.name, attribute.value]));
        const text = tree
          .getChildNodes(node)
          .map((child) => (tree.isTextNode(child) ? tree.getTextNodeContent(child) : ''))
          .join('');
        if (
          !attributes.has('src') &&
          text !== '' &&
          isExecutableScriptType(attributes.get('type'), attributes.get('language'))
        ) {
          found.push(text);
        }
      }
      visit(node);
      // A <template>'s children live in its content fragment, not among its child nodes.
      if ('content' in node) visit(tree.getTemplateContent(node));
    }
  };
  visit(parse(html));
  return found;
}
