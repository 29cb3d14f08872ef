// The route floor's /verificador: the portal's layout and nothing in it.
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

export default function EmptyChecker(): ReactNode {
  return <Layout title="Verificador" />;
}
