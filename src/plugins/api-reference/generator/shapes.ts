/**
 * The trees of an operation page (src/lib/type-shape.ts, drawn by src/components/TypeShape): under
 * each argument, the fields of its type, down to the leaves; under "Tipo", the return type's fields.
 * The page then answers "what do I send" without opening the input types' pages. The guides'
 * `<SchemaTable>` draws the same trees with the same component.
 */
import type {GraphQLSchema} from 'graphql';

import {operationShapes, ShapePage, type TypeShapeData} from '../../../lib/type-shape';
import type {OperationKind} from '../../../lib/reference-layout';
import {SECTION_TITLES} from './labels';

/** The MDX import the trees need (placed after the front matter). */
export const SHAPE_IMPORT = "import TypeShape from '@site/src/components/TypeShape';";

/** The trees of one operation page, as MDX elements: by argument name, and the return type's. */
export interface PageShapes {
  readonly args: ReadonlyMap<string, string>;
  readonly returns?: string;
}

/**
 * `<TypeShape shape={"…"} />`: the tree as a JavaScript string literal. JSON.stringify escapes
 * quotes, backslashes and line breaks; braces are escaped too, so that no description can end the
 * MDX expression early, whatever the MDX parser makes of braces inside strings.
 */
export function shapeElement(data: TypeShapeData): string {
  const literal = JSON.stringify(JSON.stringify(data)).replace(/[{}]/g, (brace) =>
    brace === '{' ? '\\u007b' : '\\u007d',
  );
  return `<TypeShape shape={${literal}} />`;
}

/** The trees of an operation's page, built on one ShapePage: each input type expanded once. */
export function operationShapesMdx(schema: GraphQLSchema, kind: OperationKind, name: string): PageShapes {
  const shapes = operationShapes(schema, kind, name, new ShapePage());
  const args = new Map([...shapes.args].map(([arg, data]) => [arg, shapeElement(data)] as const));
  return {args, ...(shapes.returns ? {returns: shapeElement(shapes.returns)} : {})};
}

const ARGUMENT_HEADING = /^### `([^`\n]+)` /;

/**
 * Puts each tree at the end of its place, before the next heading: an argument's after the
 * argument's type line and description, the return type's at the end of "Tipo". Runs on the page
 * as splitMemberHeadings leaves it (`### \`data\` \{#data\}`); code blocks are left alone.
 */
export function insertShapes(source: string, shapes: PageShapes): string {
  const out: string[] = [];
  let inFence = false;
  let section = '';
  let pending: string | undefined;
  const flush = () => {
    if (pending !== undefined) out.push('', pending, '');
    pending = undefined;
  };
  for (const line of source.split('\n')) {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    if (!inFence && /^#{1,3} /.test(line)) {
      flush();
      if (/^#{1,2} /.test(line)) {
        section = line.replace(/^#+ /, '').trim();
        if (section === SECTION_TITLES.Type) pending = shapes.returns;
      } else if (section === SECTION_TITLES.Arguments) {
        const name = ARGUMENT_HEADING.exec(line)?.[1];
        pending = name === undefined ? undefined : shapes.args.get(name);
      }
    }
    out.push(line);
  }
  flush();
  return out.join('\n');
}
