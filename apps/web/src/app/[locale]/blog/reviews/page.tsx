import { BlogRoute, type BlogRouteProps, getBlogRouteMetadata } from '@/features/blog/blog-list-page';

export const generateMetadata = (props: BlogRouteProps) => getBlogRouteMetadata('reviews', props);

export default function BlogReviewsPage(props: BlogRouteProps) {
  return <BlogRoute listKey="reviews" {...props} />;
}
