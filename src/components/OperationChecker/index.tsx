/**
 * The operation checker's page (/verificador, src/pages/verificador.tsx): the frame (title, what the
 * page does, where else the checker runs); the checker itself, with graphql-js, the schema and its
 * history, is a dynamic import inside it, loaded only in the browser.
 */
import {lazy, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';

import ToolPage, {ToolHelp, ToolLoader, ToolNotice} from '@site/src/components/ToolPage';
import {DEFAULT_LIMITS_TEXT, TITLE} from './text';
import {readCheckerLink} from '@site/src/lib/checker-link';
import {downloadById, downloadRoute} from '@site/src/lib/machine-readable';

const Checker = lazy(() => import('./Checker'));

const DESCRIPTION =
  'Confira operações e fragmentos GraphQL contra o schema da API: erros, campos obsoletos, o que uma versão anterior não tinha e o tamanho de cada operação.';

export default function OperationCheckerPage(): ReactNode {
  const {search} = useLocation();
  const initial = readCheckerLink(search);
  const checker = downloadById('checker');
  return (
    <ToolPage title={TITLE} description={DESCRIPTION} width="narrow">
      <p>
        Cole as suas operações e fragmentos GraphQL, ou escolha os seus arquivos <code>.graphql</code>, e veja o que
        precisa mudar: erros contra o schema atual, campos e argumentos obsoletos com o substituto de cada um, o que não
        existia numa versão anterior do schema e operações acima de {DEFAULT_LIMITS_TEXT} (
        <Link to="/docs/primeiros-passos/limites-e-convencoes#tamanho-de-uma-operação">limites</Link>). Cada item leva à
        página do membro na <Link to="/api/">referência</Link>.
      </p>
      <ToolNotice>
        <strong>Nada sai do seu navegador.</strong> A verificação roda nesta página; as operações só vão para o endereço
        da página quando você copia o link da verificação.
      </ToolNotice>
      <ToolLoader loading="Carregando o verificador…">{() => <Checker initial={initial} />}</ToolLoader>
      <ToolHelp>
        <h2>Na integração contínua</h2>
        <p>
          A mesma verificação roda no terminal: baixe{' '}
          <a href={downloadRoute(checker)} download={checker.file}>
            <code>{checker.file}</code>
          </a>{' '}
          e rode <code>node {checker.file} &apos;src/**/*.graphql&apos;</code>. Ele termina com erro quando alguma
          operação tem erro; com <code>--estrito</code>, também quando usa um membro obsoleto. <code>--desde</code>{' '}
          compara com uma versão anterior e <code>--json</code> escreve o resultado em JSON.
        </p>
      </ToolHelp>
    </ToolPage>
  );
}
