/**
 * The explorer page (/explorador, src/pages/explorador.tsx): GraphiQL over the schema snapshot, with
 * simulated data by default and the reader's sandbox on request. This is only the frame (title,
 * notice, connection form, help); the editor is a dynamic import inside it, so that the route's own
 * chunk stays small (and the links to it are plain anchors, which Docusaurus does not prefetch).
 */
import {lazy, useCallback, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';

import ExplorerConnection, {type Connection} from '@site/src/components/ExplorerConnection';
import ToolPage, {ToolHelp, ToolLoader, ToolNotice} from '@site/src/components/ToolPage';
import {readExplorerLink} from '@site/src/lib/explorer-link';

const GraphQLExplorer = lazy(() => import('@site/src/components/GraphQLExplorer'));

const TITLE = 'Explorador da API';
const DESCRIPTION =
  'Escreva e rode operações GraphQL no navegador, com autocompletar e validação pelo schema, em dados simulados ou no seu sandbox.';

export default function Explorador(): ReactNode {
  const {search} = useLocation();
  const initial = readExplorerLink(search);
  const [connection, setConnection] = useState<Connection>({mode: 'simulado'});
  const onChange = useCallback((next: Connection) => {
    setConnection(next);
  }, []);
  return (
    <ToolPage title={TITLE} description={DESCRIPTION} width="wide">
      <p>
        Escreva uma operação, com sugestões e validação pelo schema desta versão do portal, e rode com <kbd>Ctrl</kbd>+
        <kbd>Enter</kbd>. Os exemplos dos guias e das páginas de consultas e mutações da{' '}
        <Link to="/api/">referência</Link> abrem aqui com a operação e as variáveis já preenchidas.
      </p>
      {connection.mode === 'simulado' ? (
        <ToolNotice>
          <strong>Dados simulados.</strong> As respostas vêm de um simulador da plataforma que roda no seu navegador,
          sobre o mundo de exemplo dos guias: o que você inclui ou altera vale até recarregar ou fechar a página, e os
          eventos de webhook que cada chamada gera aparecem abaixo da resposta. Nada é enviado à plataforma. Para ver os
          seus dados, escolha “Meu sandbox”.
        </ToolNotice>
      ) : (
        <ToolNotice>
          <strong>Seu sandbox.</strong> As operações vão para o endereço informado, com o seu token: mutations alteram
          os dados do sandbox.
        </ToolNotice>
      )}
      <ExplorerConnection onChange={onChange} />
      <ToolLoader loading="Carregando o editor…">
        {() => <GraphQLExplorer connection={connection} initial={initial} />}
      </ToolLoader>
      <ToolHelp>
        <h2>Para usar o seu sandbox</h2>
        <p>
          O navegador só entrega a resposta se o sandbox permitir chamadas vindas deste site (CORS). Ele precisa
          responder à requisição <code>OPTIONS</code> e à <code>POST</code> com:
        </p>
        <ul>
          <li>
            <code>Access-Control-Allow-Origin</code> com o endereço deste portal;
          </li>
          <li>
            <code>Access-Control-Allow-Headers</code> com <code>Authorization</code> e <code>Content-Type</code>;
          </li>
          <li>
            <code>Access-Control-Allow-Methods</code> com <code>POST</code>.
          </li>
        </ul>
        <p>
          O token fica só na memória desta página; se você marcar “Lembrar”, fica também no armazenamento desta aba até
          você fechá-la. Ele nunca vai para o endereço da página nem para o link copiado. Subscriptions precisam de
          WebSocket e não rodam aqui: use o exemplo da página da subscription.
        </p>
        <h2>Atalhos</h2>
        <ul>
          <li>
            <kbd>Ctrl</kbd>+<kbd>Enter</kbd> (<kbd>⌘</kbd>+<kbd>Enter</kbd> no Mac): executar.
          </li>
          <li>
            <kbd>Ctrl</kbd>+<kbd>Espaço</kbd>: sugerir campos e argumentos.
          </li>
          <li>
            <kbd>Shift</kbd>+<kbd>Ctrl</kbd>+<kbd>P</kbd>: formatar a operação.
          </li>
          <li>
            <kbd>Ctrl</kbd>+<kbd>K</kbd> (<kbd>⌘</kbd>+<kbd>K</kbd>): a busca do portal, como em qualquer página, mesmo
            com o cursor no editor.
          </li>
        </ul>
      </ToolHelp>
    </ToolPage>
  );
}
