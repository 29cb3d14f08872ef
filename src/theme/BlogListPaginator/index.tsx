import type {ReactNode} from 'react';
import BlogListPaginator from '@theme-original/BlogListPaginator';
import type BlogListPaginatorType from '@theme/BlogListPaginator';
import type {WrapperProps} from '@docusaurus/types';

import ChangeFeeds from '@site/src/components/ChangeFeeds';

type Props = WrapperProps<typeof BlogListPaginatorType>;

/** The list of release notes ends with the portal's feeds, then the pages of the list. */
export default function BlogListPaginatorWrapper(props: Props): ReactNode {
  return (
    <>
      <ChangeFeeds />
      <BlogListPaginator {...props} />
    </>
  );
}
