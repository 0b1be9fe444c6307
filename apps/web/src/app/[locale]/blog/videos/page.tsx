import { BlogRoute, type BlogRouteProps, getBlogRouteMetadata } from '@/features/blog/blog-list-page';

export const generateMetadata = (props: BlogRouteProps) => getBlogRouteMetadata('videos', props);

export default function BlogVideosPage(props: BlogRouteProps) {
  return <BlogRoute listKey="videos" {...props} />;
}
