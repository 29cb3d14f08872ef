/**
 * curl in a shell: the request body goes through a quoted heredoc, byte for byte. Checked with
 * `bash -n`, run with bash.
 */
import {CLIENT_TIMEOUT_SECONDS} from '../../../data/platform-facts';
import {body, defineLanguage, ENDPOINT_VARIABLE, TOKEN_VARIABLE} from '../common';
import {curlSnippets} from './snippets';

export const curl = defineLanguage({
  value: 'curl',
  snippets: curlSnippets,
  label: 'curl',
  prism: 'bash',
  prismComponent: 'bash',
  fileName: () => undefined,
  // --silent --show-error: no progress meter, but curl's own errors still shown. --fail-with-body:
  // an HTTP error ends curl with an error code and still prints the answer.
  // A quoted heredoc sends the body byte for byte, whatever quotes or $ it contains.
  render: (request) =>
    [
      `curl "$${ENDPOINT_VARIABLE}" \\`,
      '  --request POST \\',
      '  --silent --show-error \\',
      '  --fail-with-body \\',
      `  --max-time ${CLIENT_TIMEOUT_SECONDS} \\`,
      "  --header 'Content-Type: application/json' \\",
      ...(request.authenticated === false ? [] : [`  --header "Authorization: Bearer $${TOKEN_VARIABLE}" \\`]),
      "  --data-binary @- <<'JSON'",
      body(request),
      'JSON',
    ].join('\n'),
  check: {per: 'file', command: ([file = '']) => ['bash', '-n', file]},
  run: (file) => [['bash', file]],
  debian: [
    {name: 'bash', command: 'bash'},
    {name: 'curl', command: 'curl'},
  ],
});
