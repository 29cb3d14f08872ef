import type {ReactNode} from 'react';
import Heading from '@theme/Heading';

import {GLOSSARY, type GlossaryTerm} from '@site/src/data/glossary';
import {InlineCode} from '@site/src/components/InlineCode';
import {FactList, type Fact} from '@site/src/components/FactList';
import styles from './styles.module.css';

function facts(term: GlossaryTerm): Fact[] {
  const rows: Fact[] = [];
  if (term.api.length > 0) {
    rows.push({
      label: 'Na API',
      content: term.api.map((name, index) => (
        <span key={name}>
          {index > 0 ? ', ' : null}
          <code>{name}</code>
        </span>
      )),
    });
  }
  if (term.avoid.length > 0) {
    rows.push({
      label: 'Evite',
      content: term.avoid
        .map((words) => (words.allowedNote === undefined ? words.text : `${words.text} (${words.allowedNote})`))
        .join('; '),
    });
  }
  if (term.alsoAccepted !== undefined) rows.push({label: 'Também', content: term.alsoAccepted});
  return rows;
}

function Term({term}: {readonly term: GlossaryTerm}): ReactNode {
  return (
    <section className={styles.term}>
      <Heading as="h3" id={term.slug}>
        {term.term}
      </Heading>
      <p>
        <InlineCode text={term.definition} />
      </p>
      <FactList facts={facts(term)} />
    </section>
  );
}

/** Every term of the glossary, in the module's order, each under an h3 whose id guides can link to. */
export default function Glossary(): ReactNode {
  return (
    <>
      {GLOSSARY.map((term) => (
        <Term key={term.slug} term={term} />
      ))}
    </>
  );
}
