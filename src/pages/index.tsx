import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

import HomeHero from '@site/src/components/HomeHero';
import StartPaths from '@site/src/components/StartPaths';
import LatestReleaseNotes from '@site/src/components/LatestReleaseNotes';

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      title="Início"
      description="Documentação da API GraphQL de cobrança escolar: boletos, Pix, matrículas, contratos com aceite digital e webhooks.">
      <HomeHero title={siteConfig.title} tagline={siteConfig.tagline} />
      <main>
        <StartPaths />
        <LatestReleaseNotes />
      </main>
    </Layout>
  );
}
