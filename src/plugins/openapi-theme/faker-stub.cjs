/*
 * Stands in for faker in postman-collection's dynamic variables ({{$randomFirstName}} and the like).
 * The OpenAPI theme describes each operation as a postman-collection request, and postman-collection
 * loads faker with all its data for those variables: about 420 KB gzip on every webhook event page, which
 * never sends a request nor resolves a variable. postman-collection reads the generators when it
 * loads (`generator: faker.address.city`): every one exists here, and calling any of them fails with
 * a clear message rather than returning made-up data.
 */
const isProbe = (property) => typeof property === 'symbol' || property === '__esModule' || property === 'then';

const namespace = (name) =>
  new Proxy(
    {},
    {
      get(_target, property) {
        if (isProbe(property)) return undefined;
        return () => {
          throw new Error(
            `faker.${String(name)}.${String(property)}: as variáveis dinâmicas do Postman não existem no portal (src/plugins/openapi-theme).`,
          );
        };
      },
    },
  );

module.exports = new Proxy({}, {get: (_target, property) => (isProbe(property) ? undefined : namespace(property))});
