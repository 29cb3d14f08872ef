/**
 * The explorer's editor: GraphiQL 4 (CodeMirror 5) pieces from @graphiql/react, laid out with
 * Portuguese labels, over the schema snapshot. Loaded only by the explorer page, through a dynamic
 * import (src/pages/explorador.tsx): no other page downloads any of it, even one that links here.
 *
 * The schema is a content-hashed static asset of the build (src/plugins/explorer), parsed here, so
 * autocompletion, validation and the schema's documentation need no network. Runs go to the
 * simulator (src/lib/simulator, stateful for the life of the tab, see simulated-session.ts) or to
 * the reader's sandbox, with the token in the Authorization header: the token is never written to
 * GraphiQL's editors or storage. In the simulated mode, the webhook events of each run are shown
 * below the panes.
 */
import {useCallback, useEffect, useMemo, useState, type ComponentProps, type ReactNode} from 'react';
import {GraphQLError, buildSchema, type GraphQLSchema} from 'graphql';
import {
  GraphiQLProvider,
  QueryEditor,
  ResponseEditor,
  Spinner,
  VariableEditor,
  useEditorContext,
  useExecutionContext,
  usePluginStore,
  usePrettifyEditors,
  useTheme,
  type KeyMap,
} from '@graphiql/react';
import {DOC_EXPLORER_PLUGIN, DocExplorerContextProvider} from '@graphiql/plugin-doc-explorer';
import {useColorMode} from '@docusaurus/theme-common';
import clsx from 'clsx';
import graphiqlStyles from '@graphiql/react/style.css';
import docExplorerStyles from '@graphiql/plugin-doc-explorer/style.css';

import schemaUrl from '@site/schema/schema.graphql';
import type {Connection} from '@site/src/components/ExplorerConnection';
import {explorerHref, type ExplorerOperation} from '@site/src/lib/explorer-link';
import {runOperationName} from '@site/src/lib/operation-name';
import {CLIENT_TIMEOUT_SECONDS} from '@site/src/data/platform-facts';
import {DEFAULT_OPERATION} from './default-operation';
import {EventsPanel} from './events-panel';
import {simulatedSession, type ShownEvent} from './simulated-session';
import styles from './styles.module.css';

type Fetcher = ComponentProps<typeof GraphiQLProvider>['fetcher'];
type FetcherParams = Parameters<Fetcher>[0];

/**
 * CodeMirror's plain key map, not GraphiQL's default "sublime" one, which makes Ctrl+K the start of
 * a chord: on this site Ctrl/⌘+K always opens the search. GraphiQL's own shortcuts (Ctrl+Enter,
 * Shift+Ctrl+P, Ctrl+Space) are bound on top of any key map. The type lists only the three optional maps.
 */
const KEY_MAP = 'default' as KeyMap;

/** Every run keeps nothing between sessions: the page's link is what carries an operation. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => {
      items.clear();
    },
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

function sandboxFetcher(endpoint: string, token: string): Fetcher {
  return async (params: FetcherParams) => {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/graphql-response+json, application/json',
          ...(token === '' ? {} : {Authorization: `Bearer ${token}`}),
        },
        body: JSON.stringify({...params, operationName: runOperationName(params.query, params.operationName)}),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_SECONDS * 1000),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError' ? 'o tempo de espera acabou' : 'a conexão falhou';
      return {
        errors: [
          new GraphQLError(
            `Não foi possível falar com ${endpoint}: ${reason}. Confira o endereço e se o sandbox aceita ` +
              'requisições deste site (CORS; veja abaixo do editor).',
          ),
        ],
      };
    }
    const text = await response.text();
    try {
      return JSON.parse(text) as Awaited<ReturnType<Fetcher>>;
    } catch {
      return {errors: [new GraphQLError(`O sandbox respondeu ${response.status} sem JSON: ${text.slice(0, 200)}`)]};
    }
  };
}

function Toolbar(): ReactNode {
  const editors = useEditorContext({nonNull: true});
  const execution = useExecutionContext({nonNull: true});
  const plugins = usePluginStore();
  const prettify = usePrettifyEditors();
  const [copied, setCopied] = useState(false);
  const docsVisible = plugins.visiblePlugin === DOC_EXPLORER_PLUGIN;

  const copyLink = useCallback(() => {
    const href = explorerHref({
      query: editors.queryEditor?.getValue() ?? '',
      variables: editors.variableEditor?.getValue() ?? '',
      ...(editors.queryEditor?.operationName ? {operationName: editors.queryEditor.operationName} : {}),
    });
    void navigator.clipboard.writeText(new URL(href, window.location.href).toString()).then(() => {
      setCopied(true);
      window.setTimeout(() => {
        setCopied(false);
      }, 2000);
    });
  }, [editors]);

  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Comandos do explorador">
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          if (execution.isFetching) execution.stop();
          else execution.run();
        }}
        title="Ctrl+Enter">
        {execution.isFetching ? 'Parar' : 'Executar'}
      </button>
      <button type="button" className="button button--secondary" onClick={() => void prettify()} title="Shift+Ctrl+P">
        Formatar
      </button>
      <button type="button" className="button button--secondary" onClick={copyLink}>
        {copied ? 'Link copiado' : 'Copiar link da operação'}
      </button>
      <button
        type="button"
        className="button button--secondary"
        aria-pressed={docsVisible}
        onClick={() => {
          plugins.setVisiblePlugin(docsVisible ? null : DOC_EXPLORER_PLUGIN);
        }}>
        Documentação do schema
      </button>
    </div>
  );
}

/** GraphiQL's light or dark theme, always the site's. */
function FollowSiteTheme(): null {
  const {colorMode} = useColorMode();
  const {setTheme} = useTheme();
  useEffect(() => {
    setTheme(colorMode);
  }, [colorMode, setTheme]);
  return null;
}

