/** Every kind of value a literal has to carry: quotes, backslashes, $, accents, a line break, empty containers, null, big and decimal numbers. */
export const HOSTILE_VARIABLES = {
  texto: 'aspas \' e " barra \\ barra e aspas \\" dólar $HOME ${x} #{y} {chaves} ação\nsegunda linha',
  vazio: {},
  lista: [],
  nulo: null,
  falso: false,
  decimal: 1500.5,
  grande: 3_000_000_000,
  aninhado: {'chave-com-hífen': [{a: 1}, 'b', true], "chave 'com' aspas": 'x'},
};
