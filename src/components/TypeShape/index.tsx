import type {MouseEvent, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

import {InlineCode} from '@site/src/components/InlineCode';
import type {EnumValueRow} from '@site/src/lib/schema-docs';
// Types only: the builder (and graphql with it) stays out of the browser's bundle.
import type {ShapeField, TypeShapeData} from '@site/src/lib/type-shape';
import {FIELDS_AT_TEXTS} from '@site/src/lib/type-shape-labels';
import {REPEATED_TEXT_CLASS} from '@site/src/lib/search-params';
import styles from './styles.module.css';

interface Props {
  /** The tree, built from the schema at build time (src/lib/type-shape.ts), as JSON. */
  readonly shape: string;
}

/** `KeyValuePairOfStringAndStringInput` for `[KeyValuePairOfStringAndStringInput!]`. */
function namedTypeOf(type: string): string {
  return type.replace(/[[\]!]/g, '');
}

/**
 * Opens the <details> that hold an expansion before the browser scrolls to it. Without JavaScript,
 * Chrome opens them itself when it follows a link to an element inside a closed <details>: the
 * anchor is therefore on the list inside, not on the <details>.
 */
function openExpansion(event: MouseEvent<HTMLAnchorElement>): void {
  const anchor = event.currentTarget.hash.slice(1);
  for (let element = document.getElementById(anchor); element !== null; element = element.parentElement) {
    if (element instanceof HTMLDetailsElement) element.open = true;
  }
}

function Deprecation({reason}: {readonly reason: string | undefined}): ReactNode {
  if (reason === undefined) return null;
  return (
    <span className={styles.deprecated}>
      <strong>Obsoleto:</strong> <InlineCode text={reason} />
    </span>
  );
}

function Values({values}: {readonly values: readonly EnumValueRow[]}): ReactNode {
  return (
    <ul className={styles.list}>
      {values.map((value) => (
        <li key={value.name} className={styles.item}>
          <code>{value.name}</code>
          {value.description ? (
            <span className={styles.description}>
              <InlineCode text={value.description} />
            </span>
          ) : null}
          <Deprecation reason={value.deprecationReason} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Where the fields of an input type not expanded in place are. The link's text names the type, so
 * that a list of the page's links tells them apart.
 */
function FieldsAt({field}: {readonly field: ShapeField}): ReactNode {
  const at = field.fieldsAt;
  if (at === undefined) return null;
  const text = (
    <>
      Campos de <code>{namedTypeOf(field.type)}</code>
    </>
  );
  return (
    <span className={styles.seeAlso}>
      {at.where === 'own-page' ? (
        <Link to={field.typeHref}>{text}</Link>
      ) : (
        <Link to={`#${at.anchor}`} onClick={openExpansion}>
          {text}
        </Link>
      )}{' '}
      {FIELDS_AT_TEXTS[at.where]}
    </span>
  );
}

interface FieldsProps {
  readonly fields: readonly ShapeField[];
  /** The list's id, when it is the page's expansion of an input type. */
  readonly id?: string | undefined;
  /** Output fields are never "obrigatório": the type's `!` already says they are always there. */
  readonly output: boolean;
  /** Whether this level's expansions start open (an operation's arguments). */
  readonly open: boolean;
}

function Fields({fields, id, output, open}: FieldsProps): ReactNode {
  return (
    <ul className={styles.list} id={id}>
      {fields.map((field) => (
        <Field key={field.name} field={field} output={output} open={open} />
      ))}
    </ul>
  );
}

function Field({field, output, open}: {readonly field: ShapeField} & Omit<FieldsProps, 'fields' | 'id'>): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (field.anchor !== undefined) brokenLinks.collectAnchor(field.anchor);
  const typeName = <code>{namedTypeOf(field.type)}</code>;
  return (
    <li className={styles.item}>
      <code className={styles.name}>{field.name}</code>{' '}
      <Link className={styles.type} to={field.typeHref}>
        {field.type}
      </Link>
      {!output && field.required ? <span className={styles.required}> obrigatório</span> : null}
      {field.defaultValue !== undefined ? (
        <span className={styles.default}>
          {' '}
          padrão: <code>{field.defaultValue}</code>
        </span>
      ) : null}
      {field.description ? (
        <span className={styles.description}>
          <InlineCode text={field.description} />
        </span>
      ) : null}
      <Deprecation reason={field.deprecationReason} />
      {field.values ? (
        <details className={styles.nested} open={open}>
          <summary>Valores de {typeName}</summary>
          <Values values={field.values} />
        </details>
      ) : null}
      {field.fields ? (
        <details className={styles.nested} open={open}>
          <summary>Campos de {typeName}</summary>
          <Fields fields={field.fields} id={field.anchor} output={false} open={false} />
        </details>
      ) : null}
      <FieldsAt field={field} />
    </li>
  );
}

/**
 * A type's shape as a tree (src/lib/type-shape.ts): an input type's fields with the fields of its
 * nested inputs in closed <details>, an operation's arguments with theirs open, an output type's
 * fields, or an enum's values. Everything is in the page's HTML, closed levels included, so that
 * the browser's find-in-page reaches it; the search index leaves it out (REPEATED_TEXT_CLASS):
 * each type's own page is where a search for it should land.
 */
export function TypeShapeTree({data}: {readonly data: TypeShapeData}): ReactNode {
  const brokenLinks = useBrokenLinks();
  if (data.anchor !== undefined) brokenLinks.collectAnchor(data.anchor);
  return (
    <div className={clsx(styles.shape, REPEATED_TEXT_CLASS)} id={data.anchor}>
      {data.values ? <Values values={data.values} /> : null}
      {data.fields ? (
        <Fields fields={data.fields} output={data.kind === 'output'} open={data.kind === 'arguments'} />
      ) : null}
    </div>
  );
}

export default function TypeShape({shape}: Props): ReactNode {
  return <TypeShapeTree data={JSON.parse(shape) as TypeShapeData} />;
}
