/** A .graphql file imported by site code is a static asset: the import is its URL (src/plugins/explorer). */
declare module '*.graphql' {
  const url: string;
  export default url;
}
