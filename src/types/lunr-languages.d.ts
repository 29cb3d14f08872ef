// lunr-languages ships no declarations: each file is a function that adds a language to lunr.
declare module 'lunr-languages/lunr.stemmer.support.js' {
  const install: (lunr: unknown) => void;
  export default install;
}
declare module 'lunr-languages/lunr.pt.js' {
  const install: (lunr: unknown) => void;
  export default install;
}
