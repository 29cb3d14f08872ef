/**
 * curl has none of the cross-cutting snippets: each one needs state kept between requests, JSON
 * read from a response or a server that receives requests, and curl sends one request and ends.
 * Each tab says why, and what to use instead.
 */
import {CLIENT_TIMEOUT_SECONDS} from '../../../data/platform-facts';
import type {LanguageSnippets} from '../../platform-snippets/common';

export const curlSnippets: LanguageSnippets = {
  cliente: {
    reason: `O curl envia uma requisição e termina: não guarda o token entre as chamadas nem lê expirationDate da resposta, e repetir sozinho depois de um tempo esgotado reenviaria uma mutation que pode já ter sido aplicada. Para chamadas avulsas, os exemplos de requisição em curl já usam --max-time ${String(CLIENT_TIMEOUT_SECONDS)}; para uma integração, use o cliente de uma das outras linguagens.`,
  },
  paginacao: {
    reason:
      'Percorrer as páginas exige ler pageInfo.hasNextPage de cada resposta, e o curl não lê JSON. Use a paginação de uma das outras linguagens.',
  },
  'webhook-verificacao': {
    reason:
      'A verificação acontece no servidor que recebe a entrega, e o curl só envia requisições. Use a verificação de uma das outras linguagens.',
  },
  'webhook-receptor': {
    reason:
      'Um receptor é um servidor HTTP, e o curl só envia requisições. Use o receptor de uma das outras linguagens.',
  },
};
