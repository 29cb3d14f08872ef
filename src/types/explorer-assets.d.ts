// Files that site code imports as URLs of static assets (src/plugins/explorer).

/** A .graphql file: the schema snapshot the explorer fetches. */
declare module '*.graphql' {
  const url: string;
  export default url;
}

/** GraphiQL's stylesheets, linked by the explorer when it mounts. */
declare module '@graphiql/react/style.css' {
  const url: string;
  export default url;
}
declare module '@graphiql/plugin-doc-explorer/style.css' {
  const url: string;
  export default url;
}
