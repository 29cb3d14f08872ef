// The real lunr module, aliased by the plugin to the copy the search plugin resolves.
declare module '@portal/lunr-original' {
  import type {LunrLike} from './accent-folding';

  const lunr: LunrLike;
  export default lunr;
}
