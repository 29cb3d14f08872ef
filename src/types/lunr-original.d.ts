// The real lunr module, aliased by the plugin to the copy the search plugin resolves.
declare module '@portal/lunr-original' {
  const lunr: import('../plugins/search-accent-folding/accent-folding').LunrLike;
  export default lunr;
}