/**
 * What GraphiQL leaves out for assistive technology: a name for each editor's input, long lines
 * wrapped instead of a horizontal scroll, and the scroll area reachable by focus like the rest.
 */
function useAccessibleEditors(): void {
  const {queryEditor, variableEditor, responseEditor} = useEditorContext({nonNull: true});
  useEffect(() => {
    const editors = [
      [queryEditor, 'Operação GraphQL'],
      [variableEditor, 'Variáveis da operação, em JSON'],
      [responseEditor, 'Resposta, em JSON'],
    ] as const;
    for (const [editor, label] of editors) {
      if (editor === null) continue;
      editor.getInputField().setAttribute('aria-label', label);
      editor.setOption('lineWrapping', true);
      editor.getScrollerElement().setAttribute('tabindex', '-1');
    }
    // The answer is read, not edited, and a long one scrolls: its scroll area takes the focus itself
    // (CodeMirror keeps its input outside the scroll area), so the keyboard can scroll it.
    const answer = responseEditor?.getScrollerElement();
    if (answer !== undefined) {
      answer.setAttribute('tabindex', '0');
      answer.setAttribute('role', 'region');
      answer.setAttribute('aria-label', 'Resposta, em JSON');
    }
  }, [queryEditor, variableEditor, responseEditor]);
}

/**
 * Ctrl/⌘+K is the site search's, on this page as on every other. The doc explorer listens for ⌘+K
 * on window to focus its own search box; the site search listens on document, so stopping the
 * event there (after the search has seen it: same node) keeps it from the doc explorer.
 */
function useSiteSearchShortcut(): void {
  useEffect(() => {
    const keepForSiteSearch = (event: KeyboardEvent): void => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') event.stopPropagation();
    };
    document.addEventListener('keydown', keepForSiteSearch);
    return () => {
      document.removeEventListener('keydown', keepForSiteSearch);
    };
  }, []);
}

/** The doc explorer's search box says "⌘ K", a shortcut that here opens the site search. */
function useDocSearchLabel(pane: HTMLElement | null): void {
  useEffect(() => {
    if (pane === null) return undefined;
    const relabel = (): void => {
      for (const input of pane.querySelectorAll<HTMLInputElement>('.graphiql-doc-explorer-search-input input')) {
        if (input.placeholder !== DOC_SEARCH_LABEL) input.placeholder = DOC_SEARCH_LABEL;
        if (input.getAttribute('aria-label') !== DOC_SEARCH_LABEL) input.setAttribute('aria-label', DOC_SEARCH_LABEL);
      }
    };
    relabel();
    const observer = new MutationObserver(relabel);
    observer.observe(pane, {childList: true, subtree: true});
    return () => {
      observer.disconnect();
    };
  }, [pane]);
}

const DOC_SEARCH_LABEL = 'Buscar no schema';

