/**
 * Every request the site shows as code: the example of each query and mutation of the reference
 * and each <ApiCall> of the guides, read by the same functions the build uses.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

import {listGuides} from '../../scripts/guides/guide-files';
import {REPO_ROOT} from '../../src/lib/repo-root';
import type {GraphQLRequest} from '../../src/lib/languages/common';
import {loadSnapshot} from '../../src/lib/schema-snapshot';
import {COMPONENT, locationOf, requestOfElement} from '../../src/remark/api-call';
import {buildAllExamples} from '../../src/plugins/api-reference/generator/examples';

export interface ShownRequest {
  /** Where the reader sees it: `referência: mutation addDependent` or `docs/x.md:12`. */
  readonly where: string;
  readonly request: GraphQLRequest;
}

export function referenceRequests(): ShownRequest[] {
  return buildAllExamples(loadSnapshot())
    .filter((example) => example.kind !== 'subscription')
    .map((example) => ({
      where: `referência: ${example.kind} ${example.fieldName}`,
      request: {
        query: example.document,
        variables: example.variables,
        operationName: example.operationName,
        fieldName: example.fieldName,
      },
    }));
}

export function guideRequests(): ShownRequest[] {
  const parser = unified().use(remarkParse).use(remarkMdx);
  return listGuides(path.join(REPO_ROOT, 'docs')).flatMap((file) => {
    const where = {path: path.relative(REPO_ROOT, file)};
    const tree: Root = parser.parse(readFileSync(file, 'utf8'));
    const found: ShownRequest[] = [];
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name === COMPONENT) found.push({where: locationOf(node, where), request: requestOfElement(node, where)});
    });
    return found;
  });
}

export const allRequests = (): ShownRequest[] => [...referenceRequests(), ...guideRequests()];
