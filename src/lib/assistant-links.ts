/**
 * "Abrir no ChatGPT" and "Abrir no Claude" (src/components/MarkdownTwinActions): links that open a
 * new conversation in the assistant with a prompt pointing at the page's Markdown twin, so the
 * assistant reads the same text as "Copiar como Markdown" copies. Pure: the page passes the site's
 * public address (docusaurus.config.ts `url`), the tests call it with their own.
 */
import {twinRoute} from './twin-route';

export type AssistantId = 'chatgpt' | 'claude';

export interface Assistant {
  readonly id: AssistantId;
  /** The link's text. */
  readonly label: string;
  /** The address that opens a new conversation; the prompt goes in its `q` parameter. */
  readonly newChatUrl: string;
}

export const ASSISTANTS: readonly Assistant[] = [
  {id: 'chatgpt', label: 'Abrir no ChatGPT', newChatUrl: 'https://chatgpt.com/'},
  {id: 'claude', label: 'Abrir no Claude', newChatUrl: 'https://claude.ai/new'},
];

/** The absolute address of the Markdown twin of the page at `route`, on the site at `siteUrl`. */
export function absoluteTwinUrl(siteUrl: string, route: string): string {
  return new URL(twinRoute(route), siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

/** The prompt the assistant receives: read the twin, then help with the API it documents. */
export function assistantPrompt(twinUrl: string): string {
  return (
    `Leia a página de documentação em ${twinUrl} (Markdown do Portal do Desenvolvedor) ` +
    'e me ajude a usar a API com base nela. Responda em português.'
  );
}

/** The link that opens `assistant` with the prompt for the page at `route`. */
export function assistantHref(assistant: Assistant, siteUrl: string, route: string): string {
  const url = new URL(assistant.newChatUrl);
  url.searchParams.set('q', assistantPrompt(absoluteTwinUrl(siteUrl, route)));
  return url.href;
}

export function assistantById(id: AssistantId): Assistant {
  const found = ASSISTANTS.find((assistant) => assistant.id === id);
  if (found === undefined) throw new Error(`assistente desconhecido: ${id}`);
  return found;
}