function Panes(): ReactNode {
  useAccessibleEditors();
  useSiteSearchShortcut();
  const [docsPane, setDocsPane] = useState<HTMLElement | null>(null);
  useDocSearchLabel(docsPane);
  const plugins = usePluginStore();
  const execution = useExecutionContext({nonNull: true});
  const Docs = plugins.visiblePlugin?.content;
  return (
    <div className={clsx(styles.panes, Docs && styles.withDocs)}>
      <section className={clsx(styles.pane, styles.operation)} aria-labelledby="explorador-operacao">
        <h2 id="explorador-operacao" className={styles.paneTitle}>
          Operação
        </h2>
        <QueryEditor keyMap={KEY_MAP} />
      </section>
      <section className={clsx(styles.pane, styles.variables)} aria-labelledby="explorador-variaveis">
        <h2 id="explorador-variaveis" className={styles.paneTitle}>
          Variáveis (JSON)
        </h2>
        <VariableEditor keyMap={KEY_MAP} />
      </section>
      <section
        className={clsx(styles.pane, styles.response)}
        aria-labelledby="explorador-resposta"
        aria-busy={execution.isFetching}
        data-testid="explorador-resposta">
        <h2 id="explorador-resposta" className={styles.paneTitle}>
          Resposta
        </h2>
        {execution.isFetching && <Spinner />}
        <ResponseEditor keyMap={KEY_MAP} />
      </section>
      {Docs && (
        <aside ref={setDocsPane} className={clsx(styles.pane, styles.docs)} aria-label="Documentação do schema">
          <Docs />
        </aside>
      )}
    </div>
  );
}

interface Props {
  readonly connection: Connection;
  /** The operation the page's link carries, if any. */
  readonly initial: ExplorerOperation | undefined;
}

/** GraphiQL's stylesheets are assets of their own (src/plugins/explorer): linked here, once, and awaited. */
function useStylesheets(hrefs: readonly string[]): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const links = hrefs.map((href) => {
      const existing = document.head.querySelector<HTMLLinkElement>(`link[rel="stylesheet"][href="${href}"]`);
      if (existing !== null) return Promise.resolve();
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      const ready = new Promise<void>((resolve) => {
        // An error still shows the editor, unstyled, rather than nothing.
        link.addEventListener(
          'load',
          () => {
            resolve();
          },
          {once: true},
        );
        link.addEventListener(
          'error',
          () => {
            resolve();
          },
          {once: true},
        );
      });
      document.head.append(link);
      return ready;
    });
    void Promise.all(links).then(() => {
      if (!cancelled) setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, [hrefs]);
  return loaded;
}

const STYLESHEETS = [graphiqlStyles, docExplorerStyles];

export default function GraphQLExplorer({connection, initial}: Props): ReactNode {
  const stylesLoaded = useStylesheets(STYLESHEETS);
  const [schema, setSchema] = useState<GraphQLSchema | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const storage = useMemo(memoryStorage, []);
  const [events, setEvents] = useState<readonly ShownEvent[] | undefined>();
  // One simulator per page load: built with the schema, kept across runs and mode switches.
  const simulated = useMemo(() => (schema === undefined ? undefined : simulatedSession(schema)), [schema]);

  useEffect(() => {
    let cancelled = false;
    fetch(schemaUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      })
      .then((sdl) => {
        if (!cancelled) setSchema(buildSchema(sdl));
      })
      .catch((error: unknown) => {
        if (!cancelled) setFailure(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const fetcher = useMemo<Fetcher | undefined>(() => {
    if (connection.mode === 'sandbox') return sandboxFetcher(connection.endpoint, connection.token);
    if (simulated === undefined) return undefined;
    return async (params: FetcherParams) => {
      const {result, events: emitted} = await simulated.run({
        query: params.query,
        variables: params.variables as Record<string, unknown> | null | undefined,
        operationName: runOperationName(params.query, params.operationName),
      });
      setEvents(emitted);
      return result;
    };
  }, [connection, simulated]);

  if (failure !== undefined) {
    return (
      <p role="alert" className={styles.failure}>
        Não foi possível carregar o schema do explorador ({failure}). Recarregue a página.
      </p>
    );
  }
  if (schema === undefined || fetcher === undefined || !stylesLoaded) {
    return (
      <p className={styles.loading} role="status">
        Carregando o schema…
      </p>
    );
  }
  return (
    <GraphiQLProvider
      schema={schema}
      fetcher={fetcher}
      storage={storage}
      plugins={[DOC_EXPLORER_PLUGIN]}
      referencePlugin={DOC_EXPLORER_PLUGIN}
      query={initial?.query ?? DEFAULT_OPERATION.query}
      variables={initial === undefined ? DEFAULT_OPERATION.variables : (initial.variables ?? '')}
      {...(initial?.operationName ? {operationName: initial.operationName} : {})}
      shouldPersistHeaders={false}>
      <DocExplorerContextProvider>
        <div className={clsx('graphiql-container', styles.explorer)} data-ready="true">
          <FollowSiteTheme />
          <Toolbar />
          <Panes />
          {connection.mode === 'simulado' && <EventsPanel events={events} />}
        </div>
      </DocExplorerContextProvider>
    </GraphiQLProvider>
  );
}
