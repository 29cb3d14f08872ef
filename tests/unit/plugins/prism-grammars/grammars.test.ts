import {createRequire} from 'node:module';
import {Prism} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';

import {PRISM_COMPONENTS} from '../../../../src/lib/languages';
import {
  clientModule,
  grammarLoads,
  serverModule,
  type PrismCatalogue,
} from '../../../../src/plugins/prism-grammars/grammars';

const catalogue = createRequire(import.meta.url)('prismjs/components.json') as PrismCatalogue;
const bundled = (component: string): boolean => Prism.languages[component] !== undefined;

describe('gramáticas do Prism sob demanda', () => {
  const loads = grammarLoads(PRISM_COMPONENTS, catalogue, bundled);

  it('cada linguagem dos exemplos que o prism-react-renderer não traz ganha a sua carga; as que ele traz, nenhuma', () => {
    for (const component of PRISM_COMPONENTS) expect(loads[component]?.at(-1)).toBe(component);
    for (const language of ['graphql', 'json', 'js', 'python']) expect(loads[language]).toBeUndefined();
  });

  it('carrega antes o que o catálogo do Prism exige e deixa de fora o que já vem no pacote', () => {
    // PHP exige markup-templating, que exige markup (no pacote); C# e Java exigem clike (no pacote).
    expect(loads.php).toEqual(['markup-templating', 'php']);
    expect(loads.csharp).toEqual(['csharp']);
    expect(loads.java).toEqual(['java']);
  });

  it('os apelidos do catálogo carregam o mesmo componente', () => {
    expect(loads.sh).toEqual(['bash']);
    expect(loads.shell).toEqual(['bash']);
    expect(loads.cs).toEqual(['csharp']);
  });

  it('recusa um componente que o Prism não tem, dizendo qual', () => {
    expect(() => grammarLoads(['klingon'], catalogue, bundled)).toThrow('"klingon"');
  });

  it('o módulo do navegador busca cada componente num import() próprio, uma vez, na ordem da carga', () => {
    const module = clientModule(loads);
    const imported = [
      ...module.matchAll(/const (c\d+) = \(\) => import\("prismjs\/components\/prism-([\w-]+)\.js"\);/gu),
    ];
    expect(imported.map((match) => match[2]).sort()).toEqual([...new Set(Object.values(loads).flat())].sort());
    const loader = (component: string): string | undefined => imported.find((match) => match[2] === component)?.[1];
    expect(module).toContain(`"php": [${loader('markup-templating')}, ${loader('php')}],`);
    expect(module).toContain(`"shell": [${loader('bash')}],`);
    expect(module).not.toContain('require(');
  });

  it('o módulo do servidor registra cada componente uma vez, dependências antes, sem nada a buscar depois', () => {
    const module = serverModule(loads);
    const required = [...module.matchAll(/require\("prismjs\/components\/prism-([\w-]+)\.js"\)/gu)].map(
      (match) => match[1],
    );
    expect([...required].sort()).toEqual([...new Set(Object.values(loads).flat())].sort());
    expect(required.indexOf('markup-templating')).toBeLessThan(required.indexOf('php'));
    expect(module).toContain('"sh": [],');
    expect(module).not.toContain('import(');
  });
});
