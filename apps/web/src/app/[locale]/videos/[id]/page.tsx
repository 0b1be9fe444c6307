import { getPostRouteMetadata, PostRoute, type PostRouteProps } from '@/features/blog/post-page';

export const generateMetadata = getPostRouteMetadata;

export default function VideoPage(props: PostRouteProps) {
  return <PostRoute type="video" {...props} />;
}
