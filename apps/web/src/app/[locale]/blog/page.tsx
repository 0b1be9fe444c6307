import { BlogRoute, type BlogRouteProps, getBlogRouteMetadata } from '@/features/blog/blog-list-page';

export const generateMetadata = (props: BlogRouteProps) => getBlogRouteMetadata('all', props);

export default function BlogPage(props: BlogRouteProps) {
  return <BlogRoute listKey="all" {...props} />;
}
