/**
 * The checker itself (loaded by the page only in the browser): an editor for pasted text, files
 * chosen or dropped, the release to compare with, and the findings of src/lib/operation-check as a
 * list, each linking to the member's reference page. The schema is the explorer's content-hashed
 * asset (src/plugins/explorer) and the history the api-downloads plugin's timeline, both loaded
 * when this module mounts; nothing typed here is sent anywhere.
 */
import {useCallback, useEffect, useId, useMemo, useRef, useState, type DragEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {buildSchema, type GraphQLSchema} from 'graphql';

import schemaUrl from '@site/schema/schema.graphql';
import {PASTED_NAME, checkerHref, type CheckerLink, type CheckerLinkDocument} from '@site/src/lib/checker-link';
import {
  KIND_LABELS,
  checkOperations,
  summaryLine,
  type CheckResult,
  type Finding,
  type SchemaTimeline,
} from '@site/src/lib/operation-check';
import {longDate} from '@site/src/lib/long-date';
import styles from './styles.module.css';

interface Props {
  readonly initial?: CheckerLink;
}

interface Loaded {
  readonly schema: GraphQLSchema;
  readonly timeline: SchemaTimeline;
}

function useSchemaData(): {data?: Loaded; failure?: string} {
  const [state, setState] = useState<{data?: Loaded; failure?: string}>({});
  useEffect(() => {
    let cancelled = false;
    const sdl = fetch(schemaUrl).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.text();
    });
    const timeline = import('@generated/api-downloads/default/timeline.json').then(
      (module) => module.default as SchemaTimeline,
    );
    Promise.all([sdl, timeline])
      .then(([text, history]) => {
        if (!cancelled) setState({data: {schema: buildSchema(text), timeline: history}});
      })
      .catch((error: unknown) => {
        if (!cancelled) setState({failure: error instanceof Error ? error.message : String(error)});
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}

/** A message with its names in backticks, as code. */
function Message({text}: {readonly text: string}): ReactNode {
  return text
    .split(/`([^`]+)`/)
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : <span key={index}>{part}</span>));
}

function FindingItem({finding}: {readonly finding: Finding}): ReactNode {
  const {file, line, column} = finding.location;
  return (
    <li className={styles.finding}>
      <span className={clsx(styles.badge, styles[finding.severity])}>{KIND_LABELS[finding.kind]}</span>
      <span className={styles.where}>
        {file}:{line}:{column}
      </span>
      <Message text={finding.message} />
      {finding.href !== undefined || finding.replacement?.href !== undefined ? (
        <span>
          {' '}
          {finding.href !== undefined ? (
            <Link to={finding.href}>
              {finding.kind === 'profundidade' || finding.kind === 'largura'
                ? 'Ver os limites'
                : `Ver ${finding.member ?? 'o membro'} na referência`}
            </Link>
          ) : null}
          {finding.replacement?.href !== undefined ? (
            <>
              {' · '}
              <Link to={finding.replacement.href}>Ver o substituto, {finding.replacement.member}</Link>
            </>
          ) : null}
        </span>
      ) : null}
    </li>
  );
}

function Results({result}: {readonly result: CheckResult}): ReactNode {
  return (
    <>
      {result.findings.length > 0 ? (
        <ol className={styles.findings} aria-label="Problemas encontrados">
          {result.findings.map((finding) => (
            <FindingItem
              key={`${finding.location.file}:${finding.location.line}:${finding.location.column}:${finding.kind}:${finding.message}`}
              finding={finding}
            />
          ))}
        </ol>
      ) : null}
      {result.operations.length > 0 ? (
        <>
          <h3>Tamanho das operações</h3>
          <ul>
            {result.operations.map((operation) => (
              <li key={`${operation.location.file}:${operation.location.line}:${operation.name}`}>
                <code>{operation.name}</code> ({operation.location.file}): profundidade {operation.depth} de{' '}
                {result.limits.depth}, {operation.breadth} de {result.limits.breadth} campos
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

const GRAPHQL_FILE = /\.(graphql|gql)$/i;

export default function Checker({initial}: Props): ReactNode {
  const {data, failure} = useSchemaData();
  const pastedInitially = initial?.documents.find((document) => document.name === PASTED_NAME);
  const [pasted, setPasted] = useState(pastedInitially?.text ?? '');
  const [files, setFiles] = useState<readonly CheckerLinkDocument[]>(
    initial?.documents.filter((document) => document.name !== PASTED_NAME) ?? [],
  );
  const [since, setSince] = useState(initial?.since ?? '');
  const [result, setResult] = useState<CheckResult | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [dropping, setDropping] = useState(false);
  const [copied, setCopied] = useState(false);
  const ids = {editor: useId(), files: useId(), since: useId(), results: useId()};
  const autoRun = useRef(initial !== undefined);

  const documents = useMemo(
    () => [...(pasted.trim() === '' ? [] : [{name: PASTED_NAME, text: pasted}]), ...files],
    [pasted, files],
  );
  const link = checkerHref({documents, ...(since ? {since} : {})});

  const run = useCallback(() => {
    if (data === undefined) return;
    setCopied(false);
    if (documents.length === 0) {
      setResult(undefined);
      setError('Cole uma operação ou escolha um arquivo .graphql.');
      return;
    }
    try {
      setResult(checkOperations(documents, {...data, ...(since ? {since} : {})}));
      setError(undefined);
    } catch (caught) {
      setResult(undefined);
      setError(caught instanceof Error ? caught.message : String(caught));
    }
  }, [data, documents, since]);

  // A shared link is checked as soon as the schema arrives.
  useEffect(() => {
    if (autoRun.current && data !== undefined) {
      autoRun.current = false;
      run();
    }
  }, [data, run]);

  const addFiles = useCallback(async (list: FileList | null) => {
    const chosen = [...(list ?? [])].filter((file) => GRAPHQL_FILE.test(file.name));
    const read = await Promise.all(chosen.map(async (file) => ({name: file.name, text: await file.text()})));
    setFiles((current) => [
      ...current.filter((existing) => !read.some((added) => added.name === existing.name)),
      ...read,
    ]);
  }, []);

  const onDrop = useCallback(
    (event: DragEvent<HTMLElement>) => {
      event.preventDefault();
      setDropping(false);
      void addFiles(event.dataTransfer.files);
    },
    [addFiles],
  );

  if (failure !== undefined) {
    return <p role="alert">Não foi possível carregar o schema do verificador ({failure}). Recarregue a página.</p>;
  }

  const versions = data?.timeline.versions.slice(0, -1) ?? [];
  return (
    <div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          run();
        }}>
        <div className={styles.field}>
          <label htmlFor={ids.editor}>Operações e fragmentos (GraphQL)</label>
          <textarea
            id={ids.editor}
            className={clsx(styles.editor, dropping && styles.dropping)}
            value={pasted}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            aria-describedby={`${ids.editor}-ajuda`}
            onChange={(event) => {
              setPasted(event.target.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                run();
              }
            }}
            onDragOver={(event) => {
              event.preventDefault();
              setDropping(true);
            }}
            onDragLeave={() => {
              setDropping(false);
            }}
            onDrop={onDrop}
          />
          <small id={`${ids.editor}-ajuda`}>
            Solte arquivos <code>.graphql</code> aqui ou escolha-os abaixo. <kbd>Ctrl</kbd>+<kbd>Enter</kbd> verifica.
          </small>
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.files}>Arquivos .graphql</label>
          <input
            id={ids.files}
            type="file"
            accept=".graphql,.gql"
            multiple
            onChange={(event) => {
              void addFiles(event.target.files);
              event.target.value = '';
            }}
          />
          {files.length > 0 ? (
            <ul className={styles.files} aria-label="Arquivos escolhidos">
              {files.map((file) => (
                <li key={file.name}>
                  <code>{file.name}</code>{' '}
                  <button
                    type="button"
                    className="button button--sm button--secondary"
                    onClick={() => {
                      setFiles((current) => current.filter((existing) => existing.name !== file.name));
                    }}>
                    Remover <span className="sr-only">{file.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={styles.field}>
          <label htmlFor={ids.since}>Comparar também com a versão de</label>
          <select
            id={ids.since}
            value={since}
            onChange={(event) => {
              setSince(event.target.value);
            }}>
            <option value="">só a versão atual</option>
            {versions.map((date) => (
              <option key={date} value={date}>
                {longDate(date)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary" disabled={data === undefined}>
            {data === undefined ? 'Carregando o schema…' : 'Verificar'}
          </button>
          {documents.length > 0 ? (
            <>
              <a href={link}>Link desta verificação</a>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  void navigator.clipboard
                    .writeText(new URL(link, window.location.href).href)
                    .then(() => {
                      setCopied(true);
                    })
                    .catch(() => {
                      setCopied(false);
                    });
                }}>
                Copiar o link
              </button>
              <span role="status">{copied ? 'Link copiado.' : ''}</span>
            </>
          ) : null}
        </div>
      </form>
      <section aria-labelledby={ids.results}>
        <h2 id={ids.results}>Resultado</h2>
        <div role="status" aria-live="polite">
          {error !== undefined ? <p>{error}</p> : null}
          {result !== undefined ? <p>{summaryLine(result)}</p> : null}
          {error === undefined && result === undefined ? <p>Nenhuma verificação feita ainda.</p> : null}
        </div>
        {result !== undefined ? <Results result={result} /> : null}
      </section>
    </div>
  );
}
