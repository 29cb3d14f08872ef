// The route floor's /explorador: the portal's layout and nothing in it.
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

export default function EmptyExplorer(): ReactNode {
  return <Layout title="Explorador" />;
}
