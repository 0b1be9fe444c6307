import { BlogRoute, type BlogRouteProps, getBlogRouteMetadata } from '@/features/blog/blog-list-page';

export const generateMetadata = (props: BlogRouteProps) => getBlogRouteMetadata('articles', props);

export default function BlogArticlesPage(props: BlogRouteProps) {
  return <BlogRoute listKey="articles" {...props} />;
}
