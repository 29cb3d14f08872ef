// The route floor's home page: the portal's layout (navbar, footer) and nothing in it.
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

export default function EmptyHome(): ReactNode {
  return <Layout title="Início" />;
}
