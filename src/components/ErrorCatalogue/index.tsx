import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';

import {RETRY_KINDS, SPEC_BASE, errorAnchor, type ApiError} from '@site/src/data/error-codes';
import {InlineCode} from '@site/src/components/InlineCode';
import {FactList} from '@site/src/components/FactList';
import {compactJson} from '@site/src/lib/compact-json';
import {REPEATED_TEXT_CLASS} from '@site/src/lib/search-params';
import {catalogueEntries, type ErrorCatalogueProps} from './model';
import styles from './styles.module.css';

function Identification({entry}: {readonly entry: ApiError}): ReactNode {
  if (entry.code !== null) {
    return (
      <>
        <code>extensions.code</code> igual a <code>{entry.code}</code>
      </>
    );
  }
  return (
    <>
      sem <code>extensions.code</code>; <code>extensions.specifiedBy</code> igual a{' '}
      <code>{`${SPEC_BASE}${entry.specifiedBy}`}</code>
    </>
  );
}

function Entry({entry}: {readonly entry: ApiError}): ReactNode {
  return (
    <section className={styles.entry}>
      <Heading as="h3" id={errorAnchor(entry)}>
        {entry.code !== null ? (
          <>
            <code>{entry.code}</code>: {entry.title}
          </>
        ) : (
          entry.title
        )}
      </Heading>
      <FactList
        facts={[
          {
            label: 'Como reconhecer',
            // The code is in the heading; the rest is the same few sentences in every entry.
            content: (
              <span className={REPEATED_TEXT_CLASS}>
                <Identification entry={entry} />.{' '}
                {entry.data === 'ausente' ? (
                  <>
                    A resposta não traz <code>data</code>.
                  </>
                ) : (
                  <>
                    O campo que falhou vem <code>null</code> em <code>data</code>; numa mutation, <code>data</code>{' '}
                    inteiro vem <code>null</code>.
                  </>
                )}{' '}
                Status HTTP {entry.httpStatus}.
              </span>
            ),
          },
          {label: 'O que significa', content: <InlineCode text={entry.meaning} />},
          {
            label: 'Repetir adianta?',
            content: (
              <>
                <span className={REPEATED_TEXT_CLASS}>{RETRY_KINDS[entry.retry]}</span>{' '}
                <InlineCode text={entry.retryWhen} />
              </>
            ),
          },
          {label: 'O que fazer', content: <InlineCode text={entry.action} />},
        ]}
      />
      <CodeBlock language="json" title="Exemplo de item em errors">
        {compactJson(entry.example)}
      </CodeBlock>
    </section>
  );
}

/** The entries of one group of the error catalogue, each under an h3 whose id is the anchor guides link to. */
export default function ErrorCatalogue(props: ErrorCatalogueProps): ReactNode {
  return (
    <>
      {catalogueEntries(props).map((entry) => (
        <Entry key={errorAnchor(entry)} entry={entry} />
      ))}
    </>
  );
}
