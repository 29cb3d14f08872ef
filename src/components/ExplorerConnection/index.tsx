import {useEffect, useId, useState, type ReactNode} from 'react';

import styles from './styles.module.css';

/** Where the explorer sends operations: the simulated API, or the reader's own sandbox. */
export type Connection =
  | {readonly mode: 'simulado'}
  | {readonly mode: 'sandbox'; readonly endpoint: string; readonly token: string};

/**
 * The reader's sandbox is kept in this tab's session storage only when they ask for it: never in
 * local storage, never in the URL. Closing the tab forgets it.
 */
const SESSION_KEY = 'explorador:sandbox';

/** What a sandbox address looks like, in the field's placeholder and in its error message. */
const EXAMPLE_ENDPOINT = 'https://sandbox.suaescola.com.br/graphql';

interface Saved {
  readonly endpoint: string;
  readonly token: string;
}

function readSaved(): Saved | undefined {
  try {
    const raw = window.sessionStorage.getItem(SESSION_KEY);
    if (raw === null) return undefined;
    const saved = JSON.parse(raw) as Partial<Saved>;
    return typeof saved.endpoint === 'string' && typeof saved.token === 'string'
      ? {endpoint: saved.endpoint, token: saved.token}
      : undefined;
  } catch {
    return undefined;
  }
}

/** An http(s) address, or the reason it is not one. */
export function endpointProblem(endpoint: string): string | undefined {
  if (endpoint.trim() === '') return 'Informe o endereço do seu sandbox.';
  try {
    const url = new URL(endpoint);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'O endereço precisa começar com https://.';
    return undefined;
  } catch {
    return `Esse endereço não é uma URL completa (por exemplo, ${EXAMPLE_ENDPOINT}).`;
  }
}

interface Props {
  readonly onChange: (connection: Connection) => void;
}

/** The choice between simulated data and the reader's sandbox, with its endpoint and token. */
export default function ExplorerConnection({onChange}: Props): ReactNode {
  const id = useId();
  const [mode, setMode] = useState<Connection['mode']>('simulado');
  const [endpoint, setEndpoint] = useState('');
  const [token, setToken] = useState('');
  const [remember, setRemember] = useState(false);

  // A sandbox remembered in this tab comes back after a reload.
  useEffect(() => {
    const saved = readSaved();
    if (saved === undefined) return;
    setEndpoint(saved.endpoint);
    setToken(saved.token);
    setRemember(true);
    setMode('sandbox');
  }, []);

  const problem = mode === 'sandbox' ? endpointProblem(endpoint) : undefined;

  useEffect(() => {
    if (mode === 'sandbox' && problem === undefined) onChange({mode, endpoint: endpoint.trim(), token: token.trim()});
    else onChange({mode: 'simulado'});
  }, [mode, endpoint, token, problem, onChange]);

  useEffect(() => {
    if (remember && mode === 'sandbox') {
      window.sessionStorage.setItem(SESSION_KEY, JSON.stringify({endpoint, token} satisfies Saved));
    } else {
      window.sessionStorage.removeItem(SESSION_KEY);
    }
  }, [remember, mode, endpoint, token]);

  return (
    <fieldset className={styles.connection}>
      <legend>Onde rodar as operações</legend>
      <div className={styles.modes}>
        <label>
          <input
            type="radio"
            name={`${id}-modo`}
            value="simulado"
            checked={mode === 'simulado'}
            onChange={() => {
              setMode('simulado');
            }}
          />{' '}
          Dados simulados (sem rede)
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-modo`}
            value="sandbox"
            checked={mode === 'sandbox'}
            onChange={() => {
              setMode('sandbox');
            }}
          />{' '}
          Meu sandbox
        </label>
      </div>
      {mode === 'sandbox' && (
        <div className={styles.sandbox}>
          <label htmlFor={`${id}-endereco`}>Endereço GraphQL do sandbox</label>
          <input
            id={`${id}-endereco`}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={EXAMPLE_ENDPOINT}
            value={endpoint}
            aria-invalid={problem !== undefined && endpoint !== ''}
            aria-describedby={`${id}-endereco-ajuda`}
            onChange={(event) => {
              setEndpoint(event.target.value);
            }}
          />
          <p id={`${id}-endereco-ajuda`} className={styles.help}>
            {problem ?? 'As operações vão para este endereço, com o token no cabeçalho Authorization.'}
          </p>
          <label htmlFor={`${id}-token`}>Token de acesso</label>
          <input
            id={`${id}-token`}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={token}
            onChange={(event) => {
              setToken(event.target.value);
            }}
          />
          <label className={styles.remember}>
            <input
              type="checkbox"
              checked={remember}
              onChange={(event) => {
                setRemember(event.target.checked);
              }}
            />{' '}
            Lembrar o endereço e o token nesta aba (até fechá-la)
          </label>
        </div>
      )}
    </fieldset>
  );
}
