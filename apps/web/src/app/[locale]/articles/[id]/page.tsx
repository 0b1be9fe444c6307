import { getPostRouteMetadata, PostRoute, type PostRouteProps } from '@/features/blog/post-page';

export const generateMetadata = getPostRouteMetadata;

export default function ArticlePage(props: PostRouteProps) {
  return <PostRoute type="article" {...props} />;
}
