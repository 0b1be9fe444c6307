import { getPostRouteMetadata, PostRoute, type PostRouteProps } from '@/features/blog/post-page';

export const generateMetadata = getPostRouteMetadata;

export default function ReviewPage(props: PostRouteProps) {
  return <PostRoute type="review" {...props} />;
}
